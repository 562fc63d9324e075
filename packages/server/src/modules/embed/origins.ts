/**
 * Allowed origins of an embed key: exact origins (`https://crm.example.com`, `http://localhost:5173`)
 * or a host on any port (`http://localhost:*`), for development servers whose port changes.
 */

export const MAX_ORIGINS_PER_KEY = 20;
const MAX_ORIGIN_LENGTH = 200;
const ANY_PORT = ':*';

/** The pattern in its canonical form (lower case, no trailing slash), or a message saying what is wrong. */
export function normalizeOriginPattern(input: string): { pattern: string } | { error: string } {
  const raw = input.trim().replace(/\/+$/, '');
  const problem = `"${input.trim().slice(0, 80)}" is not an origin: write it as https://crm.example.com (scheme, host and optional port, nothing after), or http://localhost:* for any port.`;
  if (raw === '' || raw.length > MAX_ORIGIN_LENGTH) return { error: problem };
  const anyPort = raw.endsWith(ANY_PORT);
  const base = anyPort ? raw.slice(0, -ANY_PORT.length) : raw;
  let url: URL;
  try {
    url = new URL(base);
  } catch {
    return { error: problem };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { error: problem };
  // Only letters, digits, dots and dashes (or an IPv6 literal): no `*.example.com` subdomain wildcards.
  if (!/^([a-z0-9-]+(\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])$/.test(url.hostname)) return { error: problem };
  // Anything besides scheme, host and port (a path, a query, user info) means it was not an origin.
  const extra = url.pathname !== '/' || base.endsWith('/') || url.search || url.hash || url.username || url.password;
  if (extra || base.includes('?') || base.includes('#') || (anyPort && url.port !== '')) return { error: problem };
  return { pattern: anyPort ? `${url.protocol}//${url.hostname}${ANY_PORT}` : url.origin };
}

/**
 * The patterns that would allow `origin`: itself and its any-port form. Null when it is not an origin.
 * Patterns are stored in canonical form, so matching is an overlap test (also in SQL: `&&`).
 */
export function patternsAllowing(origin: string): [string, string] | null {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return null;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin !== origin.toLowerCase()) return null;
  return [url.origin, `${url.protocol}//${url.hostname}${ANY_PORT}`];
}

export function isOriginAllowed(patterns: readonly string[], origin: string): boolean {
  const candidates = patternsAllowing(origin);
  return candidates !== null && patterns.some((pattern) => candidates.includes(pattern));
}
