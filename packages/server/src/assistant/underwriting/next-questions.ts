import type { CaseFacts } from '../case/case-facts';
import type { UnderwritingRead } from './engine';

/** "Ok what do I ask her next?" after a read. */
const ASKS_NEXT =
  /\bwhat (?:else )?(?:do|should|would|can) i (?:need to )?ask\b|\bwhat (?:other )?questions (?:do|should) i ask\b|\bask (?:her|him|them) next\b|\bwhat(?:'s| is) my next question\b/i;

export function asksNextQuestions(question: string): boolean {
  return ASKS_NEXT.test(question);
}

/**
 * The questions still open for this case: the read's own, then what every application needs and the
 * case does not know yet (build, tobacco, the medication list, and the final expense knock-outs).
 */
export function nextQuestions(read: UnderwritingRead, facts: CaseFacts, person: string): string {
  // What the case already answers is not asked again: insulin when the medication list is known, the A1C when said.
  const knownA1c = facts.conditions.some((c) => c.a1c !== undefined);
  const open = read.ask.filter(
    (q) => !(facts.medications.length > 0 && /\binsulin\b/i.test(q)) && !(knownA1c && /\ba1c\b/i.test(q)),
  );
  if (facts.heightInches === undefined || facts.weightPounds === undefined) open.push('Height and weight?');
  if (facts.tobacco === undefined) open.push('Any tobacco or nicotine in the last 12 months, in any form?');
  if (facts.medications.length === 0) open.push('Every prescription: the name, the dose and what it is for?');
  const finalExpense = facts.product === 'final_expense' || facts.product === 'guaranteed' || (facts.age ?? 0) >= 60;
  if (finalExpense)
    open.push(
      'The knock-outs: oxygen, dialysis, dementia, help with bathing or dressing, a wheelchair, a nursing home or hospice, or a terminal illness?',
      'Any hospital stays in the last 2 years, and the monthly budget and Social Security payment day for the draft?',
    );
  return [`Ask ${person} next:`, ...[...new Set(open)].map((q) => `- ${q}`)].join('\n');
}

/** A reply that is only the list of questions to ask next (as `nextQuestions` writes it). */
export function isNextQuestions(reply: string): boolean {
  return /^Ask (?:\w+ )?next:/.test(reply);
}
