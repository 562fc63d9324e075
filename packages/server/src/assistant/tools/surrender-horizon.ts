/**
 * The age a senior client would be when an annuity's surrender period ends ("client is 80, wants to put
 * 300k into a 10 yr FIA"): money locked in until 90 is a suitability red flag carriers' best-interest reviews look at.
 */
export function describeSurrenderHorizon(question: string, age: number | undefined): string | null {
  const t = question.toLowerCase();
  if (age === undefined || !/\b(?:fia|myga|annuit\w*)\b/.test(t)) return null;
  const years = Number(
    /\b(\d{1,2})\s*-?\s*(?:yr|year)s?\s*(?:surrender|fia|myga|annuity|fixed indexed|schedule)\b|\bsurrender (?:period|schedule|charges?)? ?(?:of |is |for )?(\d{1,2})\s*-?\s*(?:yrs?|years?)\b/
      .exec(t)
      ?.slice(1)
      .find(Boolean) ?? NaN,
  );
  if (!Number.isFinite(years) || years < 3 || years > 20) return null;
  const end = age + years;
  // A contract already owned ("4 years left", "in yr 3") is not a purchase to weigh.
  if (end < 85 || /\b(?:left|remaining|in (?:yr|year) \d|bought|has had|had it|already has)\b/.test(t)) return null;
  return `At ${age}, a ${years}-year surrender period runs to age ${end}: beyond the free withdrawals the money is locked in through the years when care costs are most likely, a common suitability red flag that carriers' best-interest reviews look at (NAIC Model #275 weighs age, liquidity needs and time horizon). Check what share of the client's liquid money it would take and what stays outside it, the contract's nursing-home and terminal-illness waivers and its free withdrawals, consider a shorter surrender period or a smaller premium, and document why it fits.`;
}
