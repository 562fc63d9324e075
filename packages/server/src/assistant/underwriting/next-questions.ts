import type { CaseFacts } from '../case/case-facts';
import type { UnderwritingRead } from './engine';
import { CONDITIONS } from './rules';

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
  const open = read.ask
    .filter((q) => !(facts.medications.length > 0 && /\binsulin\b/i.test(q)) && !(knownA1c && /\ba1c\b/i.test(q)))
    .flatMap((q) => withoutKnownOptions(q, knownNames(facts)));
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

/** The conditions the case names, by every name the rules know them by. */
function knownNames(facts: CaseFacts): string[] {
  const ids = new Set(facts.conditions.map((c) => c.id));
  return CONDITIONS.filter((c) => ids.has(c.id)).flatMap((c) => [
    c.id.replace(/-/g, ' '),
    ...c.aliases.map((a) => a.toLowerCase()),
  ]);
}

/**
 * A question's options less what the case already says: "What caused it: diabetes, alcohol…?" is not
 * asked of a diabetic, and "Any complications: neuropathy, eye or kidney problems?" asks only of the
 * eyes and kidneys when neuropathy is known.
 */
function withoutKnownOptions(question: string, known: string[]): string[] {
  const colon = question.indexOf(': ');
  if (colon < 0 || known.length === 0) return [question];
  const options = question
    .slice(colon + 2)
    .replace(/\?$/, '')
    .split(/,\s*|\s+or\s+/)
    .filter(Boolean);
  const isKnown = (option: string) => known.some((name) => name.length >= 3 && option.toLowerCase().includes(name));
  const left = options.filter((option) => !isKnown(option));
  if (left.length === options.length) return [question];
  if (/^what caused/i.test(question) || left.length === 0) return [];
  const list = left.length === 1 ? left[0] : `${left.slice(0, -1).join(', ')} or ${left.at(-1)}`;
  return [`${question.slice(0, colon).replace(/^Any /, 'Any other ')}: ${list}?`];
}

/** A reply that is only the list of questions to ask next (as `nextQuestions` writes it). */
export function isNextQuestions(reply: string): boolean {
  return /^Ask (?:\w+ )?next:/.test(reply);
}
