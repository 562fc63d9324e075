import { bmiFromImperial } from '../tools/bmi';
import { formatHeight } from '../tools/measures';
import { CONDITION_BY_ID } from '../underwriting/rules';
import type { CaseFacts, ConditionFact, Product } from './case-facts';

export const PRODUCT_NAMES: Record<Product, string> = {
  term: 'term life',
  term_10: '10-year term',
  term_15: '15-year term',
  term_20: '20-year term',
  term_25: '25-year term',
  term_30: '30-year term',
  rop_term: 'return-of-premium term',
  whole_life: 'whole life',
  final_expense: 'final expense',
  guaranteed: 'guaranteed issue',
  simplified: 'simplified issue',
  iul: 'IUL',
  ul: 'universal life',
  gul: 'guaranteed UL',
  mortgage_protection: 'mortgage protection',
  annuity: 'an annuity',
};

export function ago(months: number): string {
  if (months <= 0) return 'this month';
  if (months < 24) return `${months} month${months === 1 ? '' : 's'} ago`;
  const years = Math.round(months / 6) / 2;
  return `${years % 1 === 0 ? years : years.toFixed(1)} years ago`;
}

export function conditionPhrase(condition: ConditionFact): string {
  const rules = CONDITION_BY_ID.get(condition.id);
  let phrase = rules?.name ?? condition.id;
  const details: string[] = [];
  if (condition.medication) details.push(condition.medication);
  if (condition.a1c !== undefined) details.push(`A1C ${condition.a1c}`);
  for (const flag of condition.flags) {
    const word = FLAG_WORDS[flag];
    if (word && rulesUse(condition.id, flag)) details.push(word);
  }
  if (condition.monthsAgo !== undefined && rules?.dated) phrase += ` ${ago(condition.monthsAgo)}`;
  return details.length ? `${phrase} (${details.join(', ')})` : phrase;
}

const FLAG_WORDS: Partial<Record<ConditionFact['flags'][number], string>> = {
  insulin: 'on insulin',
  complications: 'with complications',
  oxygen: 'on oxygen',
  active: 'in treatment now',
  uncontrolled: 'not controlled',
  untreated: 'untreated',
  cured: 'cured',
  severe: 'with a hospital stay',
  suicide_attempt: 'with a suicide attempt',
  dialysis: 'on dialysis',
  late_onset: 'at 60 or later',
  distant_relative: 'a grandparent, aunt or uncle',
};

function rulesUse(id: string, flag: string): boolean {
  return Boolean(CONDITION_BY_ID.get(id)?.rules.some((rule) => flag in rule.when));
}

/** US residence said as the case reads it. */
const RESIDENCY_WORDS: Record<NonNullable<CaseFacts['residency']>, string> = {
  permanent_resident: 'a green card holder',
  work_visa: 'on a work visa',
  student_visa: 'on a student visa',
  daca: 'a DACA recipient',
  undocumented: 'without legal US residence',
};
/** A hazardous hobby said as the case reads it. */
const AVOCATION_WORDS: Record<NonNullable<CaseFacts['avocation']>, string> = {
  aviation: 'a private pilot',
  skydiving: 'skydives',
  scuba: 'scuba dives',
  climbing: 'climbs',
  motor_racing: 'races (motor racing)',
};

/** "a 61-year-old man, 5'10" 245 lb (BMI 35.2), tobacco user, stent 8 months ago": what a reply assumed. */
export function describeCase(facts: CaseFacts): string {
  const who: string[] = [];
  const person = facts.sex === 'male' ? 'man' : facts.sex === 'female' ? 'woman' : 'client';
  // "an 84-year-old", "an 18-year-old", "an 11-year-old": the article follows the sound.
  const article = facts.age !== undefined && /^(?:8|11$|18$)/.test(String(facts.age)) ? 'an' : 'a';
  who.push(facts.age !== undefined ? `${article} ${facts.age}-year-old ${person}` : `the ${person}`);
  if (facts.name) who[0] = `${facts.name} (${who[0]!.replace(/^(a|the) /, '')})`;
  if (facts.state) who.push(`in ${facts.state}`);
  const parts = [who.join(' ')];
  if (facts.heightInches !== undefined && facts.weightPounds !== undefined) {
    const bmi = bmiFromImperial(facts.heightInches, facts.weightPounds);
    parts.push(`${formatHeight(facts.heightInches)} ${Math.round(facts.weightPounds)} lb (BMI ${bmi.toFixed(1)})`);
  }
  if (facts.tobacco) {
    const t = facts.tobacco;
    if (t.uses)
      parts.push(t.kind === 'marijuana' ? 'uses marijuana' : t.kind === 'cigar' ? 'smokes cigars' : 'tobacco user');
    else if (t.quitMonthsAgo !== undefined) parts.push(`quit tobacco ${ago(t.quitMonthsAgo)}`);
    else parts.push('no tobacco');
  }
  parts.push(...facts.conditions.map(conditionPhrase));
  if (facts.residency) parts.push(RESIDENCY_WORDS[facts.residency]);
  if (facts.avocation) parts.push(AVOCATION_WORDS[facts.avocation]);
  if (facts.dui) {
    const when = facts.dui.monthsAgo !== undefined ? ` ${ago(facts.dui.monthsAgo)}` : '';
    parts.push(
      facts.dui.pending
        ? `a pending DUI charge`
        : facts.dui.otherUndated
          ? `more than one DUI (one${when}, the other's date not known)`
          : facts.dui.count > 1
            ? `more than one DUI${when}`
            : `a DUI${when}`,
    );
  }
  if (facts.felony) {
    parts.push(
      facts.felony.active
        ? 'on probation, parole or facing charges'
        : `a felony${
            facts.felony.monthsAgo === undefined
              ? ''
              : facts.felony.sentenceEnded
                ? `, sentence (with probation or parole) ended ${ago(facts.felony.monthsAgo)}`
                : ` ${ago(facts.felony.monthsAgo)}`
          }`,
    );
  }
  // An annuity's amount is the money placed, not a death benefit ("$300,000 CD into an annuity").
  if (facts.faceAmount)
    parts.push(
      `$${facts.faceAmount.toLocaleString('en-US')} ${facts.product === 'annuity' ? 'to place in the annuity' : 'of coverage'}`,
    );
  if (facts.monthlyBudget) parts.push(`budget about $${facts.monthlyBudget} a month`);
  return parts.join(', ');
}
