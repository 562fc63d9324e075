import type { CaseFacts } from '../case/case-facts';
import { CONDITION_BY_ID } from './rules';
import type { UnderwritingRead } from './engine';
import { fullyRank } from './outcomes';

/**
 * "Ok but what would you say to her?" after a read: the read put in words for the client, plain and
 * honest, with no promise of approval. The agent adapts it; the facts are the engine's.
 */
const ASKS_WORDS =
  /\bwhat (?:do|should|would|can|could) (?:i|you|u|we) (?:say|tell)\b|\bhow (?:do|should|would|can) (?:i|you|u) (?:say|explain|word|put|tell|break)\b|\bwhat(?:'s| is) (?:a|the) (?:script|way to say)\b|\bword ?track\b|\bscript\b/i;

export function asksForWords(question: string): boolean {
  return ASKS_WORDS.test(question);
}

function reasonWords(facts: CaseFacts): string {
  const named = facts.conditions
    .filter((c) => c.id !== 'minor-condition' && c.id !== 'family-history')
    .map((c) => (CONDITION_BY_ID.get(c.id)?.name ?? c.id).replace(/\s*\([^)]*\)/g, ''));
  if (facts.felony) named.push(facts.felony.active ? 'the probation' : 'the record');
  if (facts.dui) named.push('the DUI');
  return named.length > 0 ? `your ${named.slice(0, 2).join(' and ')}` : 'your health history';
}

/** The words for the client, chosen by what the read allows. */
export function clientScript(read: UnderwritingRead, facts: CaseFacts): string {
  const reason = reasonWords(facts);
  const fe = read.combined.final_expense.best;
  const fully = read.combined.fully.best;
  const older = (facts.age ?? 0) >= 60 || facts.product === 'final_expense';
  let words: string;
  if (fully === 'postpone' && (!older || fe === 'decline')) {
    words = `"The companies want ${reason} behind you before they'll look at it, so applying today would only get a 'not yet'. Let's set a date to apply again as soon as it's settled, and I'll call you then. If you want something in place meanwhile, there are plans with no health questions that we can look at."`;
  } else if (older && fe === 'level') {
    words = `"Good news: from what you've told me, you should qualify for a plan that covers you in full from the first day. The company will still check your prescriptions and records, and I'll let you know the moment they decide."`;
  } else if (older && (fe === 'graded' || fe === 'modified')) {
    words = `"Because of ${reason}, the companies I work with will offer you a plan where the full amount starts after the first two years. If something happened from an accident, it pays in full from day one; from an illness in those first two years, your family gets ${fe === 'graded' ? 'part of the amount' : 'everything you paid in, plus interest'}. After that it's the full amount for the rest of your life, and the price never goes up."`;
  } else if (older && fe === 'decline') {
    words = `"With ${reason}, the plans that ask health questions won't approve it right now. There is a plan with no health questions at all: you can't be turned down. For the first two or three years, if it's an illness your family gets back what you paid plus interest, and an accident pays in full; after that it's the full amount, for life."`;
  } else if (fullyRank(fully) <= fullyRank('standard')) {
    words = `"From what you've told me, you look like a good candidate. The company will confirm with its own checks (an exam or your records), and I'll tell you the moment they decide; what we see on the offer is what you'd pay."`;
  } else {
    words = `"Because of ${reason}, the companies will likely charge more than their best rate. I'll shop it with several carriers to find the one that looks at it most favorably, and if your health improves we can ask them to look again later."`;
  }
  return `Something like: ${words} Keep it in your own words, never promise the approval, and answer every health question on the application exactly as it is.`;
}
