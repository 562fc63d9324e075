import type { LeadContext } from '../types';
import { changedFacts, emptyCase, mergeCase, type CaseFacts } from './case-facts';
import { readContext } from './read-context';
import { readMessage, type buildVocabulary } from './read-message';

type Vocabulary = ReturnType<typeof buildVocabulary>;

export interface TurnCase {
  /** The case this turn is answered on: the record in view, then everything said in the thread. */
  facts: CaseFacts;
  /** What the thread has said so far, this turn included (kept with the thread for the next turn). */
  said: CaseFacts;
  /** What this turn changed in the case (empty when it said nothing new). */
  changed: (keyof CaseFacts)[];
  /** What this message itself states. */
  message: CaseFacts;
}

/**
 * The case for a turn. The CRM record is read fresh each turn (a record edited in the CRM counts at
 * once); what the agent said in the thread (`said`) is kept with the thread and layered on top, so
 * a follow-up changes one fact and keeps the rest.
 */
export function caseForTurn(input: {
  said: CaseFacts | null;
  question: string;
  context: LeadContext | null;
  vocabulary: Vocabulary;
  now: Date;
}): TurnCase {
  const record = input.context ? readContext(input.context, input.vocabulary, input.now) : emptyCase();
  const priorSaid = input.said ?? emptyCase();
  const before = mergeCase(record, priorSaid);
  const { facts: message, weightChange, waitUntilMonths } = readMessage(input.question, input.vocabulary, input.now);
  if (weightChange !== undefined && before.weightPounds !== undefined) {
    message.weightPounds = Math.max(80, before.weightPounds + weightChange);
  }
  if (waitUntilMonths !== undefined) {
    // Waiting ages every dated event of the case: conditions, the DUI, the felony.
    const later = (months: number | undefined) => Math.max(months ?? 0, waitUntilMonths);
    for (const condition of before.conditions)
      message.conditions.push({ ...condition, monthsAgo: later(condition.monthsAgo) });
    if (before.dui) message.dui = { ...before.dui, monthsAgo: later(before.dui.monthsAgo) };
    if (before.felony && !before.felony.active)
      message.felony = { ...before.felony, monthsAgo: later(before.felony.monthsAgo) };
  }
  const said = mergeCase(priorSaid, message);
  const facts = mergeCase(record, said);
  return { facts, said, message, changed: input.said || input.context ? changedFacts(before, facts) : [] };
}
