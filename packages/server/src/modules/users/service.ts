import {
  ErrorCode,
  PASSWORD_CHANGED,
  PASSWORD_TOO_SHORT,
  VERIFICATION_GENERATED,
  MIN_PASSWORD_LENGTH,
  type LoggedInUser,
  type User,
} from '@mentor/core';
import type { AppDeps } from '../../context';
import { invalid, ReplyError } from '../../http/reply';
import { hitRateLimit } from '../../http/rate-limit';
import { welcomeEmail } from '../../mail/templates';
import { assertSeatActive } from '../employees/seats';
import { normalizeReferralCode } from '../referrals/terms';
import { assertCodeRequestAllowed, checkCode, consumeCode, issueCode } from './codes';
import { assertPasswordTryAllowed, checkPasswordThrottled } from './login-throttle';
import { hashPassword, verifyPassword } from './passwords';
import { createSession, revokeSession, revokeUserSessions } from './sessions';
import { loadPortalUser } from './view';

export const MESSAGES = {
  signedUp: 'Your account has been created. We sent a verification code to your e-mail.',
  emailTaken: 'An account with this e-mail already exists. Please log in.',
  invalidCred: 'The e-mail or password is incorrect.',
  loggedIn: 'Logged in successfully.',
  verificationSent: VERIFICATION_GENERATED,
  codeSent: 'If an account exists for this e-mail, we have sent a code to it.',
  codeResent: 'We sent you a new code.',
  alreadyVerified: 'Your e-mail address is already verified.',
  verified: 'Your e-mail address has been verified.',
  codeAccepted: 'The code is correct. Please choose a new password.',
  passwordReset: 'Your password has been reset. Please log in with your new password.',
  passwordChanged: PASSWORD_CHANGED,
  wrongCurrentPassword: 'The current password is incorrect.',
  loggedOut: 'You have been logged out.',
  passwordTooShort: PASSWORD_TOO_SHORT,
} as const;

export function assertPasswordLength(password: string) {
  if (password.length < MIN_PASSWORD_LENGTH) throw invalid(MESSAGES.passwordTooShort);
}

async function findUserByEmail(deps: AppDeps, email: string) {
  return deps.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
}

async function withToken(deps: AppDeps, userId: string): Promise<LoggedInUser> {
  const token = await createSession(deps, userId);
  return { ...(await loadPortalUser(deps, userId)), token };
}

export async function signUp(
  deps: AppDeps,
  input: { name: string; email: string; password: string; referralCode?: string | null },
  ip: string,
): Promise<LoggedInUser> {
  assertPasswordLength(input.password);
  await assertSignUpAllowed(deps, ip);
  if (await findUserByEmail(deps, input.email)) throw new ReplyError(ErrorCode.exist, MESSAGES.emailTaken);
  const passwordHash = await hashPassword(input.password);
  const inserted = await deps.db
    .insertInto('users')
    .values({
      name: input.name,
      email: input.email,
      password_hash: passwordHash,
      // First touch: the code the visitor arrived with is kept for their first paid subscription.
      signup_referral_code: normalizeReferralCode(input.referralCode),
      created_on: deps.clock(),
    })
    .onConflict((oc) => oc.column('email').doNothing())
    .returning('id')
    .executeTakeFirst();
  // Two sign-ups racing for one address: the second finds the conflict here.
  if (!inserted) throw new ReplyError(ErrorCode.exist, MESSAGES.emailTaken);
  await issueCode(deps, input.email, 'verify', { recipientName: input.name, whenTooSoon: 'skip' });
  return withToken(deps, inserted.id);
}

export async function logIn(
  deps: AppDeps,
  input: { email: string; password: string },
  ip: string,
): Promise<{ user: LoggedInUser; message: string }> {
  const now = deps.clock();
  const user = await findUserByEmail(deps, input.email);
  const ok = await checkPasswordThrottled(deps, input.email, ip, () =>
    verifyPassword(input.password, user?.password_hash ?? null),
  );
  if (!user || !ok) throw new ReplyError(ErrorCode.invalid_cred, MESSAGES.invalidCred);
  await assertSeatActive(deps.db, user.id, now);
  if (!user.is_verified) {
    await issueCode(deps, user.email, 'verify', { recipientName: user.name, whenTooSoon: 'skip' });
    return { user: await withToken(deps, user.id), message: MESSAGES.verificationSent };
  }
  return { user: await withToken(deps, user.id), message: MESSAGES.loggedIn };
}

/** The forgot-password code request. Answers alike whether or not the address has an account. */
export async function requestResetCode(deps: AppDeps, email: string, ip: string): Promise<void> {
  await assertCodeRequestAllowed(deps, ip);
  const user = await findUserByEmail(deps, email);
  await issueCode(deps, email, 'reset', { recipientName: user ? user.name : null, whenTooSoon: 'refuse' });
}

/** A new verification code for a signed-in account that is not verified yet (same limits as every code). */
export async function resendVerificationCode(
  deps: AppDeps,
  caller: { email: string; name: string; is_verified: boolean },
  ip: string,
) {
  if (caller.is_verified) throw new ReplyError(ErrorCode.exist, MESSAGES.alreadyVerified);
  await assertCodeRequestAllowed(deps, ip);
  await issueCode(deps, caller.email, 'verify', { recipientName: caller.name, whenTooSoon: 'refuse' });
}

/**
 * A verify code is consumed and marks the user verified (the reply carries the updated user).
 * A reset code is only checked here (wrong tries still count); forgot-password consumes it.
 */
export async function validateCode(
  deps: AppDeps,
  email: string,
  code: string,
  ip: string,
): Promise<{ user: User | null; message: string }> {
  const checked = await checkCode(deps, email, code, ip);
  if (checked.purpose === 'reset') return { user: null, message: MESSAGES.codeAccepted };
  if (!(await consumeCode(deps, checked.id)))
    throw new ReplyError(ErrorCode.invalid_code, 'This code has already been used.');
  const user = await deps.db
    .updateTable('users')
    .set({ is_verified: true, updated_on: deps.clock() })
    .where('email', '=', email)
    .returning(['id', 'name'])
    .executeTakeFirst();
  if (!user) return { user: null, message: MESSAGES.verified };
  await deps.mailer.send(welcomeEmail(email, user.name, `${deps.config.publicUrl}/login`));
  return { user: await loadPortalUser(deps, user.id), message: MESSAGES.verified };
}

export async function resetPassword(
  deps: AppDeps,
  input: { email: string; code: string; password: string },
  ip: string,
): Promise<void> {
  assertPasswordLength(input.password);
  const checked = await checkCode(deps, input.email, input.code, ip, 'reset');
  const user = await findUserByEmail(deps, input.email);
  if (!(await consumeCode(deps, checked.id)) || !user) {
    throw new ReplyError(ErrorCode.invalid_code, 'This code has already been used.');
  }
  await deps.db
    .updateTable('users')
    // Reading the reset e-mail proves the address, so an unverified account becomes verified.
    .set({ password_hash: await hashPassword(input.password), is_verified: true, updated_on: deps.clock() })
    .where('id', '=', user.id)
    .execute();
  await revokeUserSessions(deps, user.id);
}

export async function changePassword(
  deps: AppDeps,
  caller: { id: string; sessionId: string },
  input: { old_password: string; new_password: string },
): Promise<void> {
  const user = await deps.db
    .selectFrom('users')
    .select('password_hash')
    .where('id', '=', caller.id)
    .executeTakeFirstOrThrow();
  if (!(await verifyPassword(input.old_password, user.password_hash))) {
    throw new ReplyError(ErrorCode.invalid_password, MESSAGES.wrongCurrentPassword);
  }
  await deps.db
    .updateTable('users')
    .set({ password_hash: await hashPassword(input.new_password), updated_on: deps.clock() })
    .where('id', '=', caller.id)
    .execute();
  await revokeUserSessions(deps, caller.id, caller.sessionId);
}

/**
 * The referral checkout's account step: a new address gets an account (verified by the login code
 * later); a known address is accepted only with its password, under login's throttle (this is a
 * password check too: a blocked try is refused before the password is looked at). A wrong password
 * gets login's answer. Like sign-up, whose "already exists" the spec needs, the step still shows
 * whether an address is new, so it shares sign-up's per-address budget (docs/decisions.md).
 */
export async function validateEmail(
  deps: AppDeps,
  input: { email: string; name: string; password: string },
  ip: string,
): Promise<string> {
  const now = deps.clock();
  await assertSignUpAllowed(deps, ip);
  const existing = await findUserByEmail(deps, input.email);
  if (existing) {
    const ok = await checkPasswordThrottled(deps, input.email, ip, () =>
      verifyPassword(input.password, existing.password_hash),
    );
    if (!ok) throw new ReplyError(ErrorCode.invalid_cred, MESSAGES.invalidCred);
    return existing.id;
  }
  await assertPasswordTryAllowed(deps, input.email, ip);
  assertPasswordLength(input.password);
  const inserted = await deps.db
    .insertInto('users')
    .values({
      name: input.name,
      email: input.email,
      password_hash: await hashPassword(input.password),
      created_on: now,
    })
    .onConflict((oc) => oc.column('email').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) throw new ReplyError(ErrorCode.invalid_cred, MESSAGES.invalidCred);
  return inserted.id;
}

/**
 * Sign-ups from one client address, counted per hour: each one mails a code to an address the
 * caller chose (a mail bomb otherwise) and tells whether the address already has an account.
 */
export async function assertSignUpAllowed(deps: AppDeps, ip: string): Promise<void> {
  await hitRateLimit(deps.db, deps.clock(), `signup:ip:${ip}`, deps.config.rateLimits.signupsPerIp, 3600);
}

export async function logOut(deps: AppDeps, sessionId: string): Promise<void> {
  await revokeSession(deps, sessionId);
}
