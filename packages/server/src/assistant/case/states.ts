/** US states and DC: two-letter code → name. */
export const STATES: Record<string, string> = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
};

const BY_NAME = new Map(Object.entries(STATES).map(([code, name]) => [name.toLowerCase(), code]));
/** Codes that are also everyday words or abbreviations ("in", "or", "me", "MD", "MI"): only after "in"/"from". */
const AMBIGUOUS = new Set([
  'IN',
  'OR',
  'ME',
  'OK',
  'HI',
  'DE',
  'MD',
  'MS',
  'ID',
  'OH',
  'AL',
  'LA',
  'MA',
  'PA',
  'CO',
  'NE',
  'MI',
  'SC',
  'AR',
]);

/** Each state's name as a whole word, longest first ("west virginia" before "virginia"); built once.
 * "Washington" alone may be the city, but agents mean the state more often than not. */
const NAME_PATTERNS: [RegExp, string][] = [...BY_NAME]
  .sort((a, b) => b[0].length - a[0].length)
  .map(([name, code]) => [
    new RegExp(name === 'virginia' ? String.raw`(?<!\bwest )\bvirginia\b` : `\\b${name}\\b`),
    code,
  ]);

/** The state a message or record names: a full name, or a code ("in TX", "a FL client", "tx resident"). */
export function stateIn(text: string): string | undefined {
  const lower = text.toLowerCase();
  for (const [pattern, code] of NAME_PATTERNS) if (pattern.test(lower)) return code;
  const placed =
    /\b(?:in|from|lives in|living in|resident of|state of|licensed in|moved to)\s+([a-z]{2})\b(?!\s*['’])/i.exec(text);
  const code = placed?.[1]!.toUpperCase();
  if (code && STATES[code] && (placed![1] === code || !AMBIGUOUS.has(code))) return code;
  for (const m of text.matchAll(/\b([A-Z]{2})\b/g)) {
    if (STATES[m[1]!] && !AMBIGUOUS.has(m[1]!)) return m[1]!;
  }
  const resident = /\b([a-z]{2})\s+(?:resident|client|lead|agent|license)\b/i.exec(text);
  if (resident && STATES[resident[1]!.toUpperCase()] && !AMBIGUOUS.has(resident[1]!.toUpperCase()))
    return resident[1]!.toUpperCase();
  return undefined;
}
