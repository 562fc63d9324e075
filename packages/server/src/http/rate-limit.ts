import { sql } from 'kysely';
import type { Db } from '../db/database';
import { tooManyRequests } from './reply';

/** One hit counted in a fixed window: the hits so far in it, and the seconds until it ends (at least 1). */
export interface WindowCount {
  hits: number;
  resetSeconds: number;
}

/**
 * Fixed-window counters kept in the database, so that several servers behind a load balancer
 * share them. One upsert per hit; old windows are swept now and then.
 */
export async function countHit(db: Db, now: Date, key: string, windowSeconds: number): Promise<WindowCount> {
  const { windowStart, resetSeconds } = fixedWindow(now, windowSeconds);
  const row = await db
    .insertInto('rate_limits')
    .values({ key, window_start: windowStart, hits: 1 })
    .onConflict((oc) => oc.columns(['key', 'window_start']).doUpdateSet({ hits: sql`rate_limits.hits + 1` }))
    .returning('hits')
    .executeTakeFirstOrThrow();
  return { hits: row.hits, resetSeconds };
}

/** The window `now` falls in, and the seconds until it ends (at least 1). */
function fixedWindow(now: Date, windowSeconds: number): { windowStart: Date; resetSeconds: number } {
  const windowMs = windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  return {
    windowStart,
    resetSeconds: Math.max(1, Math.ceil((windowStart.getTime() + windowMs - now.getTime()) / 1000)),
  };
}

/** Counts a hit and refuses it (429, with the seconds to wait) past `limit` in the window. */
export async function hitRateLimit(
  db: Db,
  now: Date,
  key: string,
  limit: number,
  windowSeconds: number,
): Promise<void> {
  const count = await countHit(db, now, key, windowSeconds);
  if (count.hits > limit) throw tooManyRequests(count.resetSeconds);
}

/** Deletes windows that ended more than a day ago. */
export async function sweepRateLimits(db: Db, now: Date): Promise<void> {
  await db
    .deleteFrom('rate_limits')
    .where('window_start', '<', new Date(now.getTime() - 2 * 86_400_000))
    .execute();
}

/**
 * Refuses (429) once `limit` hits are already counted in the current window, without counting one.
 * For limits on failures: check before the attempt, `countHit` only when it fails.
 */
export async function assertUnderLimit(
  db: Db,
  now: Date,
  key: string,
  limit: number,
  windowSeconds: number,
): Promise<void> {
  const { windowStart, resetSeconds } = fixedWindow(now, windowSeconds);
  const row = await db
    .selectFrom('rate_limits')
    .select('hits')
    .where('key', '=', key)
    .where('window_start', '=', windowStart)
    .executeTakeFirst();
  if (row && row.hits >= limit) throw tooManyRequests(resetSeconds);
}
