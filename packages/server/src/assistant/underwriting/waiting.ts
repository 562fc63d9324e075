/** "What if we wait till feb", "should we hold off until it's been 2 years": waiting for a better class. */
const WAITS =
  /\b(?:wait|waits|waiting|hold off|holding off)\b(?!\s+period)[^?.]{0,20}?\b(?:till|until|til)\b|\b(?:or|should (?:we|i|he|she)) (?:just )?(?:wait|hold off)\s*\??\s*$|\b(?:worth|better) (?:waiting|to wait|holding off)\b|\b(?:wait|waiting|hold off) or (?:apply|go|submit|write)\b|\b(?:apply|submit|go|write it) now or (?:wait|hold off)\b/i;

/** Whether the follow-up asks whether to wait ("worth waiting or apply now?"). */
export function asksAboutWaiting(question: string): boolean {
  return WAITS.test(question);
}

/**
 * What waiting costs: the client is uncovered until then, and a policy placed now and replaced later
 * starts its contestable and graded periods again.
 */
export function waitingNote(
  question: string,
  { blocked = false, postponed = false }: { blocked?: boolean; postponed?: boolean } = {},
): string | null {
  if (!WAITS.test(question)) return null;
  // Nothing but guaranteed issue can be placed now (on probation, a recent event): waiting is the plan.
  if (blocked)
    return 'Wait, unless the client needs coverage now: until the reason has passed, only guaranteed issue is available, so apply for the better plan as soon as it has; if something must be in place meanwhile, guaranteed issue can bridge and be replaced later (the new policy starts new contestable and waiting periods).';
  // "Stent placed 4 months ago, apply now or wait": fully underwritten carriers postpone it for now.
  if (postponed)
    return 'Wait for fully underwritten coverage: carriers postpone this case for now, so an application today would come back postponed, not rated. Apply once the postponement period below has passed; if the client needs coverage meanwhile, a final expense or guaranteed issue policy can bridge (replacing it later starts new contestable and waiting periods).';
  // "Worth waiting or apply now?": asked outright, so answered outright.
  if (/\b(?:worth|better) (?:waiting|to wait)\b|\bor (?:apply|submit|go|write)\b|\bnow or\b/i.test(question))
    return 'Usually apply now: coverage placed today protects the client while the better fact builds up (the weight held 6 to 12 months, a lower A1C, 12 months without nicotine, an event further back), and then the client can ask the carrier to reconsider the rating or apply again for a better class, keeping this policy until the new one is in force. Waiting only makes sense when the better class is weeks away and the client can go without coverage until then, since a health change in the meantime can close the door.';
  return 'Waiting has a cost: the client is uncovered until then (and a health change in the meantime can close the door), so weigh placing the coverage available now against the better class later; a policy replaced later starts new contestable and waiting periods.';
}
