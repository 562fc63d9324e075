/** The header the server reads the embed key from (it checks the page's origin against the key). */
export const EMBED_KEY_HEADER = 'X-Mentor-Key';

/** `fetch` that adds the embed key to every request; the global fetch is looked up per call. */
export function fetchWithKey(key: string): typeof fetch {
  return (input, init) => {
    const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
    headers.set(EMBED_KEY_HEADER, key);
    return globalThis.fetch(input, { ...init, headers });
  };
}

/** The `sub` (the agent's e-mail) of a user-token, read without verifying: only to reuse a session. */
export function subjectOf(userToken: string): string | null {
  try {
    const payload = userToken.split('.')[1] ?? '';
    const json: unknown = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    const sub = (json as { sub?: unknown }).sub;
    return typeof sub === 'string' ? sub.trim().toLowerCase() : null;
  } catch {
    return null;
  }
}
