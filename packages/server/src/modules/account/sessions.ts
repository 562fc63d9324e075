import type { AccountSession } from '@mentor/core';
import type { AppDeps, AuthedUser } from '../../context';
import type { Db } from '../../db/database';
import { hashToken, idleCutoff, revokeUserSessions } from '../users/sessions';
import { describeDevice } from './devices';

/** How stale `last_seen_on` may get before a request writes it again (one write per session per 5 minutes). */
export const TOUCH_EVERY_MS = 5 * 60_000;

/**
 * What requireAuth knows of the session (from the database or its cache), to decide whether to note
 * this use. Updated in place when a use is noted, so the cached copy does not write again.
 */
export interface SessionUse {
  sessionId: string;
  /** The last noted use, or the session's creation when never used. */
  lastSeenOn: Date;
  userAgent: string | null;
}

/**
 * Notes that a session was used (its last-seen time, which the idle timeout counts from, and the
 * browser on its first use), at most once every few minutes per session, so neither the device list
 * nor the idle timeout costs a write per request.
 */
export async function noteSessionUse(db: Db, use: SessionUse, userAgent: string | undefined, now: Date): Promise<void> {
  const stale = now.getTime() - use.lastSeenOn.getTime() >= TOUCH_EVERY_MS;
  const firstAgent = !use.userAgent && Boolean(userAgent);
  if (!stale && !firstAgent) return;
  use.lastSeenOn = now;
  if (firstAgent) use.userAgent = (userAgent ?? '').slice(0, 400);
  await db
    .updateTable('sessions')
    .set({
      last_seen_on: now,
      ...(firstAgent ? { user_agent: (userAgent ?? '').slice(0, 400) } : {}),
    })
    .where('id', '=', use.sessionId)
    .execute();
}

/** Records the browser of a session just opened (login, sign-up), before its first authenticated call. */
export async function recordSessionAgent(db: Db, token: string, userAgent: string | undefined): Promise<void> {
  if (!userAgent) return;
  await db
    .updateTable('sessions')
    .set({ user_agent: userAgent.slice(0, 400) })
    .where('token_hash', '=', hashToken(token))
    .where('user_agent', 'is', null)
    .execute();
}

/** The caller's live sessions, this one first, then the most recently used. */
export async function listSessions(deps: AppDeps, caller: AuthedUser): Promise<AccountSession[]> {
  const rows = await deps.db
    .selectFrom('sessions')
    .select(['id', 'user_agent', 'created_on', 'last_seen_on'])
    .where('user_id', '=', caller.id)
    .where('revoked_on', 'is', null)
    .where('expires_on', '>', deps.clock())
    .where((eb) => eb.fn.coalesce('last_seen_on', 'created_on'), '>', idleCutoff(deps, deps.clock()))
    .execute();
  return rows
    .map((row) => ({
      _id: row.id,
      device: describeDevice(row.user_agent),
      created_on: row.created_on.toISOString(),
      last_seen_on: (row.last_seen_on ?? row.created_on).toISOString(),
      current: row.id === caller.sessionId,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current) || b.last_seen_on.localeCompare(a.last_seen_on));
}

/** Ends every session of the caller but this one; returns how many ended. */
export async function signOutOtherSessions(deps: AppDeps, caller: AuthedUser): Promise<number> {
  const others = await deps.db
    .selectFrom('sessions')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('user_id', '=', caller.id)
    .where('revoked_on', 'is', null)
    .where('expires_on', '>', deps.clock())
    .where('id', '!=', caller.sessionId)
    .executeTakeFirstOrThrow();
  await revokeUserSessions(deps, caller.id, caller.sessionId);
  return Number(others.count);
}
