import { sql } from 'kysely';
import type { Db } from '../db/database';
import { tooManyRequests } from './reply';

/**
 * Fixed-window counters kept in the database, so that several servers behind a load balancer
 * share them. One upsert per hit; old windows are swept now and then.
 */
export async function hitRateLimit(
  db: Db,
  now: Date,
  key: string,
  limit: number,
  windowSeconds: number,
): Promise<void> {
  const windowMs = windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const row = await db
    .insertInto('rate_limits')
    .values({ key, window_start: windowStart, hits: 1 })
    .onConflict((oc) => oc.columns(['key', 'window_start']).doUpdateSet({ hits: sql`rate_limits.hits + 1` }))
    .returning('hits')
    .executeTakeFirstOrThrow();
  if (row.hits > limit) {
    throw tooManyRequests(Math.max(1, Math.ceil((windowStart.getTime() + windowMs - now.getTime()) / 1000)));
  }
}

/** Deletes windows that ended more than a day ago. */
export async function sweepRateLimits(db: Db, now: Date): Promise<void> {
  await db
    .deleteFrom('rate_limits')
    .where('window_start', '<', new Date(now.getTime() - 2 * 86_400_000))
    .execute();
}
