import { ErrorCode, SUBSCRIPTION_EXPIRED, type Category, type LoggedInUser } from '@mentor/core';
import { SignJWT, type JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUserToken as signLikeTheCrmExample } from '../../../examples/crm-demo/sign-user-token.mjs';
import { DEMO_ACCOUNTS } from '../src/seed/demo-accounts';
import { DEMO_EMBED } from '../src/seed/demo-embed';
import { createAgency, signUserToken, widgetCall } from './embed-fixtures';
import { createVerifiedUser, startTestServer, type TestServer } from './harness';

let server: TestServer;
let agency: Awaited<ReturnType<typeof createAgency>>;

beforeAll(async () => {
  server = await startTestServer();
  agency = await createAgency(server, 'Identity Agency');
});
afterAll(async () => {
  await server?.close();
});

const nowSeconds = () => Math.floor(server.clock.now().getTime() / 1000);

function tokenLogin(userToken: string, key = agency.key.key) {
  return widgetCall<LoggedInUser>(server, key, 'POST', '/api/embed/token-login', { json: { user_token: userToken } });
}

async function seatsOf(userPlanOwnerId: string) {
  const plan = await server.deps.db
    .selectFrom('user_plans')
    .select('id')
    .where('user_id', '=', userPlanOwnerId)
    .executeTakeFirstOrThrow();
  return server.deps.db.selectFrom('employees').selectAll().where('user_plan_id', '=', plan.id).execute();
}

describe('signing in with a user-token', () => {
  it('signs a new agent in silently and creates their seat: verified, an employee, no password', async () => {
    const token = await signUserToken(agency.key.secret, {
      sub: 'Jo.Agent@Example.com',
      name: 'Jo Agent',
      nowSeconds: nowSeconds(),
    });
    const res = await tokenLogin(token);
    expect(res.body.error_code).toBe(ErrorCode.success);
    expect(res.body.result).toMatchObject({
      email: 'jo.agent@example.com',
      name: 'Jo Agent',
      is_employee: true,
      is_user_subscribed: true,
    });
    expect(res.body.result.token).toBeTruthy();
    const user = await server.deps.db
      .selectFrom('users')
      .select(['password_hash', 'is_verified'])
      .where('email', '=', 'jo.agent@example.com')
      .executeTakeFirstOrThrow();
    expect(user).toEqual({ password_hash: null, is_verified: true });
    expect((await seatsOf(agency.admin.id)).map((seat) => seat.email)).toEqual(['jo.agent@example.com']);

    // The seat can chat at once, on the agency's plan.
    const categories = await server.call<Category[]>('GET', '/api/category/get-all-categories');
    const chat = await widgetCall(server, agency.key.key, 'POST', '/api/chat/start-chat', {
      token: res.body.result.token,
      json: {
        category_id: categories.body.result[0]!._id,
        chat_head_id: null,
        messages: [{ role: 'user', content: 'What is a table 2 rating?' }],
      },
    });
    expect(chat.body.error_code).toBe(ErrorCode.success);
  });

  it('signs the same agent in again on the same seat', async () => {
    const token = await signUserToken(agency.key.secret, { sub: 'jo.agent@example.com', nowSeconds: nowSeconds() });
    const res = await tokenLogin(token);
    expect(res.body.error_code).toBe(ErrorCode.success);
    expect(await seatsOf(agency.admin.id)).toHaveLength(1);
  });

  it('signs the agency admin in as themselves, without taking a seat', async () => {
    const token = await signUserToken(agency.key.secret, { sub: agency.admin.email, nowSeconds: nowSeconds() });
    const res = await tokenLogin(token);
    expect(res.body.result._id).toBe(agency.admin.id);
    expect(await seatsOf(agency.admin.id)).toHaveLength(1);
  });

  it('refuses an expired token with a clear message', async () => {
    const token = await signUserToken(agency.key.secret, {
      sub: 'late@example.com',
      nowSeconds: nowSeconds() - 7200,
      expiresInSeconds: 3600,
    });
    const res = await tokenLogin(token);
    expect(res.status).toBe(401);
    expect(res.body.error_code).toBe(ErrorCode.token_invalid);
    expect(res.body.message).toBe('Your Mentor sign-in has expired. Please reload the page to sign in again.');
  });

  it('refuses forged tokens: another secret, no signature, an altered payload', async () => {
    const wrongSecret = await signUserToken('mks_not_the_secret_of_this_key_at_all', {
      sub: 'forger@example.com',
      nowSeconds: nowSeconds(),
    });
    const valid = await signUserToken(agency.key.secret, { sub: 'honest@example.com', nowSeconds: nowSeconds() });
    const [header, , signature] = valid.split('.');
    const altered = `${header}.${Buffer.from(JSON.stringify({ sub: agency.admin.email, exp: nowSeconds() + 600 })).toString('base64url')}.${signature}`;
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify({ sub: agency.admin.email, exp: nowSeconds() + 600 })).toString('base64url')}.`;
    for (const token of [wrongSecret, altered, unsigned, 'not-a-jwt']) {
      const res = await tokenLogin(token);
      expect(res.status, token).toBe(401);
      expect(res.body.message, token).toBe(
        'Your Mentor sign-in could not be verified. Please ask your agency admin to check the widget setup.',
      );
      expect(res.body.result, token).toBeNull();
    }
    expect((await seatsOf(agency.admin.id)).map((seat) => seat.email)).not.toContain('forger@example.com');
  });

  it('refuses a token valid for more than 24 hours, or without exp, or without an e-mail', async () => {
    const tooLong = await signUserToken(agency.key.secret, {
      sub: 'long@example.com',
      expiresInSeconds: 3 * 86_400,
      nowSeconds: nowSeconds(),
    });
    expect((await tokenLogin(tooLong)).body.message).toContain('must expire within 24 hours');
    const noExp = await signUserToken(agency.key.secret, {
      sub: 'noexp@example.com',
      expiresInSeconds: null,
      nowSeconds: nowSeconds(),
    });
    expect((await tokenLogin(noExp)).body.message).toContain('must expire within 24 hours');
    const noEmail = await signUserToken(agency.key.secret, { sub: 'user-42', nowSeconds: nowSeconds() });
    expect((await tokenLogin(noEmail)).body.message).toContain("must be the agent's e-mail address");
  });

  it('refuses, never fails on, claims of the wrong type (a numeric sub, an exp that is not a date)', async () => {
    const key = new TextEncoder().encode(agency.key.secret);
    const numericSub = await new SignJWT({ sub: 12345, exp: nowSeconds() + 3600 } as unknown as JWTPayload)
      .setProtectedHeader({ alg: 'HS256' })
      .sign(key);
    const refusedSub = await tokenLogin(numericSub);
    expect(refusedSub.status).toBe(401);
    expect(refusedSub.body.message).toContain("must be the agent's e-mail address");
    const textExp = await new SignJWT({ sub: 'agent@example.com', exp: 'tomorrow' } as unknown as JWTPayload)
      .setProtectedHeader({ alg: 'HS256' })
      .sign(key);
    const refusedExp = await tokenLogin(textExp);
    expect(refusedExp.status).toBe(401);
    expect(refusedExp.body.message).toContain('could not be verified');
  });

  it('refuses a token whose e-mail belongs to another account', async () => {
    const outsider = await createVerifiedUser(server, 'Outsider');
    const token = await signUserToken(agency.key.secret, { sub: outsider.email, nowSeconds: nowSeconds() });
    const res = await tokenLogin(token);
    expect(res.status).toBe(409);
    expect(res.body.error_code).toBe(ErrorCode.exist);
    expect(res.body.message).toBe(
      "This e-mail address belongs to another Mentor account, so it cannot sign in to this agency's widget. Please ask your agency admin.",
    );
  });

  it('holds the seat limit under concurrent sign-ins', async () => {
    const busy = await createAgency(server, 'Busy Agency');
    // Agency: 10 seats, the owner's included, so 9 agents fit.
    const tokens = await Promise.all(
      Array.from({ length: 14 }, (_, i) =>
        signUserToken(busy.key.secret, { sub: `rush${i}@busy.example`, nowSeconds: nowSeconds() }),
      ),
    );
    const results = await Promise.all(tokens.map((token) => tokenLogin(token, busy.key.key)));
    const admitted = results.filter((res) => res.body.error_code === ErrorCode.success);
    const refused = results.filter((res) => res.body.error_code !== ErrorCode.success);
    expect(admitted).toHaveLength(9);
    expect(refused).toHaveLength(5);
    for (const res of refused) {
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(
        "All 10 seats of this agency's plan are taken, so you cannot be signed in. Please ask your agency admin to free a seat.",
      );
    }
    expect(await seatsOf(busy.admin.id)).toHaveLength(9);
  });

  it('answers the expired-subscription message when the agency plan has lapsed', async () => {
    const lapsed = await createAgency(server, 'Lapsed Agency');
    await server.deps.db
      .updateTable('user_plans')
      .set({ status: 'expired' })
      .where('user_id', '=', lapsed.admin.id)
      .execute();
    const token = await signUserToken(lapsed.key.secret, { sub: 'someone@lapsed.example', nowSeconds: nowSeconds() });
    const res = await tokenLogin(token, lapsed.key.key);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(SUBSCRIPTION_EXPIRED);
  });
});

describe("the widget's own login", () => {
  const demoOrigin = 'http://localhost:5173';
  const demoLogin = (email: string, password: string) =>
    widgetCall<LoggedInUser>(server, DEMO_EMBED.key, 'POST', '/api/embed/login', {
      origin: demoOrigin,
      json: { email, password },
    });

  it("accepts the key's owner and that plan's employees", async () => {
    const admin = await demoLogin(DEMO_ACCOUNTS.agencyAdmin.email, DEMO_ACCOUNTS.agencyAdmin.password);
    expect(admin.body.error_code).toBe(ErrorCode.success);
    const agent = await demoLogin(DEMO_ACCOUNTS.agent.email, DEMO_ACCOUNTS.agent.password);
    expect(agent.body.result).toMatchObject({ email: DEMO_ACCOUNTS.agent.email, is_employee: true });
  });

  it('refuses a user of another agency, and a wrong password', async () => {
    const other = await demoLogin(agency.admin.email, agency.admin.password);
    expect(other.status).toBe(403);
    expect(other.body.message).toBe(
      'This account is not a member of this agency. Please sign in with the account your agency gave you.',
    );
    expect(other.body.result).toBeNull();
    const wrong = await demoLogin(DEMO_ACCOUNTS.agent.email, 'NotThePassword1');
    expect(wrong.body.error_code).toBe(ErrorCode.invalid_cred);
  });

  it("is no second door around the portal's login throttle: wrong passwords here make the address wait there", async () => {
    const widgetLogin = (password: string) =>
      widgetCall(server, agency.key.key, 'POST', '/api/embed/login', { json: { email: agency.admin.email, password } });
    for (let i = 0; i < 6; i += 1)
      expect((await widgetLogin(`Wrong${i}234`)).body.error_code).toBe(ErrorCode.invalid_cred);
    const portal = () =>
      server.call('POST', '/api/user/login-user', {
        json: { email: agency.admin.email, password: agency.admin.password },
      });
    expect((await portal()).status).toBe(429);
    server.clock.advance(2_000);
    expect((await portal()).body.error_code).toBe(ErrorCode.success);
  });

  it('refuses an agent created by a token until they set a password', async () => {
    const res = await widgetCall(server, agency.key.key, 'POST', '/api/embed/login', {
      json: { email: 'jo.agent@example.com', password: 'anything' },
    });
    expect(res.body.error_code).toBe(ErrorCode.invalid_cred);
  });
});

describe('the CRM examples', () => {
  it('accepts a token signed as examples/crm-demo/sign-user-token.mjs shows (node:crypto, no library)', async () => {
    const token = signLikeTheCrmExample({
      email: 'example.agent@crm.example',
      name: 'Example Agent',
      secret: agency.key.secret,
    });
    const res = await tokenLogin(token);
    expect(res.body.result).toMatchObject({ email: 'example.agent@crm.example', name: 'Example Agent' });
  });

  it('signs a development token for a demo address that the demo key accepts', async () => {
    const minted = await server.call<{ user_token: string }>('GET', '/api/embed/dev/user-token');
    const res = await widgetCall<LoggedInUser>(server, DEMO_EMBED.key, 'POST', '/api/embed/token-login', {
      origin: 'http://127.0.0.1:8124',
      json: { user_token: minted.body.result.user_token },
    });
    expect(res.body.result.email).toBe(DEMO_ACCOUNTS.agent.email);
    const refused = await server.call('GET', '/api/embed/dev/user-token?email=someone@example.com');
    expect(refused.status).toBe(422);
  });
});
