import { ErrorCode, type LoggedInUser } from '@mentor/core';
import type { AppDeps } from '../../context';
import { NOT_VERIFIED } from '../../http/auth';
import { hitRateLimit } from '../../http/rate-limit';
import { ReplyError } from '../../http/reply';
import { checkPasswordThrottled } from '../users/login-throttle';
import { verifyPassword } from '../users/passwords';
import { MESSAGES as USER_MESSAGES } from '../users/service';
import { createSession } from '../users/sessions';
import { loadUserView } from '../users/view';
import { identitySecretOf, type LiveKey } from './keys';
import { agencyPlanOf, assertMember, claimSeat } from './seats';
import { verifyUserToken } from './user-token';

/** The widget's sessions are widget sessions: they chat, and nothing else (http/session-scope.ts). */
async function openSession(deps: AppDeps, userId: string): Promise<LoggedInUser> {
  const token = await createSession(deps, userId, 'widget');
  return { ...(await loadUserView(deps.db, userId, deps.clock())), token };
}

/** Silent sign-in: the CRM vouches for the agent with a token signed by the key's identity secret. */
export async function signInWithUserToken(
  deps: AppDeps,
  key: LiveKey,
  userToken: string,
  ip: string,
): Promise<LoggedInUser> {
  await hitRateLimit(deps.db, deps.clock(), `embed-token:ip:${ip}`, deps.config.rateLimits.loginPerIp, 900);
  const claims = await verifyUserToken(userToken, await identitySecretOf(deps, key), deps.clock());
  const plan = await agencyPlanOf(deps, key);
  return openSession(deps, await claimSeat(deps, plan, claims));
}

/** The widget's own login: e-mail and password of the key's owner or one of that plan's employees. */
export async function signInWithPassword(
  deps: AppDeps,
  key: LiveKey,
  input: { email: string; password: string },
  ip: string,
): Promise<LoggedInUser> {
  const user = await deps.db
    .selectFrom('users')
    .select(['id', 'password_hash', 'is_verified'])
    .where('email', '=', input.email)
    .executeTakeFirst();
  // The portal's login rules: one count per account and client address, whichever door is used.
  const ok = await checkPasswordThrottled(deps, input.email, ip, () =>
    verifyPassword(input.password, user?.password_hash ?? null),
  );
  if (!user || !ok) throw new ReplyError(ErrorCode.invalid_cred, USER_MESSAGES.invalidCred);
  if (!user.is_verified) throw new ReplyError(ErrorCode.not_verified, NOT_VERIFIED);
  await assertMember(deps, await agencyPlanOf(deps, key), user.id);
  return openSession(deps, user.id);
}
