import { ErrorCode } from '@mentor/core';
import { createMiddleware } from 'hono/factory';
import type { AppDeps, AppEnv } from '../context';
import { noteSessionUse } from '../modules/account/sessions';
import { hashToken, idleCutoff } from '../modules/users/sessions';
import { forbidden, ReplyError } from './reply';
import type { CachedSession } from './session-cache';
import { assertSessionScope, sessionMayCall } from './session-scope';

export const TOKEN_REQUIRED = 'Please log in to continue.';
export const TOKEN_INVALID = 'Your session has expired. Please log in again.';
export const NOT_VERIFIED = 'Please verify your e-mail address first.';

function bearer(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

/**
 * The live session a token opens, with its user; null when unknown, revoked, expired or idle too
 * long. Served from this server's session cache when it can (no database read); its use is noted
 * for the idle timeout and the device list (a write at most every few minutes per session).
 */
async function findSession(
  deps: AppDeps,
  token: string,
  userAgent: string | undefined,
): Promise<CachedSession['user'] | null> {
  const now = deps.clock();
  const tokenHash = hashToken(token);
  let session = await deps.sessions.lookup(tokenHash, now);
  if (!session || !isLive(deps, session, now)) {
    const epoch = deps.sessions.readEpoch();
    session = await readSession(deps, tokenHash, now);
    if (!session) return null;
    deps.sessions.put(tokenHash, session, epoch, now);
  }
  await noteSessionUse(deps.db, session.use, userAgent, now);
  return session.user;
}

/** A cached session still within its absolute lifetime and its idle timeout. */
function isLive(deps: AppDeps, session: CachedSession, now: Date): boolean {
  return session.expiresOn > now && session.use.lastSeenOn > idleCutoff(deps, now);
}

async function readSession(deps: AppDeps, tokenHash: string, now: Date): Promise<CachedSession | null> {
  const row = await deps.db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select((eb) => [
      'sessions.id as sessionId',
      'sessions.origin',
      'sessions.expires_on',
      eb.fn.coalesce('sessions.last_seen_on', 'sessions.created_on').as('last_seen_on'),
      'sessions.user_agent',
      'users.id',
      'users.email',
      'users.name',
      'users.is_verified',
    ])
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.revoked_on', 'is', null)
    .where('sessions.expires_on', '>', now)
    .where((eb) => eb.fn.coalesce('sessions.last_seen_on', 'sessions.created_on'), '>', idleCutoff(deps, now))
    .executeTakeFirst();
  if (!row) return null;
  const { expires_on: expiresOn, last_seen_on: lastSeenOn, user_agent: userAgent, ...user } = row;
  return { user, expiresOn, use: { sessionId: user.sessionId, lastSeenOn, userAgent } };
}

/**
 * The token decides who the caller is. Missing: token_required (7); unknown, revoked or expired:
 * token_invalid (8). Unless `allowUnverified`, an unverified user gets not_verified (6).
 */
export function requireAuth({ allowUnverified = false } = {}) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const token = bearer(c.req.header('authorization'));
    if (!token) throw new ReplyError(ErrorCode.token_required, TOKEN_REQUIRED);
    const user = await findSession(c.var.deps, token, c.req.header('user-agent'));
    if (!user) throw new ReplyError(ErrorCode.token_invalid, TOKEN_INVALID);
    if (!user.is_verified && !allowUnverified) throw new ReplyError(ErrorCode.not_verified, NOT_VERIFIED);
    assertSessionScope(user.origin, c.req.path);
    c.set('user', user);
    await next();
  });
}

/** Reads the caller when a valid token is present, without requiring one (contact from a logged-in user). */
export const optionalAuth = createMiddleware<AppEnv>(async (c, next) => {
  const token = bearer(c.req.header('authorization'));
  const user = token ? await findSession(c.var.deps, token, c.req.header('user-agent')) : null;
  // A widget session outside its scope is no caller here: the call goes on as anonymous.
  if (user && sessionMayCall(user.origin, c.req.path)) c.set('user', user);
  await next();
});

/** Refuses an id in a query or body that names anyone but the caller. */
export function assertSelf(callerId: string, namedId: string | null | undefined): void {
  if (namedId !== undefined && namedId !== null && namedId !== '' && namedId !== callerId) throw forbidden();
}
