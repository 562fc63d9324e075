import type { CaseFacts, ConditionFact, ConditionFlag } from '../case/case-facts';
import { ago } from '../case/describe-case';
import { bmiFromImperial } from '../tools/bmi';
import {
  CLEAN,
  combine,
  span,
  type Effect,
  type FinalExpenseOutcome,
  type FullyOutcome,
  type SimplifiedOutcome,
} from './outcomes';
import {
  CONDITIONS,
  CONDITION_BY_ID,
  CRIMINAL_RULES,
  DUI_RULES,
  FACTORS,
  RESIDENCY_RULES,
  AVOCATION_RULES,
  MEDICATIONS,
  BRAND_MEDICATIONS,
  type Rule,
  type RuleWhen,
} from './rules';

/** One fact of the case and what it does to each product family. */
export interface FactorRead {
  key: string;
  effect: Effect;
  why: string;
  doc: string;
  ask: string[];
  /** A dated event whose date was not given: the read spans every rule. */
  dateUnknown: boolean;
}

export interface UnderwritingRead {
  factors: FactorRead[];
  combined: Effect;
  bmi?: number;
  /** How tobacco prices the case on fully underwritten plans. */
  tobaccoRates: 'tobacco' | 'non_tobacco' | 'unknown';
  /** Issue ages of the families for this age, where the age is known. */
  ages: AgeCheck[];
  ask: string[];
  docs: string[];
}

export interface AgeCheck {
  product: AgeProduct;
  low: number;
  high: number;
  /** The client's age is within the usual issue ages (high = the most lenient carriers). */
  fits: 'yes' | 'some' | 'no';
}

export type AgeProduct = keyof typeof FACTORS.ages.limits;

interface Facts {
  monthsAgo?: number;
  a1c?: number;
  flags: string[];
  tobacco?: boolean;
  multiple?: boolean;
  active?: boolean;
}

function holds(when: RuleWhen, facts: Facts, dateKnown: boolean): boolean | 'date' {
  for (const [key, value] of Object.entries(when)) {
    if (key === 'within_months') {
      if (!dateKnown) return 'date';
      // "Within 24 months" means less than 24 months ago: a DUI exactly 2 years ago is past it.
      if ((facts.monthsAgo ?? Infinity) >= (value as number)) return false;
    } else if (key === 'a1c_over') {
      if (facts.a1c === undefined || facts.a1c <= (value as number)) return false;
    } else if (key === 'tobacco') {
      if (Boolean(facts.tobacco) !== value) return false;
    } else if (key === 'multiple') {
      if (Boolean(facts.multiple) !== value) return false;
    } else if (key === 'active' && facts.active !== undefined) {
      if (facts.active !== value) return false;
    } else if (facts.flags.includes(key) !== value) return false;
  }
  return true;
}

/** The first rule that holds; with no date, every rule the date could select (their span). */
function applyRules(rules: Rule[], facts: Facts, dated: boolean): { rules: Rule[]; dateUnknown: boolean } {
  const dateKnown = !dated || facts.monthsAgo !== undefined;
  const candidates: Rule[] = [];
  for (const rule of rules) {
    const result = holds(rule.when, facts, dateKnown);
    if (result === true) return { rules: [...candidates, rule], dateUnknown: candidates.length > 0 };
    if (result === 'date') candidates.push(rule);
  }
  return { rules: candidates, dateUnknown: candidates.length > 0 };
}

function medicationNote(condition: ConditionFact, medications: CaseFacts['medications']): string {
  if (!condition.medication || condition.from !== 'medication') return '';
  const key = condition.medication.toLowerCase();
  const generic = medications.find((m) => m.name.toLowerCase() === key)?.generic ?? key;
  const reading = medicationReading({ name: condition.medication, generic }, condition.id);
  return reading ? `${reading} ` : '';
}

/** "Bupropion on the Rx check usually means depression or anxiety (it is also prescribed for…)." */
export function medicationReading(med: { name: string; generic: string }, conditionId?: string): string | null {
  const rule = BRAND_MEDICATIONS.get(med.name.toLowerCase()) ?? MEDICATIONS.get(med.generic);
  const id = conditionId ?? rule?.conditions[0];
  const what = rule?.note ?? (id ? (CONDITION_BY_ID.get(id)?.name ?? id) : null);
  if (!what) return null;
  const also = rule?.also ? ` (it is also prescribed for ${rule.also}, so ask what it is for)` : '';
  return `${capitalize(med.name)} on the Rx check usually means ${what}${also}.`;
}

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function conditionFactor(
  condition: ConditionFact,
  tobacco: boolean | undefined,
  medications: CaseFacts['medications'],
): FactorRead | null {
  const rules = CONDITION_BY_ID.get(condition.id);
  if (!rules) return null;
  const facts: Facts = {
    monthsAgo: condition.monthsAgo,
    a1c: condition.a1c,
    flags: condition.flags,
    tobacco,
    active: condition.flags.includes('active') ? true : undefined,
  };
  const applied = applyRules(rules.rules, facts, rules.dated);
  if (applied.rules.length === 0) return null;
  const effect = span(applied.rules.map((r) => r.effect));
  const first = applied.rules[0]!;
  const last = applied.rules.at(-1)!;
  const why = applied.dateUnknown
    ? `When it happened decides the ${rules.name} read. ${first.why} ${last.why}`
    : last.why;
  const ask = applied.dateUnknown ? [`When was the ${rules.name}?`, ...rules.ask.slice(1)] : rules.ask;
  return {
    key: `condition:${condition.id}`,
    effect,
    why: `${medicationNote(condition, medications)}${why}`,
    doc: rules.doc,
    ask,
    dateUnknown: applied.dateUnknown,
  };
}

function recordFactor(key: string, rules: typeof DUI_RULES, facts: Facts, dateQuestion: string): FactorRead | null {
  const applied = applyRules(rules.rules, facts, true);
  if (applied.rules.length === 0) return null;
  return {
    key,
    effect: span(applied.rules.map((r) => r.effect)),
    why: applied.dateUnknown
      ? `${dateQuestion} ${applied.rules[0]!.why} ${applied.rules.at(-1)!.why}`
      : applied.rules.at(-1)!.why,
    doc: rules.doc,
    ask: rules.ask,
    dateUnknown: applied.dateUnknown,
  };
}

function buildFactor(bmi: number): FactorRead {
  const { build } = FACTORS;
  const fullyRow = build.fully.find(([max]) => bmi <= (max as number))!;
  const seRow = build.simplified.find(([max]) => bmi <= (max as number))!;
  const feRow = build.final_expense.find(([max]) => bmi <= (max as number))!;
  let fully = { best: fullyRow[1] as FullyOutcome, worst: fullyRow[2] as FullyOutcome };
  const underweight = bmi < build.underweight.below;
  if (underweight)
    fully = { best: build.underweight.fully[0] as FullyOutcome, worst: build.underweight.fully[1] as FullyOutcome };
  const effect: Effect = {
    fully,
    simplified: seRow[1] as SimplifiedOutcome,
    final_expense: { best: feRow[1] as FinalExpenseOutcome, worst: feRow[2] as FinalExpenseOutcome },
  };
  const label = (o: string) =>
    o
      .replace(/_/g, ' ')
      .replace('table low', 'a small table rating')
      .replace('table mid', 'a table rating')
      .replace('table high', 'a high table rating');
  const why = underweight
    ? build.why.underweight.replace('{bmi}', bmi.toFixed(1))
    : `${build.why.fully.replace('{bmi}', bmi.toFixed(1)).replace('{outcome}', label(fully.best))} ${build.why.final_expense
        .replace('{bmi}', bmi.toFixed(1))
        .replace('{outcome}', effect.final_expense.best === 'decline' ? 'over the limit' : effect.final_expense.best)}`;
  return { key: 'build', effect, why, doc: build.doc, ask: [], dateUnknown: false };
}

function tobaccoFactor(facts: CaseFacts): { rates: UnderwritingRead['tobaccoRates']; factor: FactorRead | null } {
  const t = facts.tobacco;
  const { tobacco } = FACTORS;
  if (!t) return { rates: 'unknown', factor: null };
  const factor = (why: string, effect: Effect = CLEAN): FactorRead => ({
    key: 'tobacco',
    effect,
    why,
    doc: tobacco.doc,
    ask: [],
    dateUnknown: false,
  });
  if (t.uses) {
    if (t.kind === 'marijuana') return { rates: 'non_tobacco', factor: factor(tobacco.why.marijuana) };
    if (t.kind === 'cessation') return { rates: 'tobacco', factor: factor(tobacco.why.cessation) };
    if (t.kind === 'cigar') return { rates: 'unknown', factor: factor(`${tobacco.why.cigar} ${tobacco.why.current}`) };
    const contradiction = t.contradictsRecord
      ? "The record's tobacco field says no, but its notes describe nicotine use: carriers test for it (cotinine), so quote tobacco rates and correct the record. "
      : '';
    return { rates: 'tobacco', factor: factor(`${contradiction}${tobacco.why.current}`) };
  }
  if (t.quitMonthsAgo !== undefined) {
    const months = String(t.quitMonthsAgo);
    if (t.quitMonthsAgo < tobacco.non_tobacco_after_months)
      return { rates: 'tobacco', factor: factor(tobacco.why.recent_quit.replace('{months}', months)) };
    if (t.quitMonthsAgo < tobacco.best_class_after_months)
      return {
        rates: 'non_tobacco',
        factor: factor(tobacco.why.quit.replace('{months}', months), {
          ...CLEAN,
          fully: { best: 'preferred', worst: 'standard' },
        }),
      };
  }
  return { rates: 'non_tobacco', factor: null };
}

/** A question the case already answers is not worth asking again. */
function alreadyKnown(question: string, facts: CaseFacts): boolean {
  const q = question.toLowerCase();
  if (facts.tobacco && /tobacco|smok|nicotine/.test(q) && !/nitroglycerin/.test(q)) return true;
  if (facts.conditions.some((c) => c.a1c !== undefined) && /\ba1c\b/.test(q)) return true;
  if (facts.medications.length > 0 && /^which medications/.test(q)) return true;
  if (facts.conditions.some((c) => c.stage !== undefined) && /\bstage\b/.test(q)) return true;
  // "On insulin" is said: "Pills only, or insulin?" is answered.
  if (facts.conditions.some((c) => c.flags.includes('insulin')) && /^pills only, or insulin\b/.test(q)) return true;
  // "On suboxone 2 yrs": a drug on the case asked about as current ("Is he on Suboxone or methadone now?").
  if (/\bnow\?$/.test(q) && facts.medications.some((m) => q.includes(m.name.toLowerCase()))) return true;
  // "Cured 2020 w harvoni": treated and cured is said.
  if (facts.conditions.some((c) => c.flags.includes('cured')) && /\bcured\b/.test(q)) return true;
  // "Off probation 2 yrs": when the sentence ended is said.
  if (facts.felony?.sentenceEnded && /\bsentence\b.*\bend\b/.test(q)) return true;
  // "When did treatment end?" once every dated condition has its date.
  const dated = facts.conditions.filter((c) => CONDITION_BY_ID.get(c.id)?.dated);
  if (/^when (?:did|was)\b/.test(q) && dated.length > 0 && dated.every((c) => c.monthsAgo !== undefined)) return true;
  return false;
}

/** "he or she" becomes "he" or "she" once the case says which. */
function personal(question: string, facts: CaseFacts): string {
  if (!facts.sex) return question;
  return question
    .replace(/\bhe or she\b/g, facts.sex === 'male' ? 'he' : 'she')
    .replace(/\bhim or her\b/g, facts.sex === 'male' ? 'him' : 'her');
}

function ageChecks(age: number | undefined): AgeCheck[] {
  if (age === undefined) return [];
  return (Object.entries(FACTORS.ages.limits) as [AgeProduct, number[]][]).map(([product, [min, low, high]]) => ({
    product,
    low: low!,
    high: high!,
    fits: age < min! ? 'no' : age <= low! ? 'yes' : age <= high! ? 'some' : 'no',
  }));
}

/** Conditions read differently beside another: the flag the underwriter assumes until records say otherwise. */
const READ_TOGETHER: { condition: RegExp; beside: string; flag: ConditionFlag }[] = [
  // Neuropathy beside diabetes (said, or read from gabapentin for "burning feet") is a diabetic complication.
  { condition: /diabetes/, beside: 'neuropathy', flag: 'complications' },
  // Raised liver tests beside heavy drinking are read as alcohol's, and the drinking as showing in the labs.
  { condition: /^fatty-liver$/, beside: 'heavy-drinking', flag: 'alcohol' },
  { condition: /^heavy-drinking$/, beside: 'fatty-liver', flag: 'liver_tests' },
];

/**
 * The field-underwriting read of a case: each fact's effect on fully underwritten, simplified
 * issue and final expense plans (from the reviewed rules in data/), their combination, the
 * questions still open, and the documents that back it.
 */
export function readCase(facts: CaseFacts): UnderwritingRead {
  const factors: FactorRead[] = [];
  const tobaccoUse = facts.tobacco?.uses === true && facts.tobacco.kind !== 'marijuana';
  for (const stated of facts.conditions) {
    const added = READ_TOGETHER.filter(
      (pair) => pair.condition.test(stated.id) && facts.conditions.some((c) => c.id === pair.beside),
    ).map((pair) => pair.flag);
    const condition = added.length ? { ...stated, flags: [...new Set([...stated.flags, ...added])] } : stated;
    const factor = conditionFactor(condition, tobaccoUse, facts.medications);
    if (factor) factors.push(factor);
  }
  let bmi: number | undefined;
  if (facts.heightInches !== undefined && facts.weightPounds !== undefined) {
    bmi = bmiFromImperial(facts.heightInches, facts.weightPounds);
    factors.push(buildFactor(bmi));
  }
  for (const med of facts.medications) {
    if (!med.otherUses) continue;
    const usual = (MEDICATIONS.get(med.generic)?.conditions ?? []).map((id) => CONDITION_BY_ID.get(id)?.name ?? id);
    const name = med.name.charAt(0).toUpperCase() + med.name.slice(1);
    // Until the reason is known, the read spans the clean case and each other use's own read.
    const otherReads = med.otherUses
      .map((use) => CONDITIONS.find((c) => c.aliases.includes(use.toLowerCase()) || c.name === use.toLowerCase()))
      .flatMap((c) => (c ? [conditionFactor({ id: c.id, from: 'medication', flags: [] }, tobaccoUse, [])] : []))
      .flatMap((f) => (f ? [f.effect] : []));
    factors.push({
      key: `medication:${med.generic}`,
      effect: span([CLEAN, ...otherReads]),
      why: `${name} on the Rx check reads as ${usual.join(' or ')} unless the records say otherwise; if that is not the reason, it is likely for ${med.otherUses.join(' or ')}, which the carrier underwrites on its own terms, so find out which and expect the doctor's records to be checked.`,
      doc: 'reading-medications-in-underwriting',
      ask: [`What is the ${med.name} prescribed for (${med.otherUses.join(', ')})?`],
      dateUnknown: false,
    });
  }
  if (facts.residency) {
    const rule = RESIDENCY_RULES.kinds[facts.residency];
    factors.push({
      key: 'residency',
      effect: rule.effect,
      why: rule.why,
      doc: RESIDENCY_RULES.doc,
      ask: facts.residency === 'permanent_resident' ? [] : RESIDENCY_RULES.ask,
      dateUnknown: false,
    });
  }
  if (facts.avocation) {
    factors.push({
      key: 'avocation',
      effect: AVOCATION_RULES.kinds[facts.avocation].effect,
      why: AVOCATION_RULES.kinds[facts.avocation].why,
      doc: AVOCATION_RULES.doc,
      ask: AVOCATION_RULES.ask,
      dateUnknown: false,
    });
  }
  const tobacco = tobaccoFactor(facts);
  if (tobacco.factor) factors.push(tobacco.factor);
  if (facts.dui?.otherUndated && facts.dui.pending !== true) {
    // One DUI dated, another not: the repeat-offense rules span whether both fall within five years.
    const factor = recordFactor(
      'dui',
      { ...DUI_RULES, rules: DUI_RULES.rules.filter((r) => r.when.multiple === true) },
      { flags: [], multiple: true },
      `One DUI ${ago(facts.dui.monthsAgo!)}; when the other was decides the read.`,
    );
    if (factor) factors.push(factor);
  } else if (facts.dui) {
    const when = facts.dui.monthsAgo;
    const factor = recordFactor(
      'dui',
      DUI_RULES,
      { monthsAgo: when, flags: [], multiple: facts.dui.count > 1, active: facts.dui.pending === true },
      'The date of the DUI decides the read.',
    );
    if (factor) factors.push({ ...factor, why: when !== undefined ? `DUI ${ago(when)}: ${factor.why}` : factor.why });
  }
  if (facts.felony) {
    const factor = recordFactor(
      'criminal',
      CRIMINAL_RULES,
      { monthsAgo: facts.felony.monthsAgo, flags: [], active: facts.felony.active },
      'When the sentence ended decides the read.',
    );
    if (factor) factors.push(factor);
  }

  const combined = factors.reduce((acc, f) => combine(acc, f.effect), CLEAN);
  const asks = factors.flatMap((f) => f.ask);
  // Cancer and heart histories are read from the specialist's records: say so, and ask for them.
  const ids = facts.conditions.map((c) => c.id);
  if (ids.some((id) => /cancer|lymphoma|leukemia|melanoma/.test(id)))
    asks.unshift(
      "Can you get the pathology report and the oncologist's last follow-up? The carrier will order those records (APS).",
    );
  else if (ids.some((id) => /heart|afib|cardio|valve|pacemaker|aneurysm|stroke/.test(id)))
    asks.unshift(
      "When was the last cardiology visit, and was the EKG or echo normal? The carrier will order the cardiologist's records (APS).",
    );
  if (facts.conditions.some((c) => c.id !== 'family-history') && facts.medications.length === 0)
    asks.push('Which medications does the client take, and for what?');
  if (facts.age === undefined) asks.push('How old is the client?');
  if (bmi === undefined) asks.push('Height and weight?');
  if (!facts.tobacco) asks.push('Any tobacco or nicotine in the last 12 months?');
  // Dated questions first: the date changes the read more than anything else.
  const ordered = [...factors.filter((f) => f.dateUnknown).flatMap((f) => f.ask.slice(0, 1)), ...asks]
    .filter((q) => !alreadyKnown(q, facts))
    .map((q) => personal(q, facts));
  return {
    factors,
    combined,
    ...(bmi !== undefined ? { bmi } : {}),
    tobaccoRates: tobacco.rates,
    ages: ageChecks(facts.age),
    ask: [...new Set(ordered)].slice(0, 3),
    docs: [...new Set(factors.map((f) => f.doc))],
  };
}
