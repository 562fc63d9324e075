/**
 * The basic address pattern of spec §5: word characters with single dots or dashes between them,
 * an at sign, a domain of the same kind, and a suffix of at least two characters. It accepts the
 * same addresses as the classic `/^\w+([.-]?\w+)*@\w+([.-]?\w+)*(\.\w{2,})+$/`, written so that
 * each separator starts a new group: the classic form backtracks exponentially on long input, and
 * the server runs this on untrusted text.
 */
// One departure (docs/decisions.md): a "+" may separate parts of the local part, as in
// "ana+work@example.com", which the spec's pattern refuses though mail providers deliver it.
export const EMAIL_PATTERN = /^\w+(?:[.+-]\w+)*@\w+(?:[.-]\w+)*\.\w{2,}$/;

/** Longest address we test (RFC 5321's practical limit). */
export const MAX_EMAIL_LENGTH = 254;

/** True when `value`, trimmed, matches {@link EMAIL_PATTERN}. */
export function isValidEmail(value: string | null | undefined): boolean {
  const email = (value ?? '').trim();
  return email.length <= MAX_EMAIL_LENGTH && EMAIL_PATTERN.test(email);
}
