/**
 * When required minimum distributions start, from a birth year (SECURE 2.0 Act: age 73 for those born
 * 1951–1959, 75 for 1960 or later; 72 or 70½ applied to earlier birth years).
 */
const ASKS_RMD = /\b(?:rmds?|required minimum distributions?|required beginning date)\b/i;
const BORN = /\b(?:born (?:in )?|dob (?:is )?|birth ?year (?:is )?|b\.? ?)(?:\d{1,2}\/\d{1,2}\/)?((?:19)\d\d)\b/gi;

export function rmdAge(birthYear: number): number | null {
  if (birthYear >= 1960) return 75;
  if (birthYear >= 1951) return 73;
  return null;
}

export function describeRmdStart(question: string): string | null {
  if (!ASKS_RMD.test(question)) return null;
  const years = [...question.matchAll(BORN)].map((m) => Number(m[1]));
  // "What age do RMDs start now?": the ages by birth year, since none was given.
  if (years.length === 0)
    return /\b(?:what age|when|how old|start|begin)\b/i.test(question)
      ? 'RMDs start at age 73 for those born 1951 through 1959 and at 75 for those born in 1960 or later (SECURE 2.0 Act); the first one may wait until April 1 of the next year, and each later one is due by December 31. This applies to traditional IRAs and employer plans, including an annuity held inside an IRA, not to a Roth IRA owner or a non-qualified annuity.'
      : null;
  const lines = years.map((year) => {
    const age = rmdAge(year);
    if (age === null)
      return `Born ${year}: RMDs have already begun under the earlier rules (age 72, or 70½ for those born before July 1, 1949).`;
    const first = year + age;
    return `Born ${year}: RMDs start at age ${age} under the SECURE 2.0 Act, so the first RMD is for ${first}, due by April 1, ${first + 1}, and each later one by December 31.`;
  });
  return `${lines.join(' ')} Taking the first one in the year after it is due means two RMDs that year. This applies to traditional IRAs and employer plans (and annuities held in them), not to a Roth IRA owner or a non-qualified annuity.`;
}
