import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app';
import { createVerifiedUser, startTestServer, type TestServer } from './harness';

let server: TestServer;
let token: string;
let routes: { method: string; path: string }[];

// Every field name any route reads, so that each hostile body reaches each route's validation.
const FIELDS = [
  '_id',
  'name',
  'email',
  'password',
  'code',
  'old_password',
  'new_password',
  'phone',
  'subject',
  'notes',
  'user_id',
  'business_role_id',
  'hear_from_id',
  'type',
  'parent_id',
  'chat_head_id',
  'category_id',
  'title',
];

function bodyWith(value: unknown) {
  return Object.fromEntries(FIELDS.map((field) => [field, value]));
}

beforeAll(async () => {
  server = await startTestServer();
  token = (await createVerifiedUser(server, 'Hostile Tester')).token;
  // The routes the server really has, read from the app itself, so new routes are covered too.
  const app = createApp(server.deps);
  const seen = new Set<string>();
  routes = app.routes
    .filter((r) => r.path.startsWith('/api/') && !r.path.includes('*') && r.method !== 'ALL')
    .filter((r) => (seen.has(`${r.method} ${r.path}`) ? false : (seen.add(`${r.method} ${r.path}`), true)))
    .map((r) => ({ method: r.method, path: r.path }))
    // Logout and signing out the other sessions read no body; sending one would only end sessions.
    .filter((r) => r.path !== '/api/user/logout' && r.path !== '/api/user/sign-out-other-sessions');
});
afterAll(async () => {
  await server?.close();
});

function expect4xx(result: { status: number; body: { error_code: number; message: string } }, label: string) {
  expect(result.status, label).toBeGreaterThanOrEqual(400);
  expect(result.status, label).toBeLessThan(500);
  expect(typeof result.body.error_code, label).toBe('number');
  expect(result.body.message.length, label).toBeGreaterThan(0);
  expect(result.body.message, label).not.toMatch(/at .*\.ts:\d+|Error:|stack/);
}

describe('hostile input on every route', () => {
  it('knows a fair number of routes', () => {
    expect(routes.length).toBeGreaterThan(15);
  });

  it('answers malformed JSON with a 4xx envelope', async () => {
    for (const route of routes.filter((r) => r.method === 'POST')) {
      const result = await server.call(route.method, route.path, { token, raw: '{"email": "a@b.co",' });
      expect4xx(result, `${route.method} ${route.path}`);
    }
  });

  it('answers wrong types with a 4xx envelope', async () => {
    for (const value of [12345, { nested: true }, ['a'], true]) {
      for (const route of routes) {
        const result =
          route.method === 'GET'
            ? await server.call(
                'GET',
                `${route.path}?${FIELDS.map((f) => `${f}=${encodeURIComponent(JSON.stringify(value))}`).join('&')}`,
                { token },
              )
            : await server.call(route.method, route.path, { token, json: bodyWith(value) });
        if (route.method === 'GET' && result.status === 200) continue; // optional filters may ignore junk
        expect4xx(result, `${route.method} ${route.path} with ${JSON.stringify(value)}`);
      }
    }
  });

  it('answers empty strings with a 4xx envelope', async () => {
    for (const route of routes.filter((r) => r.method === 'POST')) {
      const result = await server.call(route.method, route.path, { token, json: bodyWith('') });
      expect4xx(result, `${route.method} ${route.path}`);
    }
  });

  it('answers 1 MB strings with a 4xx envelope', async () => {
    const huge = 'x'.repeat(1024 * 1024);
    for (const route of routes.filter((r) => r.method === 'POST')) {
      const result = await server.call(route.method, route.path, { token, json: bodyWith(huge) });
      expect4xx(result, `${route.method} ${route.path}`);
    }
    for (const route of routes.filter((r) => r.method === 'GET')) {
      const result = await server.call('GET', `${route.path}?email=${'y'.repeat(8000)}&type=${'z'.repeat(8000)}`, {
        token,
      });
      if (result.status === 200) continue;
      expect4xx(result, `${route.method} ${route.path}`);
    }
  });

  it('answers an unknown API path with a 404 envelope', async () => {
    const result = await server.call('GET', '/api/nothing/here');
    expect(result.status).toBe(404);
    expect(result.body.error_code).toBe(4);
  });
});
