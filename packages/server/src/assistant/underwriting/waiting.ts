/** "What if we wait till feb", "should we hold off until it's been 2 years": waiting for a better class. */
const WAITS =
  /\b(?:wait|waits|waiting|hold off|holding off)\b(?!\s+period)[^?.]{0,20}?\b(?:till|until|til)\b|\b(?:or|should (?:we|i|he|she)) (?:just )?(?:wait|hold off)\s*\??\s*$/i;

/**
 * What waiting costs: the client is uncovered until then, and a policy placed now and replaced later
 * starts its contestable and graded periods again.
 */
export function waitingNote(question: string): string | null {
  if (!WAITS.test(question)) return null;
  return 'Waiting has a cost: the client is uncovered until then (and a health change in the meantime can close the door), so weigh placing the coverage available now against the better class later; a policy replaced later starts new contestable and waiting periods.';
}
