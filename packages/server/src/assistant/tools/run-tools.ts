import { AMOUNT, readAmount } from './amounts';
import { describeAnnuityWithdrawal } from './annuity-withdrawal';
import { describeBmi, describeMaxWeight } from './bmi';
import { describeCallingHours } from './calling-hours';
import { describeCashOutTax } from './cash-out-tax';
import { describeAdvance, describeChargeback } from './chargeback';
import { describeExclusionRatio } from './exclusion-ratio';
import { describeCrediting } from './index-crediting';
import { describeGroupCoverage } from './group-coverage';
import { describeIncomeMultiple } from './income-multiple';
import { describeRollup } from './income-rider';
import { describeLeadEconomics } from './lead-economics';
import { describeSurrenderCharge } from './surrender-charge';
import { describeSurrenderHorizon } from './surrender-horizon';
import { describeTermLength } from './term-length';
import { describeAgeSinceBirthday, describeInsuranceAge } from './insurance-age';
import { describeModalPremium } from './modal-premium';
import { describeNeeds } from './needs-analysis';
import { describePaymentDate } from './payment-date';
import { describeRmdStart } from './rmd-age';
import { parseHeightInches, parseWeightPounds } from './measures';
import {
  describeFlatExtra,
  describeFlatExtraRange,
  describeTable,
  parseDollars,
  parseTable,
  tableFromPercent,
} from './table-rating';

/** The CRM record an agent is looking at (all optional, as the CRM knows it). */
export interface LeadContext {
  name?: string;
  age?: number | string;
  state?: string;
  height?: string;
  weight?: string;
  tobacco?: boolean | string;
  medications?: string[] | string;
  product_interest?: string;
  [key: string]: unknown;
}

/** Height and weight already known for the case (from the CRM record or earlier in the thread). */
export interface KnownBuild {
  heightInches?: number | undefined;
  weightPounds?: number | undefined;
  /** The record's date of birth, for the Social Security payment day. */
  dob?: string | null | undefined;
  /** The case's face amount, for a flat extra asked about without one ("what does $5 a thousand add?"). */
  faceAmount?: number | undefined;
  age?: number | undefined;
  /** Today, for an insurance age. */
  today?: Date;
}

const BUILD_WORDS = /\b(bmi|build|height|weight|overweight|obese|obesity|heavy|tall|weigh|lbs?|pounds?|kg)\b/i;

/**
 * Deterministic answers to what can be computed (BMI and build, table ratings, flat extras), from
 * the question and, when the question asks about build, from what the case already knows.
 */
export function runTools(question: string, known: KnownBuild | null): string[] {
  const results: string[] = [];

  let height = parseHeightInches(question);
  let weight = parseWeightPounds(question);
  if ((height === null || weight === null) && known && BUILD_WORDS.test(question)) {
    height ??= known.heightInches ?? null;
    weight ??= known.weightPounds ?? null;
  }
  if (height !== null && weight !== null) results.push(describeBmi(height, weight));
  const targetBmi =
    /\b(?:under|below|at|of|stay(?:s)? (?:under|below))\s*(?:a\s+)?bmi\s*(?:of\s*)?(\d{2}(?:\.\d)?)\b|\bbmi\s*(?:under|below|of)?\s*(\d{2}(?:\.\d)?)\b/i.exec(
      question,
    );
  if (
    height !== null &&
    weight === null &&
    targetBmi &&
    /\b(?:max(?:imum)?|most|highest|top|heaviest|how much can (?:he|she|they) weigh|weigh)\b/i.test(question)
  )
    results.push(describeMaxWeight(height, Number(targetBmi[1] ?? targetBmi[2])));

  const flat = readFlatExtra(question, known?.faceAmount ?? null);
  const flatRangeFace = flat ? null : flatExtraFace(question, known?.faceAmount ?? null);
  if (flat) {
    results.push(describeFlatExtra(flat.perThousand, flat.face, flat.years));
  } else if (flatRangeFace !== null) {
    results.push(describeFlatExtraRange(flatRangeFace));
  } else {
    const percent = /\b(\d{3})\s*%\s*rating\b/i.exec(question);
    // "Rated A- by AM Best" is a carrier's financial strength, not a table rating.
    const ratingAgency =
      /\b(?:a\.?\s?m\.? best|am best|ambest|standard (?:&|and) poor'?s|moody'?s|fitch|comdex|financial strength)\b/i.test(
        question,
      );
    // "Was rated table 2, can he convert?": the policy's history beside a question about converting it.
    const tableIsHistory =
      /\b(?:was|were|got|been) rated (?:at )?table\b/i.test(question) &&
      /\b(?:convert\w*|conversion|reinstat\w*|in force|renew\w*)\b/i.test(question);
    const table =
      ratingAgency || tableIsHistory
        ? null
        : (parseTable(question) ?? (percent ? tableFromPercent(Number(percent[1])) : null));
    if (table !== null) {
      const premium = /premium|pay|cost|standard|\$|\/\s*yr|a year|annual/i.test(question)
        ? (parseDollars(question)[0] ??
          readAmount(
            question.toLowerCase(),
            new RegExp(String.raw`${AMOUNT}\s*(?:\/\s*yr|a year|per year|annual(?:ly)?|\/\s*mo|a month|per month)`),
          ) ??
          readAmount(
            question.toLowerCase(),
            new RegExp(String.raw`\bstandard (?:premium )?(?:was|is|of|=)\s*${AMOUNT}`),
          ))
        : null;
      results.push(describeTable(table, premium));
    }
  }
  const crediting = describeCrediting(question);
  if (crediting) results.push(crediting);
  const exclusion = describeExclusionRatio(question);
  if (exclusion) results.push(exclusion);
  const payday = describePaymentDate(question, known?.dob ?? null);
  if (payday) results.push(payday);
  const needs = describeNeeds(question);
  if (needs) results.push(needs);
  const modal = describeModalPremium(question);
  if (modal) results.push(modal);
  const chargeback = describeChargeback(question);
  if (chargeback) results.push(chargeback);
  const advance = describeAdvance(question);
  if (advance) results.push(advance);
  const insuranceAge = describeInsuranceAge(question, known?.today ?? new Date());
  if (insuranceAge) results.push(insuranceAge);
  const sinceBirthday = insuranceAge ? null : describeAgeSinceBirthday(question, known?.today ?? new Date());
  if (sinceBirthday) results.push(sinceBirthday);
  for (const describe of [describeSurrenderCharge, describeRollup, describeLeadEconomics]) {
    const result = describe(question);
    if (result) results.push(result);
  }
  const horizon = describeSurrenderHorizon(question, known?.age);
  if (horizon) results.push(horizon);
  const termLength = describeTermLength(question, known?.age);
  if (termLength) results.push(termLength);
  const callingHours = describeCallingHours(question, known?.today ?? new Date());
  if (callingHours) results.push(callingHours);
  const rmd = describeRmdStart(question);
  if (rmd) results.push(rmd);
  const coverageLimit = describeIncomeMultiple(question, { age: known?.age, faceAmount: known?.faceAmount });
  if (coverageLimit) results.push(coverageLimit);
  const groupCoverage = describeGroupCoverage(question);
  if (groupCoverage) results.push(groupCoverage);
  const cashOut = describeCashOutTax(question, known?.age ?? null);
  if (cashOut) results.push(cashOut);
  const withdrawal = describeAnnuityWithdrawal(question, known?.age ?? null);
  if (withdrawal) results.push(withdrawal);
  return results;
}

/** "$5 flat extra on $250,000", "7.50 flat extra per thousand for 3 yrs on his 300k". */
/** "How much would a flat extra add on the 1m?": no rate said, but the face (said or known) to work it on. */
function flatExtraFace(question: string, knownFace: number | null): number | null {
  const t = question.toLowerCase();
  const asked = /\bflat[\s-]*extra\b/.exec(t);
  if (!asked || !/\bhow much\b|\bwhat (?:would|does|will) (?:a|the) flat\b|\b(?:add|cost)\b/.test(t)) return null;
  const said = /\b(?:on|for)\s+(?:the\s+|a\s+)?\$?\s*(\d[\d,]*(?:\.\d+)?)\s*(k|m|mil|million)?\b/.exec(t);
  if (said) {
    const value = Number(said[1]!.replace(/,/g, ''));
    const amount = said[2] === 'k' ? value * 1000 : /^m/.test(said[2] ?? '') ? value * 1_000_000 : value;
    if (amount >= 1000) return amount;
  }
  return knownFace !== null && knownFace >= 1000 ? knownFace : null;
}

function readFlatExtra(
  question: string,
  knownFace: number | null,
): { perThousand: number; face: number; years: number | null } | null {
  const t = question.toLowerCase();
  const rate =
    /\$?\s*(\d+(?:\.\d+)?)\s*(?:per\s*(?:\$?1,?000|thousand|k)\s*)?flat[\s-]*extra/.exec(t) ??
    /flat[\s-]*extra\s*(?:of\s*)?\$?\s*(\d+(?:\.\d+)?)/.exec(t) ??
    // "came back with a 2.50 extra": dollars and cents per thousand, the word "flat" left out.
    /(?:\$\s*(\d+(?:\.\d+)?)|\b(\d+\.\d{2}))\s*(?:per\s*(?:\$?1,?000|thousand|k)\s*)?extra\b/.exec(t) ??
    // "if its 2.50 per thousand", with the flat extra named elsewhere in the thread.
    (/\bflat[\s-]*extra\b/.test(t)
      ? /\$?\s*(\d+(?:\.\d+)?)\s*(?:per|a|an|\/)\s*(?:\$?1,?000|thousand|k)\b/.exec(t)
      : null);
  if (!rate) return null;
  const rest = t.slice(rate.index + rate[0].length);
  const onFace = /(?:\bon\b|\bfor\b)[^$\d]{0,15}\$?\s*(\d[\d,]*(?:\.\d+)?)\s*(k|m|mil|million)?\b(?!\s*(?:yrs?|years))/;
  // "what's that cost on the 1M if its 2.50 per thousand": the face can come before the rate.
  const face = onFace.exec(rest) ?? /\$\s*(\d[\d,]*)\s*(k)?/.exec(rest) ?? onFace.exec(t.slice(0, rate.index));
  const value = face ? Number(face[1]!.replace(/,/g, '')) : 0;
  const unit = face?.[2] ?? '';
  const said = unit === 'k' ? value * 1000 : /^m/.test(unit) ? value * 1_000_000 : value;
  const amount = said >= 1000 ? said : knownFace;
  if (amount === null || amount < 1000) return null;
  const years = Number(/\bfor\s*(\d{1,2})\s*(?:yrs?|years)\b/.exec(t)?.[1] ?? NaN);
  return { perThousand: Number(rate[1] ?? rate[2]), face: amount, years: Number.isFinite(years) ? years : null };
}
