import type { LeadContext } from '../types';
import { CONDITION_BY_ID } from '../underwriting/rules';
import { changedFacts, emptyCase, mergeCase, type CaseFacts, type ConditionFact } from './case-facts';
import { explainedMedication, withoutMedication } from './explained-medication';
import { readContext } from './read-context';
import { readMessage, relativeSwap, type buildVocabulary } from './read-message';

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
  /** A medication the message explains ("it was for morning sickness in 2023"), now off the case. */
  explained?: { medication: string; reason: string; usual?: string };
  /** The message is about someone else as a client of their own ("what about his wife, 70?"). */
  newPerson?: boolean;
}

/** A spouse or relative asked about as a client of their own, and their sex when the word says it. */
const OTHER_PERSON =
  /(?:^\s*|\b(?:what about|how about|and|now|also|same for|quote|for|next is|then)\s+)(?:for\s+)?(?:her|his|their|the|my client'?s|the client'?s)\s+(husband|wife|spouse|partner|son|daughter|mom|mother|dad|father|brother|sister|boyfriend|girlfriend)\b/;
/** "Wife needs coverage too, she doesnt work": a spouse or relative opening the message, with no possessive. */
const OTHER_PERSON_BARE =
  /^\s*(?:and |also |now |ok |okay |so )?(?:the )?(husband|wife|spouse|partner|son|daughter|mom|mother|dad|father|brother|sister|boyfriend|girlfriend)\s+(?:(?:needs|wants|would like|could use|should (?:get|have)) (?:coverage|a policy|insurance|life insurance|one|a quote|term|some)\b|(?:too|also|as well)\b)/;
/** "Her son 55 wants to own it and pay for it": the relative owns or pays; the insured is the same client. */
const PAYS_FOR_CLIENT =
  /\b(?:own|owner|pay|pays|paying|payor|payer|buy (?:it|one|a policy) (?:on|for) (?:her|him)|beneficiary|bene|sign|signs|co-?sign)\b/;
/** "Her beneficiary is her son, he's 16": the relative named in a role on the policy, said the other way round. */
const RELATIVE_IN_ROLE =
  /\b(?:beneficiary|bene|owner|payor|payer|contingent)\b (?:is|will be|would be|=) (?:her|his|their|the|my client'?s) (?:husband|wife|spouse|partner|son|daughter|mom|mother|dad|father|brother|sister|grandson|granddaughter|grandkid|grandchild)\b/;
function roleBeforeAge(lower: string): boolean {
  const role = RELATIVE_IN_ROLE.exec(lower);
  return role !== null && /\b\d{1,2}\b/.test(lower.slice(role.index + role[0].length));
}
/** "What about her husband, he had a stroke": the relative is described, not the case's history. */
const FAMILY_HISTORY = /\b(?:died|passed|death|history|runs in|family)\b/;
const MALE = new Set(['husband', 'son', 'dad', 'father', 'brother', 'boyfriend']);
const FEMALE = new Set(['wife', 'daughter', 'mom', 'mother', 'sister', 'girlfriend']);

const RELATIVE_PAYS = new RegExp(
  `\\b(?:her|his|their|the)\\s+(?:husband|wife|spouse|partner|son|daughter|mom|mother|dad|father|brother|sister)\\b.{0,40}${PAYS_FOR_CLIENT.source}`,
);

function otherPerson(question: string): { sex?: 'male' | 'female' } | null {
  const lower = question.toLowerCase();
  const m = OTHER_PERSON.exec(lower) ?? OTHER_PERSON_BARE.exec(lower);
  if (!m || FAMILY_HISTORY.test(lower) || PAYS_FOR_CLIENT.test(lower)) return null;
  return MALE.has(m[1]!) ? { sex: 'male' } : FEMALE.has(m[1]!) ? { sex: 'female' } : {};
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
  const newPerson = input.said ? otherPerson(input.question) : null;
  // "What about her husband, 76, chews tobacco?": someone else, whose case starts from what is said of him.
  const record = input.context && !newPerson ? readContext(input.context, input.vocabulary, input.now) : emptyCase();
  const priorSaid = newPerson
    ? { ...emptyCase(), ...(input.said?.product ? { product: input.said.product } : {}) }
    : (input.said ?? emptyCase());
  const before = mergeCase(record, priorSaid);
  const {
    facts: message,
    weightChange,
    waitUntilMonths,
    waitMonths,
    flags,
    cleared,
    bareWeight,
    bareMonthsAgo,
  } = readMessage(input.question, input.vocabulary, input.now);
  if (newPerson?.sex && message.sex === undefined) message.sex = newPerson.sex;
  // The relative who owns or pays is not the insured: their age and sex are not the case's.
  if (
    !newPerson &&
    ((input.said && RELATIVE_PAYS.test(input.question.toLowerCase())) ||
      // "74 yo woman with copd, beneficiary is her son": only an age said after the relative is the relative's.
      ((input.said || input.context) && roleBeforeAge(input.question.toLowerCase())))
  ) {
    delete message.age;
    delete message.sex;
  }
  // "Pre-preg she was 150": a bare figure is a weight once the case knows a height.
  if (bareWeight !== undefined && before.heightInches !== undefined && message.weightPounds === undefined)
    message.weightPounds = bareWeight;
  // Details said of no named condition ("what if she's on insulin now") belong to the case's own.
  if (message.conditions.length === 0 && flags.length > 0) {
    for (const condition of before.conditions) {
      const rules = CONDITION_BY_ID.get(condition.id)?.rules ?? [];
      const used = flags.filter((flag) => rules.some((rule) => flag in rule.when));
      if (used.length > 0)
        message.conditions.push({ ...condition, flags: [...new Set([...condition.flags, ...used])] });
    }
  }
  const history = before.conditions.find((c) => c.id === 'family-history');
  const swap = relativeSwap(input.question.toLowerCase());
  if (history && swap && !message.conditions.some((c) => c.id === 'family-history')) {
    if (swap === 'distant') message.conditions.push({ ...history, flags: [...history.flags, 'distant_relative'] });
    else cleared.push('distant_relative');
  }
  // "What if the last one was 2023?": the date moves the case's one dated event (a DUI, a felony, a condition).
  if (bareMonthsAgo !== undefined && message.conditions.length === 0 && !message.dui && !message.felony) {
    const dated = before.conditions.filter((c) => c.monthsAgo !== undefined && c.id !== 'family-history');
    const events = dated.length + (before.dui ? 1 : 0) + (before.felony && !before.felony.active ? 1 : 0);
    if (events === 1) {
      if (before.dui) message.dui = { ...before.dui, monthsAgo: bareMonthsAgo };
      else if (before.felony) message.felony = { ...before.felony, monthsAgo: bareMonthsAgo };
      else message.conditions.push({ ...dated[0]!, monthsAgo: bareMonthsAgo });
    }
  }
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
  if (waitMonths !== undefined) {
    // "Wait till feb": every dated event is that many months older by then.
    for (const condition of before.conditions)
      if (condition.monthsAgo !== undefined && condition.id !== 'family-history')
        message.conditions.push({ ...condition, monthsAgo: condition.monthsAgo + waitMonths });
    if (before.dui?.monthsAgo !== undefined)
      message.dui = { ...before.dui, monthsAgo: before.dui.monthsAgo + waitMonths };
    if (before.felony?.monthsAgo !== undefined && !before.felony.active)
      message.felony = { ...before.felony, monthsAgo: before.felony.monthsAgo + waitMonths };
  }
  let said = mergeCase(priorSaid, message);
  let facts = mergeCase(record, said);
  if (cleared.length > 0) {
    // A detail taken back leaves the case: the condition is said again without it.
    const without = (c: CaseFacts) => ({
      ...c,
      conditions: c.conditions.map((condition) => ({
        ...condition,
        flags: condition.flags.filter((flag) => !cleared.includes(flag)),
      })),
    });
    said = without(said);
    facts = without(facts);
  }
  // "What if the Eliquis is bc of a blood clot in her leg, not AFib?": the drug's usual condition gives
  // way to the one the agent names for it.
  // "It's for a blood clot in his leg" names no drug: it is about the last one on the case.
  const statedConditions = message.conditions.filter((c) => c.from !== 'medication');
  const explainsLast =
    message.medications.length === 0 &&
    facts.medications.length > 0 &&
    /^\s*(?:(?:ok|oh|well|actually|nvm),?\s+)?(?:it'?s|its|it is|it was|that'?s|thats|that is|that was) (?:\w+ )?for\b/i.test(
      input.question,
    );
  const explainedMeds = explainsLast ? [facts.medications.at(-1)!] : message.medications;
  if (
    statedConditions.length > 0 &&
    explainedMeds.length > 0 &&
    /\b(?:bc|because|cuz|is for|was for|it'?s for|its for|that'?s for|due to|from)\b/i.test(input.question)
  ) {
    const named = new Set(explainedMeds.map((m) => m.name.toLowerCase()));
    const implied = (c: ConditionFact) =>
      c.from === 'medication' &&
      named.has(c.medication?.toLowerCase() ?? '') &&
      !statedConditions.some((stated) => stated.id === c.id);
    const reattribute = (c: CaseFacts): CaseFacts => ({ ...c, conditions: c.conditions.filter((x) => !implied(x)) });
    said = reattribute(said);
    facts = reattribute(facts);
  }
  // "…not afib": a condition the agent now says the client does not have leaves the case.
  const lower = input.question.toLowerCase();
  const denied = (c: ConditionFact) =>
    (CONDITION_BY_ID.get(c.id)?.aliases ?? []).some((alias) =>
      new RegExp(
        `\\b(?:not|no|isn'?t|wasn'?t|never had)\\s+(?:for\\s+|from\\s+)?${alias.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`,
      ).test(lower),
    );
  if (input.said && before.conditions.some(denied)) {
    said = { ...said, conditions: said.conditions.filter((c) => !denied(c)) };
    facts = { ...facts, conditions: facts.conditions.filter((c) => !denied(c)) };
  }
  // "…and no entresto": a medication the agent now says the client is not on leaves the case, with the
  // conditions only it suggested.
  const offMed = (m: CaseFacts['medications'][number]) =>
    [m.name, m.generic].some((name) =>
      new RegExp(
        `\\b(?:no|not on|off|no longer on|stopped|without)\\s+(?:the\\s+)?${name.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`,
      ).test(lower),
    );
  if (input.said && facts.medications.some(offMed)) {
    const dropped = new Set(facts.medications.filter(offMed).map((m) => m.name.toLowerCase()));
    const drop = (c: CaseFacts): CaseFacts => ({
      ...c,
      medications: c.medications.filter((m) => !dropped.has(m.name.toLowerCase())),
      conditions: c.conditions.filter(
        (x) => !(x.from === 'medication' && dropped.has(x.medication?.toLowerCase() ?? '')),
      ),
    });
    said = drop(said);
    facts = drop(facts);
  }
  const explained =
    input.said || message.medications.length > 0 ? explainedMedication(input.question, message, facts) : null;
  // What the Rx check will make of the drug all the same ("bipolar disorder or schizophrenia").
  const usual = explained
    ? facts.conditions
        .filter((c) => c.from === 'medication' && c.medication?.toLowerCase() === explained.medication.toLowerCase())
        // Only a reading that would cost the client something is worth the warning (not "a minor condition").
        .filter((c) =>
          (CONDITION_BY_ID.get(c.id)?.rules ?? []).some(
            (r) =>
              r.effect.final_expense.worst !== 'level' ||
              !['preferred_plus', 'preferred'].includes(r.effect.fully.worst),
          ),
        )
        .map((c) => CONDITION_BY_ID.get(c.id)?.name ?? c.id)
    : [];
  if (explained) {
    facts = withoutMedication(facts, explained);
    said = withoutMedication(said, explained);
  }
  return {
    facts,
    said,
    message,
    changed: input.said || input.context ? changedFacts(before, facts) : [],
    ...(explained
      ? {
          explained: {
            medication: explained.medication,
            reason: explained.reason,
            ...(usual.length > 0 ? { usual: usual.join(' or ') } : {}),
          },
        }
      : {}),
    ...(newPerson ? { newPerson: true } : {}),
  };
}
