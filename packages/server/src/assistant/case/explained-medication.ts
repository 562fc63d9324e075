import type { CaseFacts } from './case-facts';

/**
 * "Says it was for morning sickness with her last kid in 2023": the agent explains a medication the
 * Rx check found. When the explanation names no condition the rules know, the drug stops pointing
 * to its usual condition: the case is read without it, and the reply says to note the reason.
 */
const EXPLAINS =
  /\b(?:it was|it's|its|it is|was|were|they were|that was|that's|thats|only|just|prescribed|took it|takes it|taking it|on it) (?:\w+ ){0,2}for (?:a |an |her |his |the |some )?([^.?!,;]{3,60})/i;

export interface Explained {
  medication: string;
  reason: string;
  /** The case without the medication and the conditions only it suggested. */
  facts: CaseFacts;
}

export function explainedMedication(message: string, said: CaseFacts, facts: CaseFacts): Explained | null {
  if (said.conditions.length > 0 || facts.medications.length === 0) return null;
  const m = EXPLAINS.exec(message);
  if (!m) return null;
  // The medication explained is the one named now, else the last one on the case.
  const med = said.medications[0] ?? facts.medications.at(-1)!;
  const fromMed = (c: CaseFacts['conditions'][number]) =>
    c.from === 'medication' && c.medication?.toLowerCase() === med.name.toLowerCase();
  return {
    medication: med.name,
    reason: m[1]!.trim().replace(/\s+/g, ' '),
    facts: {
      ...facts,
      medications: facts.medications.filter((x) => x.generic !== med.generic),
      conditions: facts.conditions.filter((c) => !fromMed(c)),
    },
  };
}
