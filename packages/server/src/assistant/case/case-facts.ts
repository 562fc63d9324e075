/**
 * The case: what the agent has told Mentor about the person they are working on, gathered from the
 * message, the thread so far and the CRM record in view. It lives with the thread (one per chat
 * head) and every turn updates it, so a follow-up ("what if he smokes?") changes one fact and keeps
 * the rest.
 */
export interface CaseFacts {
  name?: string;
  age?: number;
  /** Months until the next birthday, when the agent says it is close ("turns 85 in 3 weeks"). */
  birthdayInMonths?: number;
  sex?: 'male' | 'female';
  state?: string;
  heightInches?: number;
  weightPounds?: number;
  tobacco?: Tobacco;
  conditions: ConditionFact[];
  medications: MedicationFact[];
  /**
   * `otherUndated`: the date known is one DUI's, and another was added without one ("DUI in 2022",
   * then "what if he had 2 DUIs").
   */
  dui?: DatedRecord & { count: number; pending?: boolean; otherUndated?: boolean };
  /** `sentenceEnded`: the date is when the sentence (probation, parole) ended, as said ("off probation 2 yrs"). */
  felony?: DatedRecord & { active: boolean; sentenceEnded?: boolean };
  /** US residence when it is not citizenship ("h1b from india", "green card", "undocumented"). */
  residency?: 'permanent_resident' | 'work_visa' | 'student_visa' | 'daca' | 'undocumented';
  /** A hazardous hobby the client keeps up ("races motocross most weekends", "private pilot"). */
  avocation?: 'aviation' | 'skydiving' | 'scuba' | 'climbing' | 'motor_racing';
  product?: Product;
  faceAmount?: number;
  monthlyBudget?: number;
}

export interface Tobacco {
  uses: boolean;
  kind?: 'cigarettes' | 'vape' | 'chew' | 'cigar' | 'marijuana' | 'nicotine' | 'cessation';
  /** For a former user: months since they quit. */
  quitMonthsAgo?: number;
  /** Set when the record's tobacco field says no but its notes describe use. */
  contradictsRecord?: boolean;
}

export interface DatedRecord {
  /** Months since the event (diagnosis, treatment end, conviction); undefined when not said. */
  monthsAgo?: number;
}

/** Details that change how a condition is read. */
export type ConditionFlag =
  | 'insulin'
  | 'complications'
  | 'oxygen'
  | 'active'
  /** Hormone therapy still taken after the cancer treatment ended ("done w treatment 2023, still on anastrozole"). */
  | 'maintenance'
  | 'uncontrolled'
  | 'untreated'
  | 'cured'
  | 'severe'
  | 'dialysis'
  | 'recent'
  /** Family history told of a grandparent, aunt, uncle or cousin: carriers count parents and siblings. */
  | 'distant_relative'
  /** Family history whose death or diagnosis came at 60 or later. */
  | 'late_onset'
  /** Alcohol use said beside a liver finding ("drinks socially"). */
  | 'alcohol'
  /** Hospice or a terminal illness (not nursing-home care or help with daily activities). */
  | 'terminal'
  /** A suicide attempt told of a mental health history. */
  | 'suicide_attempt'
  /** Heavy drinking read beside raised liver tests (the labs show it). */
  | 'liver_tests';

export interface ConditionFact extends DatedRecord {
  id: string;
  /** How the condition became known: said by the agent, or read from a medication. */
  from: 'said' | 'medication';
  /** The medication that points to it, for conditions read from the Rx list. */
  medication?: string;
  a1c?: number;
  /** A cancer's stage (1 to 4), when said. */
  stage?: number;
  flags: ConditionFlag[];
}

export interface MedicationFact {
  /** As the agent wrote it (a brand or a generic). */
  name: string;
  generic: string;
  /** The drug's other uses, when the message denies its usual reason ("swears she's not diabetic"). */
  otherUses?: string[];
}

export type Product =
  | 'term'
  | 'term_10'
  | 'term_15'
  | 'term_20'
  | 'term_25'
  | 'term_30'
  | 'rop_term'
  | 'whole_life'
  | 'final_expense'
  | 'guaranteed'
  | 'simplified'
  | 'iul'
  | 'ul'
  | 'gul'
  | 'mortgage_protection'
  | 'annuity';

export const emptyCase = (): CaseFacts => ({ conditions: [], medications: [] });

/** A medical fact, a record or a build: what makes a case worth the engine's read unasked. */
export function hasMedicalFacts(facts: CaseFacts): boolean {
  return (
    facts.conditions.length > 0 ||
    facts.medications.some((m) => m.otherUses) ||
    facts.dui !== undefined ||
    facts.felony !== undefined ||
    (facts.residency !== undefined && facts.residency !== 'permanent_resident') ||
    (facts.heightInches !== undefined && facts.weightPounds !== undefined)
  );
}

/** True when the case holds anything underwriting can use. */
export function hasRiskFacts(facts: CaseFacts): boolean {
  return (
    facts.conditions.length > 0 ||
    facts.medications.some((m) => m.otherUses) ||
    facts.tobacco !== undefined ||
    facts.dui !== undefined ||
    facts.felony !== undefined ||
    facts.avocation !== undefined ||
    (facts.heightInches !== undefined && facts.weightPounds !== undefined)
  );
}

/**
 * The case after a turn: what the new turn says replaces what was known of the same fact; the
 * conditions and medications accumulate (a condition said again updates its date and details).
 */
export function mergeCase(prior: CaseFacts, update: CaseFacts): CaseFacts {
  const merged: CaseFacts = { ...prior, conditions: [...prior.conditions], medications: [...prior.medications] };
  for (const key of Object.keys(update) as (keyof CaseFacts)[]) {
    if (key === 'conditions' || key === 'medications') continue;
    if (update[key] !== undefined) (merged as unknown as Record<string, unknown>)[key] = update[key];
  }
  // "Non-smoker rates?" about a client who quit 4 months ago keeps when they quit.
  if (
    update.tobacco &&
    !update.tobacco.uses &&
    update.tobacco.quitMonthsAgo === undefined &&
    prior.tobacco?.quitMonthsAgo !== undefined
  )
    merged.tobacco = prior.tobacco;
  // "First DUI" about a record that dates it (the lead's notes: "DUI 14 months ago") keeps the date.
  for (const key of ['dui', 'felony'] as const) {
    const [before, now] = [prior[key], update[key]];
    if (before && now && now.monthsAgo === undefined && before.monthsAgo !== undefined)
      (merged as unknown as Record<string, unknown>)[key] = { ...now, monthsAgo: before.monthsAgo };
  }
  // "What if he had 2 DUIs" after "DUI in 2022": the date is the one DUI's; the other's is not known.
  if (
    prior.dui?.monthsAgo !== undefined &&
    update.dui &&
    merged.dui &&
    prior.dui.count === 1 &&
    update.dui.count > 1 &&
    update.dui.monthsAgo === undefined
  )
    merged.dui = { ...merged.dui, otherUndated: true };
  // "term" said of a case known to want 20-year term is that term.
  if (update.product === 'term' && prior.product?.startsWith('term_')) merged.product = prior.product;
  for (const med of update.medications) {
    if (!merged.medications.some((m) => m.generic === med.generic)) merged.medications.push(med);
  }
  for (const condition of update.conditions) {
    const at = merged.conditions.findIndex((c) => c.id === condition.id);
    if (at < 0) {
      merged.conditions.push(condition);
      continue;
    }
    const known = merged.conditions[at]!;
    merged.conditions[at] = {
      ...known,
      // What the agent says outranks what a medication suggested.
      from: condition.from === 'said' ? 'said' : known.from,
      medication: known.medication ?? condition.medication,
      monthsAgo: condition.monthsAgo ?? known.monthsAgo,
      a1c: condition.a1c ?? known.a1c,
      stage: condition.stage ?? known.stage,
      flags: [...new Set([...known.flags, ...condition.flags])],
    };
  }
  // Diabetes, once said, replaces the prediabetes an earlier A1C suggested.
  if (merged.conditions.some((c) => c.id === 'type-2-diabetes' || c.id === 'type-1-diabetes'))
    merged.conditions = merged.conditions.filter((c) => c.id !== 'prediabetes');
  return merged;
}

/** The facts that differ between two cases, for a reply that says what a follow-up changed. */
export function changedFacts(before: CaseFacts, after: CaseFacts): (keyof CaseFacts)[] {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)] as (keyof CaseFacts)[]);
  return [...keys].filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
}
