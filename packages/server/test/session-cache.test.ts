import { ErrorCode, PlanId, type LoggedInUser } from '@mentor/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../src/modules/users/sessions';
import { activeEmployee, employeeCall, portalLogin } from './employee-fixtures';
import { createVerifiedUser, startTestServer, subscribe, type TestServer } from './harness';

/**
 * Two servers on one database (PGlite shared in this process, or one PostgreSQL schema with a pool and
 * a change-feed connection each): a session one server has cached must be refused there on the very
 * next request after the other server revokes it. Nothing waits in between: on PostgreSQL the
 * revocation's NOTIFY may still be on its way to B when the request arrives, and B's barrier (a ping
 * on its own feed, db/feed-barrier.ts) is what makes it heard before the cache is trusted.
 */
let a: TestServer;
let b: TestServer;

beforeAll(async () => {
  a = await startTestServer();
  b = await startTestServer({}, a);
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

/** Server B has validated the token and holds it in its cache (so the refusal below is the cache's doing). */
async function cachedOnB(token: string) {
  expect((await b.call('GET', '/api/user/me', { token })).body.error_code).toBe(ErrorCode.success);
  expect(b.deps.sessions.get(hashToken(token), b.deps.clock())).not.toBeNull();
}

/** Asked the moment the revoking reply is in: no waiting for the announcement to travel. */
async function refusedOnB(token: string) {
  const next = await b.call('GET', '/api/user/me', { token });
  expect({ status: next.status, code: next.body.error_code }).toEqual({ status: 401, code: ErrorCode.token_invalid });
}

async function secondLogin(user: { email: string; password: string }) {
  const login = await a.call<LoggedInUser>('POST', '/api/user/login-user', {
    json: { email: user.email, password: user.password },
  });
  return login.body.result.token;
}

describe('the session cache on two servers', () => {
  it('refuses a logged-out token on the other server at once, though it had it cached', async () => {
    const user = await createVerifiedUser(a, 'Cached Leaver');
    await cachedOnB(user.token);
    expect((await a.call('POST', '/api/user/logout', { token: user.token })).body.error_code).toBe(ErrorCode.success);
    await refusedOnB(user.token);
  });

  it('refuses the logged-out token on the very next request every time (20 logouts in a row)', async () => {
    // One lucky pass could be the NOTIFY winning the race; twenty show the barrier, not luck, decides.
    const user = await createVerifiedUser(a, 'Cached Repeater');
    for (let round = 0; round < 20; round++) {
      const token = await secondLogin(user);
      await cachedOnB(token);
      expect((await a.call('POST', '/api/user/logout', { token })).body.error_code).toBe(ErrorCode.success);
      await refusedOnB(token);
    }
  });

  it('refuses a stolen session on the other server right after the owner changes the password', async () => {
    const user = await createVerifiedUser(a, 'Cached Changer');
    const stolen = await secondLogin(user);
    await cachedOnB(stolen);
    const changed = await a.call('POST', '/api/user/change-password', {
      token: user.token,
      json: { old_password: user.password, new_password: 'Better123' },
    });
    expect(changed.body.error_code).toBe(ErrorCode.updated);
    await refusedOnB(stolen);
    await cachedOnB(user.token);
  });

  it('refuses a deactivated employee on the other server at once', async () => {
    const admin = await createVerifiedUser(a, 'Cached Admin');
    await subscribe(a, admin.id, PlanId.agency);
    const { employee, email } = await activeEmployee(a, admin);
    const agent = (await portalLogin(a, email)).body.result.token;
    await cachedOnB(agent);
    const off = await employeeCall(a, admin.token, 'POST', 'set-status', { _id: employee._id, status: false });
    expect(off.body.error_code).toBe(ErrorCode.success);
    await refusedOnB(agent);
  });

  it('refuses a deleted account on the other server at once', async () => {
    const user = await createVerifiedUser(a, 'Cached Deleter');
    const other = await secondLogin(user);
    await cachedOnB(other);
    const deleted = await a.call('POST', '/api/user/delete-account', {
      token: user.token,
      json: { password: user.password },
    });
    expect(deleted.body.error_code).toBe(ErrorCode.success);
    await refusedOnB(other);
  });

  it('refuses an unsubscribed session on the other server at once', async () => {
    const user = await createVerifiedUser(a, 'Cached Unsubscriber');
    await subscribe(a, user.id, PlanId.agent);
    await cachedOnB(user.token);
    const plan = await a.deps.db
      .selectFrom('user_plans')
      .select('id')
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    const res = await a.call('POST', '/api/plan/unsubscribe-plan', { token: user.token, json: { _id: plan.id } });
    expect(res.body.error_code).toBe(ErrorCode.success);
    await refusedOnB(user.token);
  });

  it('lets a newly verified user through on the other server at once', async () => {
    // The cache holds the user's row too: a change to it (here: verified) must reach every server.
    const form = new FormData();
    const email = `unverified.${Date.now()}@example.com`;
    form.set('name', 'Late Verifier');
    form.set('email', email);
    form.set('password', 'Secret123');
    const signUp = await a.call<LoggedInUser>('POST', '/api/user/new-user', { form });
    const token = signUp.body.result.token;
    expect((await b.call('GET', '/api/contact-us/get-list', { token })).body.error_code).toBe(ErrorCode.not_verified);
    const code = await a.latestCode(email);
    await a.call('POST', '/api/user/validate-verification-code', { json: { email, code } });
    expect((await b.call('GET', '/api/contact-us/get-list', { token })).body.error_code).toBe(ErrorCode.success);
  });
});
