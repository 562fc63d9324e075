/** Digits the spec stores for a profile phone: a US number with its leading country code 1. */
export const PROFILE_PHONE_DIGITS = 11;

// What people put between digits: spaces, dashes, dots and brackets ("(512) 555-0143").
const SEPARATORS = /[\s\-.()]/g;

/**
 * A US phone number as the spec stores it, 11 digits with the leading 1, from what an American
 * types: ten digits ("5125550143"), formatted ("(512) 555-0143", "512-555-0143", "512.555.0143"),
 * or with the country code ("+1 512 555 0143", "15125550143"). Anything else (letters, another
 * length, another country code) gives null.
 */
export function normalizeUsPhone(input: string): string | null {
  const compact = input.trim().replace(SEPARATORS, '');
  const digits = compact.startsWith('+') ? compact.slice(1) : compact;
  if (!/^\d+$/.test(digits)) return null;
  if (digits.length === PROFILE_PHONE_DIGITS - 1) return `1${digits}`;
  if (digits.length === PROFILE_PHONE_DIGITS && digits.startsWith('1')) return digits;
  return null;
}
