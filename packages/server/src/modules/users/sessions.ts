import { createHash, randomBytes } from 'node:crypto';
import type { AppDeps } from '../../context';
import type { Db } from '../../db/database';
import type { SessionOrigin } from '../../db/schema';

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * The oldest last use a live session may have: one unused for `sessionIdleDays` has ended (beside
 * its absolute `expires_on`). A session never used counts from its creation.
 */
export function idleCutoff(deps: AppDeps, now: Date): Date {
  return new Date(now.getTime() - deps.config.sessionIdleDays * 86_400_000);
}

/**
 * Opens a session: the token goes to the client once; only its hash is kept. `origin` decides what it
 * may do (http/session-scope.ts): a widget session only chats.
 */
export async function createSession(deps: AppDeps, userId: string, origin: SessionOrigin = 'portal'): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = deps.clock();
  await deps.db
    .insertInto('sessions')
    .values({
      user_id: userId,
      token_hash: hashToken(token),
      created_on: now,
      expires_on: new Date(now.getTime() + deps.config.sessionTtlDays * 86_400_000),
      origin,
    })
    .execute();
  return token;
}

export async function revokeSession(deps: AppDeps, sessionId: string): Promise<void> {
  await deps.db.updateTable('sessions').set({ revoked_on: deps.clock() }).where('id', '=', sessionId).execute();
}

/** Revokes every live session of a user, except one (the caller's own, on a password change). */
export async function revokeUserSessions(deps: AppDeps, userId: string, exceptSessionId?: string): Promise<void> {
  let query = deps.db
    .updateTable('sessions')
    .set({ revoked_on: deps.clock() })
    .where('user_id', '=', userId)
    .where('revoked_on', 'is', null);
  if (exceptSessionId) query = query.where('id', '!=', exceptSessionId);
  await query.execute();
}

/** Revokes every live session of these users at once, inside the caller's transaction when given one. */
export async function revokeSessionsOf(db: Db, userIds: readonly string[], now: Date): Promise<void> {
  if (userIds.length === 0) return;
  await db
    .updateTable('sessions')
    .set({ revoked_on: now })
    .where('user_id', 'in', userIds)
    .where('revoked_on', 'is', null)
    .execute();
}
