import type { CountryOption } from './types';

// Two-letter codes that name groupings, placeholders or reserved areas rather than a country.
const NOT_COUNTRIES = new Set(['AC', 'CP', 'DG', 'EA', 'EU', 'EZ', 'IC', 'QO', 'TA', 'UN', 'XA', 'XB', 'ZZ']);

let cached: CountryOption[] | null = null;

/**
 * Every ISO 3166 country by its English name, from the runtime's own region names (no list to ship):
 * a code the runtime cannot name comes back as the code itself and is left out. The one source of
 * countries for the portal (billing addresses) and the server (`/api/misc/rt-employee-add`).
 */
export function countryOptions(): CountryOption[] {
  if (cached) return cached;
  const names = new Intl.DisplayNames(['en'], { type: 'region' });
  const options: CountryOption[] = [];
  for (let first = 65; first <= 90; first += 1) {
    for (let second = 65; second <= 90; second += 1) {
      const code = String.fromCharCode(first, second);
      // Deprecated codes (UK, YD, ...) name a country again under its current code: keep that one.
      if (NOT_COUNTRIES.has(code) || Intl.getCanonicalLocales(`und-${code}`)[0] !== `und-${code}`) continue;
      const label = names.of(code);
      if (label && label !== code && label !== 'Unknown Region') options.push({ value: code, label });
    }
  }
  cached = options.sort((a, b) => a.label.localeCompare(b.label));
  return cached;
}

/** True for a two-letter code of the list above. */
export function isCountryCode(value: string): boolean {
  return countryOptions().some((option) => option.value === value);
}
