import type { CaseFacts } from '../case/case-facts';
import { wholeDollars } from '../tools/amounts';

/** Final expense and guaranteed issue face amounts usually top out here. */
const FINAL_EXPENSE_MAX_FACE = 50_000;

/** "Whats cheaper then, FE?" for a $100,000 need: final expense does not go that high. */
export function finalExpenseFaceNote(question: string, facts: CaseFacts): string | null {
  const asksFinalExpense =
    /\b(?:fe|final expense|burial|gi|guaranteed issue)\b/i.test(question) ||
    facts.product === 'final_expense' ||
    facts.product === 'guaranteed';
  if (!asksFinalExpense || facts.faceAmount === undefined || facts.faceAmount <= FINAL_EXPENSE_MAX_FACE) return null;
  return `Face amount: final expense usually tops out at $25,000 to $50,000 (guaranteed issue often $25,000), so ${wholeDollars(facts.faceAmount)} needs term or guaranteed UL, or a final expense policy for part of it; it also costs more per $1,000 than term.`;
}
