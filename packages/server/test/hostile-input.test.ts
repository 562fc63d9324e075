import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app';
import { createVerifiedUser, startTestServer, subscribe, type TestServer } from './harness';
import { agencyWithKey, v1 } from './api-v1-fixtures';
import { hostileBodies, nulQuery, type HostileBody } from './hostile-bodies';

let server: TestServer;
let token: string;
let routes: { method: string; path: string }[];
let categoryId: string;

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
  const tester = await createVerifiedUser(server, 'Hostile Tester');
  token = tester.token;
  // A live plan, so that chat calls get past the subscription check to the database.
  await subscribe(server, tester.id);
  const categories = await server.call<{ _id: string }[]>('GET', '/api/category/get-all-categories');
  categoryId = categories.body.result[0]!._id;
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

// Hundreds of requests each: a generous ceiling for a loaded CI machine (no test here measures time).
const FUZZ_TIMEOUT = 180_000;

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

  it(
    'answers 1 MB strings with a 4xx envelope',
    async () => {
      const huge = 'x'.repeat(1024 * 1024);
      for (const route of routes.filter((r) => r.method === 'POST')) {
        // One huge field is enough to be refused (413, or 422 on a form route's 3 MB limit); 18 of them
        // (18 MB a request) made this test the slowest of the suite on a loaded machine.
        const json = { ...bodyWith('x'), name: huge };
        const result = await server.call(route.method, route.path, { token, json });
        expect4xx(result, `${route.method} ${route.path}`);
      }
      for (const route of routes.filter((r) => r.method === 'GET')) {
        const result = await server.call('GET', `${route.path}?email=${'y'.repeat(8000)}&type=${'z'.repeat(8000)}`, {
          token,
        });
        if (result.status === 200) continue;
        expect4xx(result, `${route.method} ${route.path}`);
      }
    },
    FUZZ_TIMEOUT,
  );

  it('answers an unknown API path with a 404 envelope', async () => {
    const result = await server.call('GET', '/api/nothing/here');
    expect(result.status).toBe(404);
    expect(result.body.error_code).toBe(4);
  });
});

/** Sends a raw body with a content type and returns the status and reply text (never throws on a non-envelope). */
async function send(method: string, path: string, body: string, contentType = 'application/json') {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
    body,
  });
  return { status: response.status, type: response.headers.get('content-type') ?? '', text: await response.text() };
}

/** A reply that is no 500 in disguise: an envelope, or a stream whose error events are not exceptions (5). */
function expectHandled(result: { status: number; type: string; text: string }, label: string) {
  if (result.type.startsWith('text/event-stream')) {
    expect(result.text, label).not.toMatch(/"error_code":5\b/);
    return;
  }
  expect(() => JSON.parse(result.text), `${label}: ${result.text.slice(0, 200)}`).not.toThrow();
}

describe('fuzzing every route', () => {
  it(
    'refuses NUL characters, deep nesting, prototype keys and huge fields without a 500',
    async () => {
      const failures: string[] = [];
      for (const route of routes) {
        const bodies: HostileBody[] = route.method === 'GET' ? [] : hostileBodies(categoryId);
        for (const body of bodies) {
          const result = await send(route.method, route.path, body.raw);
          if (result.status >= 500 || /"error_code":5\b/.test(result.text))
            failures.push(`${route.method} ${route.path} ${body.name}: ${result.status} ${result.text.slice(0, 200)}`);
          else expectHandled(result, `${route.method} ${route.path} ${body.name}`);
        }
        const query = await server.call(
          route.method === 'GET' ? 'GET' : route.method,
          `${route.path}?${nulQuery(categoryId)}`,
          {
            token,
          },
        );
        if (query.status >= 500) failures.push(`${route.method} ${route.path} NUL query: ${query.body.message}`);
      }
      expect(failures).toEqual([]);
      // Prototype keys in a body never reach Object.prototype (the server runs in this process).
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    },
    FUZZ_TIMEOUT,
  );

  it(
    'refuses the same hostile bodies on every /v1 route without a 500',
    async () => {
      const { admin, key } = await agencyWithKey(server, 'Hostile Agency');
      const headers = { authorization: `Bearer ${key.key}`, 'x-mentor-agent': admin.email };
      const thread = await v1<{ id: string }>(server, 'POST', '/threads', {
        key: key.key,
        agent: admin.email,
        json: {},
      });
      expect(thread.status).toBe(200);
      const v1Routes = createApp(server.deps)
        .routes.filter((r) => r.path.startsWith('/v1/') && !r.path.includes('*') && r.method !== 'ALL')
        .map((r) => ({ method: r.method, path: r.path.replace(/:[a-z_]+/g, thread.body.id) }))
        .filter((r, i, all) => all.findIndex((o) => o.method === r.method && o.path === r.path) === i);
      expect(v1Routes.length).toBeGreaterThan(5);
      const failures: string[] = [];
      for (const route of v1Routes) {
        const bodies = route.method === 'GET' ? [] : hostileBodies(categoryId);
        for (const body of bodies) {
          const response = await fetch(`${server.url}${route.path}`, {
            method: route.method,
            headers: { ...headers, 'content-type': 'application/json' },
            body: body.raw,
          });
          const text = await response.text();
          if (response.status >= 500)
            failures.push(`${route.method} ${route.path} ${body.name}: ${text.slice(0, 200)}`);
        }
        const query = await fetch(`${server.url}${route.path}?${nulQuery(categoryId)}`, {
          method: route.method,
          headers,
        });
        if (query.status >= 500) failures.push(`${route.method} ${route.path} NUL query: ${await query.text()}`);
      }
      expect(failures).toEqual([]);
    },
    FUZZ_TIMEOUT,
  );
});
