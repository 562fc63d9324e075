import { describe, expect, it } from 'vitest';
import { countryOptions, isCountryCode } from './countries';

describe('countries', () => {
  it('lists each country once by its two-letter code and English name, sorted by name', () => {
    const list = countryOptions();
    expect(list).toContainEqual({ value: 'US', label: 'United States' });
    expect(list).toContainEqual({ value: 'PK', label: 'Pakistan' });
    expect(new Set(list.map((c) => c.value)).size).toBe(list.length);
    expect(list.every((c) => /^[A-Z]{2}$/.test(c.value))).toBe(true);
    const labels = list.map((c) => c.label);
    expect([...labels].sort((a, b) => a.localeCompare(b))).toEqual(labels);
  });

  it('leaves out groupings and deprecated codes', () => {
    for (const code of ['EU', 'UN', 'ZZ', 'UK', 'YU']) expect(isCountryCode(code)).toBe(false);
    expect(isCountryCode('GB')).toBe(true);
  });
});
