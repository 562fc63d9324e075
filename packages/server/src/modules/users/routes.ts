import {
  CODE_INVALID,
  ErrorCode,
  PROFILE_UPDATED,
  firstError,
  REFERRAL_EMAIL_REQUIRED,
  REFERRAL_PASSWORD_REQUIRED,
  validateChangePassword,
} from '@mentor/core';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../context';
import { assertSelf, requireAuth } from '../../http/auth';
import { email, emailField, parseWith, password, readForm, readJson, requiredText, text, uuid } from '../../http/body';
import { clientIp } from '../../http/client-ip';
import { invalid, reply } from '../../http/reply';
import { recordSessionAgent } from '../account/sessions';
import { issueCheckoutGrant } from '../referrals/checkout-grant';
import { updateProfile } from './profile';
import * as users from './service';
import { loadPortalUser } from './view';

const code = z
  .string({ error: CODE_INVALID })
  .trim()
  .regex(/^\d{4}$/, { error: CODE_INVALID });

const signUpBody = z.object({
  name: requiredText('Name', 100),
  email,
  password: password.min(1, { error: 'Password is required.' }),
});
const loginBody = z.object({ email, password: password.min(1, { error: 'Password is required.' }) });

// Built once at module load, not per request (issue 17: building them was 22 % of a hot route's CPU).
const generateCodeBody = z.object({ email });
const validateVerificationCodeBody = z.object({ email, code });
const forgotPasswordBody = z.object({ email, code, password: password.min(1, { error: 'Password is required.' }) });
const validateEmailBody = z.object({
  email: emailField(REFERRAL_EMAIL_REQUIRED),
  name: text('Name', 100).optional(),
  password: password.min(1, { error: REFERRAL_PASSWORD_REQUIRED }),
});
const changePasswordBody = z.object({
  _id: uuid('User id').optional(),
  old_password: password,
  new_password: password,
});

export const userRoutes = new Hono<AppEnv>()
  .post('/new-user', async (c) => {
    const form = await readForm(c);
    const input = parseWith(signUpBody, form.fields);
    const user = await users.signUp(
      c.var.deps,
      { ...input, referralCode: form.fields.referral_code ?? null },
      clientIp(c),
    );
    await recordSessionAgent(c.var.deps.db, user.token, c.req.header('user-agent'));
    return reply(c, user, users.MESSAGES.signedUp);
  })
  .post('/login-user', async (c) => {
    const input = await readJson(c, loginBody);
    const { user, message } = await users.logIn(c.var.deps, input, clientIp(c));
    await recordSessionAgent(c.var.deps.db, user.token, c.req.header('user-agent'));
    return reply(c, user, message);
  })
  .post('/generate-code', async (c) => {
    const input = await readJson(c, generateCodeBody);
    await users.requestResetCode(c.var.deps, input.email, clientIp(c));
    return reply(c, { retry_after: c.var.deps.config.rateLimits.codeIntervalSeconds }, users.MESSAGES.codeSent);
  })
  // Ours: "Didn't recieved your code?" for a signed-in account that is not verified yet.
  .post('/resend-verification-code', requireAuth({ allowUnverified: true }), async (c) => {
    await users.resendVerificationCode(c.var.deps, c.var.user, clientIp(c));
    return reply(c, { retry_after: c.var.deps.config.rateLimits.codeIntervalSeconds }, users.MESSAGES.codeResent);
  })
  .post('/validate-verification-code', async (c) => {
    const input = await readJson(c, validateVerificationCodeBody);
    const { user, message } = await users.validateCode(c.var.deps, input.email, input.code, clientIp(c));
    return reply(c, user, message);
  })
  .post('/forgot-password', async (c) => {
    const input = await readJson(c, forgotPasswordBody);
    await users.resetPassword(c.var.deps, input, clientIp(c));
    return reply(c, null, users.MESSAGES.passwordReset);
  })
  .post('/validate-email', async (c) => {
    const input = await readJson(c, validateEmailBody);
    const name = input.name || input.email.split('@')[0]!;
    const id = await users.validateEmail(c.var.deps, { ...input, name }, clientIp(c));
    // The referral checkout's next call, create-payment-intent, needs this proof of the account.
    await issueCheckoutGrant(c, id);
    return reply(c, id);
  })
  .post('/change-password', requireAuth(), async (c) => {
    const input = await readJson(c, changePasswordBody);
    const caller = c.var.user;
    assertSelf(caller.id, input._id);
    const problem = firstError(validateChangePassword(input));
    if (problem) throw invalid(problem);
    await users.changePassword(c.var.deps, caller, input);
    return reply(c, null, users.MESSAGES.passwordChanged, ErrorCode.updated);
  })
  .post('/post', requireAuth(), async (c) => {
    const form = await readForm(c);
    const user = await updateProfile(c.var.deps, c.var.user, form);
    return reply(c, user, PROFILE_UPDATED);
  })
  .get('/me', requireAuth({ allowUnverified: true }), async (c) => {
    return reply(c, await loadPortalUser(c.var.deps, c.var.user.id));
  })
  .post('/logout', requireAuth({ allowUnverified: true }), async (c) => {
    await users.logOut(c.var.deps, c.var.user.sessionId);
    return reply(c, null, users.MESSAGES.loggedOut);
  });
