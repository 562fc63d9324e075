import type { Context } from 'hono';
import { countHit } from '../../http/rate-limit';
import type { V1Env } from './auth';
import { rateLimited } from './errors';

const WINDOW_SECONDS = 60;
const shown = new WeakMap<Context, number>();

/**
 * Counts one request against a limit (per key, or per agent) in a one-minute window kept in the
 * database, so every server behind a balancer counts alike. The RateLimit-* headers describe the
 * tightest limit the request met; past it the request is refused with 429 and Retry-After.
 */
export async function applyLimit(c: Context<V1Env>, counter: string, limit: number, what: string): Promise<void> {
  const { deps } = c.var;
  const count = await countHit(deps.db, deps.clock(), `v1:${counter}`, WINDOW_SECONDS);
  const remaining = Math.max(0, limit - count.hits);
  const tightest = shown.get(c);
  if (tightest === undefined || remaining < tightest) {
    shown.set(c, remaining);
    c.header('RateLimit-Limit', String(limit));
    c.header('RateLimit-Remaining', String(remaining));
    c.header('RateLimit-Reset', String(count.resetSeconds));
    c.header('RateLimit-Policy', `${limit};w=${WINDOW_SECONDS}`);
  }
  if (count.hits > limit) {
    throw rateLimited(
      count.resetSeconds,
      `Too many requests ${what}: at most ${limit} a minute. Please retry in ${count.resetSeconds} seconds.`,
    );
  }
}
