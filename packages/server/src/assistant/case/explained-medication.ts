import { BRAND_MEDICATIONS, MEDICATIONS } from '../underwriting/rules';
import type { CaseFacts } from './case-facts';

/**
 * "Says it was for morning sickness with her last kid in 2023": the agent explains a medication the
 * Rx check found. When the explanation names no condition the rules know, the drug stops pointing
 * to its usual condition: the case is read without it, and the reply says to note the reason.
 */
const EXPLAINS =
  /\b(?:it was|it's|its|it is|was|were|they were|that was|that's|thats|only|just|prescribed|took it|takes it|taking it|on it) (?:\w+ ){0,2}for (?:a |an |the |some )?([^.?!,;]{3,60})/i;
/** "The gaba is for her back", "the gaba's for her back": a drug named (or shortened), then its reason. */
const DRUG_EXPLAINED =
  /\b([a-z]{4,})(?: is|'s| are) (?:only |just |actually |really )?for (?:a |an |the |some )?([^.?!,;]{3,60})/i;

/** Lay words for the condition a medication points to ("memory" for dementia, "sugar" for diabetes). */
const SAME_CONDITION: Record<string, RegExp> = {
  dementia: /\b(?:memory|forget\w*|alzheimer\w*|dementia|confus\w*)\b/i,
  'type-2-diabetes': /\b(?:sugar|diabet\w*|a1c|glucose)\b/i,
  'type-1-diabetes': /\b(?:sugar|diabet\w*|a1c|glucose)\b/i,
  hypertension: /\b(?:blood pressure|bp|pressure)\b/i,
  'high-cholesterol': /\b(?:cholesterol|lipids?)\b/i,
  copd: /\b(?:breathing|lungs?|copd|emphysema)\b/i,
  afib: /\b(?:heart rhythm|afib|a-?fib|irregular heart\w*|heartbeat)\b/i,
  'heart-failure': /\b(?:heart failure|chf|weak heart)\b/i,
};

export interface Explained {
  medication: string;
  reason: string;
  generic: string;
}

export function explainedMedication(message: string, stated: CaseFacts, facts: CaseFacts): Explained | null {
  if (stated.conditions.some((c) => c.from !== 'medication') || facts.medications.length === 0) return null;
  // A medication on the case that a word names, in full or shortened ("gaba" for gabapentin).
  const onCase = [...stated.medications, ...facts.medications];
  const named = (word: string) =>
    onCase.find((med) => [med.name, med.generic].some((name) => name.toLowerCase().startsWith(word.toLowerCase())));
  const drug = DRUG_EXPLAINED.exec(message);
  const drugNamed = drug ? named(drug[1]!) : undefined;
  const m = drugNamed ? drug : EXPLAINS.exec(message);
  if (!m) return null;
  const said = (drugNamed ? m[2] : m[1])!;
  // "For leg swelling and no entresto": the reason ends where another fact begins.
  // "For swelling in his ankles and entresto is for bp": another drug's reason begins there.
  const reason = said.split(
    /\s+(?:and|but) (?:(?:no|not|never|he|she|they|it)\b|(?:the )?[a-z]{4,}(?: is|'s| are)\b)/i,
  )[0]!;
  // "What if she only needs 25k for burial": what the coverage is for, not what a drug treats.
  if (/\b(?:needs?|wants?|coverage|policy|cover)\b[^.?!]{0,20}\bfor\b/i.test(message)) return null;
  // "Hospitalized for a flare 8 mo ago": a hospital stay told, not what a drug is taken for.
  if (
    /\b(?:hospitali[sz]ed|admitted|inpatient|in the hospital|er visit|went to the er|icu)\b[^.?!]{0,15}\bfor\b/i.test(
      message,
    )
  )
    return null;
  // "What is it for & does it matter": a question, not a reason.
  if (/^(?:&|(?:and|does|do|is|what|how|why|who)\b)/i.test(reason.trim())) return null;
  if (
    /^(?:burial|funeral|cremation|final expenses?|the (?:kids|family|funeral|mortgage)|retirement|income|\$?\d)/i.test(
      reason.trim(),
    )
  )
    return null;
  // The medication explained is the one named with the reason ("the gaba is for her back", "took zofran,
  // it was for…"), else the one named now, else the last one on the case.
  const lead = message.slice(Math.max(0, m.index - 10), m.index + m[0].length - said.length);
  const med =
    drugNamed ??
    (lead.match(/[a-z]{4,}/gi) ?? []).map(named).find(Boolean) ??
    stated.medications[0] ??
    facts.medications.at(-1)!;
  // "Its just for memory" about Aricept, "just for her sugar" about metformin: the lay name of the very
  // condition the drug points to is a confirmation, not another reason.
  const condition = facts.conditions.find(
    (c) => c.from === 'medication' && c.medication?.toLowerCase() === med.name.toLowerCase(),
  );
  if (condition && SAME_CONDITION[condition.id]?.test(reason)) return null;
  return { medication: med.name, reason: reason.trim().replace(/\s+/g, ' '), generic: med.generic };
}

/** The case without the medication and the conditions only it suggested. */
export function withoutMedication(facts: CaseFacts, explained: Explained): CaseFacts {
  const medications = facts.medications.filter((x) => x.generic !== explained.generic);
  // Lasix explained as "for ankle swelling" leaves the heart failure that Entresto still points to.
  const otherFor = (id: string) =>
    medications.find((m) =>
      (BRAND_MEDICATIONS.get(m.name.toLowerCase()) ?? MEDICATIONS.get(m.generic))?.conditions.includes(id),
    );
  const conditions = facts.conditions.flatMap((c) => {
    if (c.from !== 'medication' || c.medication?.toLowerCase() !== explained.medication.toLowerCase()) return [c];
    const other = otherFor(c.id);
    return other ? [{ ...c, medication: other.name }] : [];
  });
  return { ...facts, medications, conditions };
}
