import { ErrorCode } from '@mentor/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedUser, startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

function signUpForm(name: string, email: string, password: string) {
  const form = new FormData();
  form.set('name', name);
  form.set('email', email);
  form.set('password', password);
  return form;
}

describe('sign-up to onboarding over HTTP', () => {
  it('walks sign-up → code from the mailbox → verify → login → business role → hear-from', async () => {
    const email = 'journey@example.com';
    const signUp = await server.call<{ _id: string; token: string; is_verified: boolean }>(
      'POST',
      '/api/user/new-user',
      {
        form: signUpForm('Jordan Lee', email, 'Secret123'),
      },
    );
    expect(signUp.status).toBe(200);
    expect(signUp.body.error_code).toBe(ErrorCode.success);
    expect(signUp.body.result.is_verified).toBe(false);
    expect(signUp.body.result.token).toMatch(/^[\w-]{40,}$/);

    // An unverified user holds a token but cannot use calls that need a verified user.
    const early = await server.call('GET', '/api/contact-us/get-list', { token: signUp.body.result.token });
    expect(early.status).toBe(403);
    expect(early.body.error_code).toBe(ErrorCode.not_verified);

    const mail = await server.mailbox(email);
    expect(mail[0]?.subject).toBe('Your Mentor verification code');
    const code = await server.latestCode(email);
    const verify = await server.call<{ is_verified: boolean }>('POST', '/api/user/validate-verification-code', {
      json: { email, code },
    });
    expect(verify.body.error_code).toBe(ErrorCode.success);
    expect(verify.body.result.is_verified).toBe(true);
    expect((await server.mailbox(email))[0]?.subject).toBe('Welcome to Mentor');

    const login = await server.call<{
      _id: string;
      token: string;
      is_user_business_role: boolean;
      is_hear_from: boolean;
    }>('POST', '/api/user/login-user', { json: { email: 'Journey@Example.com', password: 'Secret123' } });
    expect(login.body.error_code).toBe(ErrorCode.success);
    const { token, _id } = login.body.result;
    expect(login.body.result.is_user_business_role).toBe(false);

    const roles = await server.call<{ value: string; label: string }[]>(
      'GET',
      '/api/lookup/get-drop-list?type=business_role',
    );
    expect(roles.body.result.length).toBeGreaterThan(3);
    const hearFrom = await server.call<{ value: string; label: string }[]>(
      'GET',
      '/api/lookup/get-drop-list?type=hear_from',
    );

    // The original client sends the list as a JSON string.
    const savedRoles = await server.call('POST', '/api/user-business-role/post-list', {
      token,
      json: JSON.stringify([{ user_id: _id, business_role_id: roles.body.result[0]!.value }]),
    });
    expect(savedRoles.body.error_code).toBe(ErrorCode.success);

    const noChoice = await server.call('POST', '/api/hear-from/post-list', { token, json: [] });
    expect(noChoice.status).toBe(422);
    expect(noChoice.body.message).toBe('Please select an Option!');

    const savedHearFrom = await server.call('POST', '/api/hear-from/post-list', {
      token,
      json: [{ user_id: _id, hear_from_id: hearFrom.body.result[1]!.value }],
    });
    expect(savedHearFrom.body.error_code).toBe(ErrorCode.success);

    const me = await server.call<{
      is_user_business_role: boolean;
      is_hear_from: boolean;
      is_user_subscribed: boolean;
    }>('GET', '/api/user/me', { token });
    expect(me.body.result).toMatchObject({
      is_user_business_role: true,
      is_hear_from: true,
      is_user_subscribed: false,
    });
  });

  it('refuses a taken address with exist (3)', async () => {
    const user = await createVerifiedUser(server, 'Taken');
    const again = await server.call('POST', '/api/user/new-user', {
      form: signUpForm('Other', user.email, 'Secret123'),
    });
    expect(again.status).toBe(409);
    expect(again.body.error_code).toBe(ErrorCode.exist);
  });

  it('answers a wrong password and an unknown address alike', async () => {
    const user = await createVerifiedUser(server, 'Careful');
    const wrong = await server.call('POST', '/api/user/login-user', { json: { email: user.email, password: 'nope' } });
    const unknown = await server.call('POST', '/api/user/login-user', {
      json: { email: 'nobody@example.com', password: 'nope' },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body.error_code).toBe(ErrorCode.invalid_cred);
    expect(unknown.body).toEqual(wrong.body);
  });

  it('sends a new verification code when an unverified user logs in', async () => {
    const email = 'late@example.com';
    await server.call('POST', '/api/user/new-user', { form: signUpForm('Late', email, 'Secret123') });
    server.clock.advance(61_000);
    const login = await server.call<{ is_verified: boolean }>('POST', '/api/user/login-user', {
      json: { email, password: 'Secret123' },
    });
    expect(login.body.error_code).toBe(ErrorCode.success);
    expect(login.body.result.is_verified).toBe(false);
    expect(login.body.message).toBe('Your verification has been generated. Please verify yourself.');
    expect((await server.mailbox(email)).filter((m) => m.subject.includes('verification'))).toHaveLength(2);
  });
});

describe('e-mail codes', () => {
  it('kills a code after 5 wrong tries: the right one is then refused', async () => {
    const user = await createVerifiedUser(server, 'Guesser');
    server.clock.advance(61_000);
    await server.call('POST', '/api/user/generate-code', { json: { email: user.email } });
    const code = await server.latestCode(user.email);
    const wrong = code === '0000' ? '1111' : '0000';
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const res = await server.call('POST', '/api/user/validate-verification-code', {
        json: { email: user.email, code: wrong },
      });
      expect(res.body.error_code).toBe(ErrorCode.invalid_code);
    }
    const right = await server.call('POST', '/api/user/validate-verification-code', {
      json: { email: user.email, code },
    });
    expect(right.body.error_code).toBe(ErrorCode.invalid_code);
    expect(right.body.message).toBe('Too many wrong tries. Please request a new code.');
  });

  it('resets a password with one code through validate-verification-code and forgot-password', async () => {
    const user = await createVerifiedUser(server, 'Forgetful');
    server.clock.advance(61_000);
    const request = await server.call('POST', '/api/user/generate-code', { json: { email: user.email } });
    expect(request.body.error_code).toBe(ErrorCode.success);
    const code = await server.latestCode(user.email);

    const check = await server.call('POST', '/api/user/validate-verification-code', {
      json: { email: user.email, code },
    });
    expect(check.body.error_code).toBe(ErrorCode.success);
    expect(check.body.result).toBeNull();

    const reset = await server.call('POST', '/api/user/forgot-password', {
      json: { email: user.email, code, password: 'NewSecret9' },
    });
    expect(reset.body.error_code).toBe(ErrorCode.success);

    // The code is consumed, the old session is revoked, and only the new password works.
    const reuse = await server.call('POST', '/api/user/forgot-password', {
      json: { email: user.email, code, password: 'Again123' },
    });
    expect(reuse.body.error_code).toBe(ErrorCode.invalid_code);
    const old = await server.call('GET', '/api/user/me', { token: user.token });
    expect(old.body.error_code).toBe(ErrorCode.token_invalid);
    const login = await server.call('POST', '/api/user/login-user', {
      json: { email: user.email, password: 'NewSecret9' },
    });
    expect(login.body.error_code).toBe(ErrorCode.success);
  });

  it('answers generate-code alike for unknown addresses and sends nothing', async () => {
    const res = await server.call('POST', '/api/user/generate-code', { json: { email: 'ghost@example.com' } });
    expect(res.body.error_code).toBe(ErrorCode.success);
    expect(await server.mailbox('ghost@example.com')).toHaveLength(0);
  });

  it('allows one new code per address per minute', async () => {
    const user = await createVerifiedUser(server, 'Impatient');
    server.clock.advance(61_000);
    const first = await server.call('POST', '/api/user/generate-code', { json: { email: user.email } });
    const second = await server.call('POST', '/api/user/generate-code', { json: { email: user.email } });
    expect(first.status).toBe(200);
    expect(second.status).toBe(429);
    expect(second.body.message).toMatch(/try again in \d+ seconds/);
    expect(second.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('expires a code after 10 minutes with time_out (9)', async () => {
    const user = await createVerifiedUser(server, 'Slow');
    server.clock.advance(61_000);
    await server.call('POST', '/api/user/generate-code', { json: { email: user.email } });
    const code = await server.latestCode(user.email);
    server.clock.advance(10 * 60_000 + 1);
    const res = await server.call('POST', '/api/user/validate-verification-code', {
      json: { email: user.email, code },
    });
    expect(res.status).toBe(410);
    expect(res.body.error_code).toBe(ErrorCode.time_out);
  });
});

describe('sessions and passwords', () => {
  it('changes a password with 1 (updated) and revokes every other session', async () => {
    const user = await createVerifiedUser(server, 'Changer');
    const other = await server.call<{ token: string }>('POST', '/api/user/login-user', {
      json: { email: user.email, password: user.password },
    });
    const weak = await server.call('POST', '/api/user/change-password', {
      token: user.token,
      json: { _id: user.id, old_password: user.password, new_password: 'short' },
    });
    expect(weak.status).toBe(422);
    expect(weak.body.message).toBe('Password must be at least 6 characters long.');
    const wrongOld = await server.call('POST', '/api/user/change-password', {
      token: user.token,
      json: { _id: user.id, old_password: 'Nope1234', new_password: 'Better123' },
    });
    expect(wrongOld.body.error_code).toBe(ErrorCode.invalid_password);
    const changed = await server.call('POST', '/api/user/change-password', {
      token: user.token,
      json: { _id: user.id, old_password: user.password, new_password: 'Better123' },
    });
    expect(changed.body).toMatchObject({ error_code: ErrorCode.updated, message: 'Password changed successfully' });
    expect((await server.call('GET', '/api/user/me', { token: user.token })).body.error_code).toBe(ErrorCode.success);
    expect((await server.call('GET', '/api/user/me', { token: other.body.result.token })).body.error_code).toBe(
      ErrorCode.token_invalid,
    );
  });

  it('revokes the token on logout', async () => {
    const user = await createVerifiedUser(server, 'Leaver');
    expect((await server.call('POST', '/api/user/logout', { token: user.token })).body.error_code).toBe(
      ErrorCode.success,
    );
    const after = await server.call('GET', '/api/user/me', { token: user.token });
    expect(after.status).toBe(401);
    expect(after.body.error_code).toBe(ErrorCode.token_invalid);
  });

  it('gives token_required (7) without a token and token_invalid (8) with a bad one', async () => {
    const missing = await server.call('GET', '/api/contact-us/get-list');
    expect(missing.status).toBe(401);
    expect(missing.body.error_code).toBe(ErrorCode.token_required);
    const bad = await server.call('GET', '/api/contact-us/get-list', { token: 'not-a-real-token' });
    expect(bad.status).toBe(401);
    expect(bad.body.error_code).toBe(ErrorCode.token_invalid);
  });

  it('expires sessions', async () => {
    const user = await createVerifiedUser(server, 'Sleeper');
    server.clock.advance(31 * 86_400_000);
    expect((await server.call('GET', '/api/user/me', { token: user.token })).body.error_code).toBe(
      ErrorCode.token_invalid,
    );
  });
});

describe('validate-email (referral checkout)', () => {
  it('creates a new account, accepts a known one with its password, refuses it otherwise', async () => {
    const created = await server.call<string>('POST', '/api/user/validate-email', {
      json: { email: 'referred@example.com', name: 'Referred', password: 'Secret123' },
    });
    expect(created.body.error_code).toBe(ErrorCode.success);
    expect(created.body.result).toMatch(/^[0-9a-f-]{36}$/);
    const again = await server.call<string>('POST', '/api/user/validate-email', {
      json: { email: 'referred@example.com', name: 'Referred', password: 'Secret123' },
    });
    expect(again.body.result).toBe(created.body.result);
    expect(again.body.message).toBe(created.body.message);
    const wrong = await server.call('POST', '/api/user/validate-email', {
      json: { email: 'referred@example.com', name: 'Referred', password: 'Other123' },
    });
    // Login's answer, which an unknown address gets too: nothing says the address has an account.
    expect(wrong.body.error_code).toBe(ErrorCode.invalid_cred);
  });
});
