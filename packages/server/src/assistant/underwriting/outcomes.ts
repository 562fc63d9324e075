/**
 * The likely outcome of an application, per product family, on ordered scales (best first). Rules
 * give a range (best, worst); combining several factors keeps the worse end of each.
 */
export const FULLY = [
  'preferred_plus',
  'preferred',
  'standard_plus',
  'standard',
  'table_low',
  'table_mid',
  'table_high',
  'postpone',
  'decline',
] as const;
export const SIMPLIFIED = ['accept', 'possible', 'decline'] as const;
export const FINAL_EXPENSE = ['level', 'graded', 'modified', 'decline'] as const;

export type FullyOutcome = (typeof FULLY)[number];
export type SimplifiedOutcome = (typeof SIMPLIFIED)[number];
export type FinalExpenseOutcome = (typeof FINAL_EXPENSE)[number];

/** The product families an agent chooses between. */
export type Family = 'fully' | 'simplified' | 'final_expense' | 'guaranteed';

export interface Range<T> {
  best: T;
  worst: T;
}

/** What one factor of the case (a condition, the build, tobacco, a DUI) does to each family. */
export interface Effect {
  fully: Range<FullyOutcome>;
  simplified: SimplifiedOutcome;
  final_expense: Range<FinalExpenseOutcome>;
}

const rank = <T extends string>(scale: readonly T[], value: T) => scale.indexOf(value);
const worse = <T extends string>(scale: readonly T[], a: T, b: T): T => (rank(scale, a) >= rank(scale, b) ? a : b);
const better = <T extends string>(scale: readonly T[], a: T, b: T): T => (rank(scale, a) <= rank(scale, b) ? a : b);

export function worseOf<T extends string>(scale: readonly T[], values: T[]): T {
  return values.reduce((a, b) => worse(scale, a, b));
}

/** The range two factors allow together: no better than the worse best, no better than the worse worst. */
export function combine(a: Effect, b: Effect): Effect {
  return {
    fully: combineRange(FULLY, a.fully, b.fully),
    simplified: worse(SIMPLIFIED, a.simplified, b.simplified),
    final_expense: combineRange(FINAL_EXPENSE, a.final_expense, b.final_expense),
  };
}

function combineRange<T extends string>(scale: readonly T[], a: Range<T>, b: Range<T>): Range<T> {
  const best = worse(scale, a.best, b.best);
  return { best, worst: worse(scale, best, worse(scale, a.worst, b.worst)) };
}

/** The span of several ranges (a condition whose date is unknown could be any of its rules). */
export function span(effects: Effect[]): Effect {
  const [first, ...rest] = effects;
  if (!first) throw new Error('span of no effects');
  return rest.reduce(
    (acc, e) => ({
      fully: { best: better(FULLY, acc.fully.best, e.fully.best), worst: worse(FULLY, acc.fully.worst, e.fully.worst) },
      simplified: worse(SIMPLIFIED, acc.simplified, e.simplified),
      final_expense: {
        best: better(FINAL_EXPENSE, acc.final_expense.best, e.final_expense.best),
        worst: worse(FINAL_EXPENSE, acc.final_expense.worst, e.final_expense.worst),
      },
    }),
    first,
  );
}

/** Nothing known against the case: the best classes are possible and the exam decides. */
export const CLEAN: Effect = {
  fully: { best: 'preferred_plus', worst: 'standard' },
  simplified: 'accept',
  final_expense: { best: 'level', worst: 'level' },
};

export const FULLY_TEXT: Record<FullyOutcome, string> = {
  preferred_plus: 'Preferred Plus',
  preferred: 'Preferred',
  standard_plus: 'Standard Plus',
  standard: 'Standard',
  table_low: 'a table rating (about Table 1–2)',
  table_mid: 'a table rating (about Table 3–4)',
  table_high: 'a high table rating (about Table 5–8)',
  postpone: 'a postponement',
  decline: 'a decline',
};

export const FINAL_EXPENSE_TEXT: Record<FinalExpenseOutcome, string> = {
  level: 'level (full coverage from day one)',
  graded: 'graded (reduced natural-death benefit in years 1–2)',
  modified: 'modified (premiums back plus interest for a natural death in years 1–2)',
  decline: 'declined on simplified issue, leaving guaranteed issue',
};

export const SIMPLIFIED_TEXT: Record<SimplifiedOutcome, string> = {
  accept: 'likely to qualify on the health questions',
  possible: 'possible at some carriers, often at standard',
  decline: 'likely declined',
};

const TABLES: Partial<Record<FullyOutcome, [number, number]>> = {
  table_low: [1, 2],
  table_mid: [3, 4],
  table_high: [5, 8],
};

const TOBACCO_CLASS: Partial<Record<FullyOutcome, string>> = {
  preferred_plus: 'Preferred Tobacco',
  preferred: 'Preferred Tobacco',
  standard_plus: 'Preferred Tobacco',
  standard: 'Standard Tobacco',
};

/** The range in a smoker's classes: the best classes a tobacco user can get are Preferred and Standard Tobacco. */
export function tobaccoRangeText(range: Range<FullyOutcome>): string {
  const best = TOBACCO_CLASS[range.best];
  const worst = TOBACCO_CLASS[range.worst];
  if (best && worst) return best === worst ? best : `${best} to ${worst}`;
  if (best) return `${best} to ${fullyRangeText({ best: range.worst, worst: range.worst })} at tobacco rates`;
  return `${fullyRangeText(range)} at tobacco rates`;
}

export function fullyRangeText({ best, worst }: Range<FullyOutcome>): string {
  if (best === worst) return FULLY_TEXT[best];
  if (best === 'postpone' && worst === 'decline') return 'a postponement or decline';
  const [from, to] = [TABLES[best], TABLES[worst]];
  if (from && to) return `a table rating (about Table ${from[0]}–${to[1]})`;
  if (from && (worst === 'postpone' || worst === 'decline'))
    return `a table rating (about Table ${from[0]}–${from[1]}) or ${FULLY_TEXT[worst]}`;
  if (to) return `${FULLY_TEXT[best]} to Table ${to[1]}`;
  return `${FULLY_TEXT[best]} to ${FULLY_TEXT[worst]}`;
}

export function finalExpenseRangeText({ best, worst }: Range<FinalExpenseOutcome>): string {
  if (best === worst) return FINAL_EXPENSE_TEXT[best];
  // Each outcome with what it pays: "modified" alone does not tell the agent the two-year wait.
  return `${FINAL_EXPENSE_TEXT[best]} or ${worst === 'decline' ? 'a decline (then guaranteed issue)' : FINAL_EXPENSE_TEXT[worst]}, depending on the carrier`;
}

export const isInsurableFully = (o: FullyOutcome) => rank(FULLY, o) <= rank(FULLY, 'table_high');
export const fullyRank = (o: FullyOutcome) => rank(FULLY, o);
export const finalExpenseRank = (o: FinalExpenseOutcome) => rank(FINAL_EXPENSE, o);
