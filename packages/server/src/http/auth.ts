import { ErrorCode } from '@mentor/core';
import { createMiddleware } from 'hono/factory';
import type { AppDeps, AppEnv, AuthedUser } from '../context';
import { noteSessionUse } from '../modules/account/sessions';
import { hashToken } from '../modules/users/sessions';
import { forbidden, ReplyError } from './reply';

export const TOKEN_REQUIRED = 'Please log in to continue.';
export const TOKEN_INVALID = 'Your session has expired. Please log in again.';
export const NOT_VERIFIED = 'Please verify your e-mail address first.';

function bearer(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

/**
 * The live session a token opens, with its user; null when unknown, revoked or expired. Its use is
 * noted for the settings page's device list (a write at most every few minutes).
 */
async function findSession(deps: AppDeps, token: string, userAgent: string | undefined): Promise<AuthedUser | null> {
  const row = await deps.db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'sessions.id as sessionId',
      'sessions.last_seen_on',
      'sessions.user_agent',
      'users.id',
      'users.email',
      'users.name',
      'users.is_verified',
    ])
    .where('sessions.token_hash', '=', hashToken(token))
    .where('sessions.revoked_on', 'is', null)
    .where('sessions.expires_on', '>', deps.clock())
    .executeTakeFirst();
  if (!row) return null;
  const { last_seen_on: lastSeenOn, user_agent: agent, ...user } = row;
  await noteSessionUse(deps.db, { sessionId: user.sessionId, lastSeenOn, userAgent: agent }, userAgent, deps.clock());
  return user;
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
    c.set('user', user);
    await next();
  });
}

/** Reads the caller when a valid token is present, without requiring one (contact from a logged-in user). */
export const optionalAuth = createMiddleware<AppEnv>(async (c, next) => {
  const token = bearer(c.req.header('authorization'));
  const user = token ? await findSession(c.var.deps, token, c.req.header('user-agent')) : null;
  if (user) c.set('user', user);
  await next();
});

/** Refuses an id in a query or body that names anyone but the caller. */
export function assertSelf(callerId: string, namedId: string | null | undefined): void {
  if (namedId !== undefined && namedId !== null && namedId !== '' && namedId !== callerId) throw forbidden();
}
