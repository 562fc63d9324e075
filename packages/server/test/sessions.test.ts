import { ErrorCode, type LoggedInUser } from '@mentor/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { PORTAL_SESSION_REQUIRED } from '../src/http/session-scope';
import { createAgency, signUserToken, widgetCall } from './embed-fixtures';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
let agency: Awaited<ReturnType<typeof createAgency>>;

beforeAll(async () => {
  server = await startTestServer({ sessionIdleDays: loadConfig({}).sessionIdleDays });
  agency = await createAgency(server, 'Scope Agency');
});
afterAll(async () => {
  await server?.close();
});

const DAY = 86_400_000;

/** What only a portal login may read or do: keys, billing, team, money, the account itself. */
const PORTAL_CALLS: [string, string, unknown?][] = [
  ['GET', '/api/embed/get-keys'],
  ['POST', '/api/embed/create-key', { name: 'Stolen', allowed_origins: ['https://evil.example.com'] }],
  ['GET', '/api/plan/get-user-subscription-detail'],
  ['GET', '/api/employee/dashboard-list'],
  ['GET', '/api/wallet/get-user-wallet'],
  ['GET', '/api/api-keys/get-keys'],
  ['GET', '/api/user/me'],
  ['GET', '/api/user/sessions'],
  ['POST', '/api/user/change-password', { old_password: 'x', new_password: 'Whatever123' }],
];

describe('widget sessions', () => {
  it('refuses a session minted through the widget the portal powers of the account it signs in', async () => {
    // The CRM (or anyone holding the key's identity secret) signs a user-token for the agency admin.
    const userToken = await signUserToken(agency.key.secret, { sub: agency.admin.email, name: 'Admin' });
    const viaToken = await widgetCall<LoggedInUser>(server, agency.key.key, 'POST', '/api/embed/token-login', {
      json: { user_token: userToken },
    });
    // The widget's own login with the admin's password opens a widget session too.
    const viaPassword = await widgetCall<LoggedInUser>(server, agency.key.key, 'POST', '/api/embed/login', {
      json: { email: agency.admin.email, password: agency.admin.password },
    });
    for (const session of [viaToken, viaPassword]) {
      expect(session.body.error_code).toBe(ErrorCode.success);
      const token = session.body.result.token;
      for (const [method, path, json] of PORTAL_CALLS) {
        const refused = await server.call(method, path, { token, ...(json ? { json } : {}) });
        expect({ path, status: refused.status, message: refused.body.message }).toEqual({
          path,
          status: 403,
          message: PORTAL_SESSION_REQUIRED,
        });
        expect(JSON.stringify(refused.body.result ?? null)).not.toContain(agency.key.key);
      }
      // What the widget is for still works: its threads, categories, and logging out.
      const threads = await server.call('GET', '/api/chat-head/get-chat-heads-in-category', { token });
      expect(threads.body.error_code).toBe(ErrorCode.success);
      expect((await server.call('POST', '/api/user/logout', { token })).body.error_code).toBe(ErrorCode.success);
    }
    // The admin's portal login keeps every power.
    const keys = await server.call('GET', '/api/embed/get-keys', { token: agency.admin.token });
    expect(keys.body.error_code).toBe(ErrorCode.success);
  });
});

describe('session lifetime', () => {
  it('runs with the product idle timeout of 7 days', () => {
    expect(server.deps.config.sessionIdleDays).toBe(7);
  });

  it('ends a session left unused for 7 days, although its 30 days are not over', async () => {
    const login = await server.call<LoggedInUser>('POST', '/api/user/login-user', {
      json: { email: agency.admin.email, password: agency.admin.password },
    });
    const token = login.body.result.token;
    // Used every 6 days, it lives on.
    for (let i = 0; i < 3; i++) {
      server.clock.advance(6 * DAY);
      expect((await server.call('GET', '/api/user/me', { token })).body.error_code).toBe(ErrorCode.success);
    }
    // Then a week of silence: it has ended, on day 25 of its 30.
    server.clock.advance(7 * DAY + 60_000);
    const idle = await server.call('GET', '/api/user/me', { token });
    expect(idle.status).toBe(401);
    expect(idle.body.error_code).toBe(ErrorCode.token_invalid);
  });

  it('ends a session after 30 days however often it is used', async () => {
    const login = await server.call<LoggedInUser>('POST', '/api/user/login-user', {
      json: { email: agency.admin.email, password: agency.admin.password },
    });
    const token = login.body.result.token;
    for (let day = 5; day < 30; day += 5) {
      server.clock.advance(5 * DAY);
      expect((await server.call('GET', '/api/user/me', { token })).body.error_code).toBe(ErrorCode.success);
    }
    server.clock.advance(5 * DAY);
    expect((await server.call('GET', '/api/user/me', { token })).body.error_code).toBe(ErrorCode.token_invalid);
  });
});
