import { describeBmi } from './bmi';
import { describeNeeds } from './needs-analysis';
import { describePaymentDate } from './payment-date';
import { parseHeightInches, parseWeightPounds } from './measures';
import { describeFlatExtra, describeTable, parseDollars, parseTable, tableFromPercent } from './table-rating';

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

  const flat = /\$\s*([\d.]+)\s*(?:per\s*(?:\$?1,?000|thousand)\s*)?flat[\s-]*extra[^$]*\$\s*([\d,]+)(k)?/i.exec(
    question,
  );
  if (flat) {
    const face = Number(flat[2]!.replace(/,/g, '')) * (flat[3] ? 1000 : 1);
    results.push(describeFlatExtra(Number(flat[1]), face));
  } else {
    const percent = /\b(\d{3})\s*%\s*rating\b/i.exec(question);
    const table = parseTable(question) ?? (percent ? tableFromPercent(Number(percent[1])) : null);
    if (table !== null) {
      const premium = /premium|pay|cost|\$/i.test(question) ? (parseDollars(question)[0] ?? null) : null;
      results.push(describeTable(table, premium));
    }
  }
  const payday = describePaymentDate(question, known?.dob ?? null);
  if (payday) results.push(payday);
  const needs = describeNeeds(question);
  if (needs) results.push(needs);
  return results;
}
