import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deepArray } from './hostile-bodies';
import { createVerifiedUser, startTestServer, subscribe, type TestServer } from './harness';

// Issue 14: bad input answered 500 (PostgreSQL refuses NUL in text and jsonb; deep JSON overflowed
// the stack downstream), and JSON routes took text/plain, so any site could post to them.
let server: TestServer;
let member: Awaited<ReturnType<typeof createVerifiedUser>>;
let categoryId: string;

beforeAll(async () => {
  server = await startTestServer();
  member = await createVerifiedUser(server, 'Bad Input');
  await subscribe(server, member.id);
  const categories = await server.call<{ _id: string }[]>('GET', '/api/category/get-all-categories');
  categoryId = categories.body.result[0]!._id;
});
afterAll(async () => {
  await server?.close();
});

function expectRefused(result: { status: number; body: { message: string } }, label: string) {
  expect(result.status, `${label}: ${result.body.message}`).toBe(422);
  expect(result.body.message, label).toMatch(/NUL character|nested too deeply/);
}

describe('NUL characters', () => {
  it('a NUL in a contact subject, validate-email name, login e-mail or chat message is refused with 422, not 500', async () => {
    const token = member.token;
    const cases: [string, string, unknown][] = [
      ['/api/contact-us/post', 'contact subject', { email: 'a@example.com', subject: 'Hi\u0000', notes: 'Hello' }],
      ['/api/user/validate-email', 'validate-email name', { email: 'n@example.com', name: 'N\u0000', password: 'x1' }],
      ['/api/user/login-user', 'login e-mail', { email: 'nul\u0000x@example.com', password: 'Secret123' }],
      [
        '/api/chat/start-chat',
        'chat message',
        { category_id: categoryId, messages: [{ role: 'user', content: 'BMI\u0000?' }] },
      ],
      [
        '/api/chat/stream',
        'streamed chat message',
        { category_id: categoryId, messages: [{ role: 'user', content: 'a\u0000' }] },
      ],
    ];
    for (const [path, label, json] of cases) {
      expectRefused(await server.call('POST', path, { token, json }), label);
    }
  });

  it('a NUL in a profile name sent as a form is refused with 422, not 500', async () => {
    const form = new FormData();
    form.set('name', 'Bad\u0000Name');
    form.set('email', member.email);
    const result = await server.call('POST', '/api/user/post', { token: member.token, form });
    expectRefused(result, 'profile name');
    expect(result.body.message).toBe('name must not contain a NUL character.');
  });

  it('a NUL in a query parameter is refused with 422, not 500', async () => {
    const result = await server.call('GET', '/api/chat-head/search-chat-heads?q=a%00b', { token: member.token });
    expectRefused(result, 'search text');
  });
});

describe('deep nesting', () => {
  it('a chat context nested 20,000 levels deep (40 KB) is refused with 422 on start-chat and stream', async () => {
    const raw = `{"category_id":"${categoryId}","messages":[{"role":"user","content":"hi"}],"context":{"lead":${deepArray(20_000)}}}`;
    for (const path of ['/api/chat/start-chat', '/api/chat/stream']) {
      const result = await server.call('POST', path, { token: member.token, raw });
      expectRefused(result, path);
    }
  });

  it('a context of ordinary depth still reaches the assistant', async () => {
    const json = {
      category_id: categoryId,
      messages: [{ role: 'user', content: 'What is BMI?' }],
      context: { lead: { age: 42, medications: [{ name: 'metformin' }] } },
    };
    const result = await server.call('POST', '/api/chat/start-chat', { token: member.token, json });
    expect(result.status, result.body.message).toBe(200);
  });
});

describe('prototype keys', () => {
  it('__proto__ and constructor keys in a body and its context pollute nothing', async () => {
    const raw = `{"category_id":"${categoryId}","messages":[{"role":"user","content":"What is BMI?"}],"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}},"context":{"__proto__":{"isAdmin":true},"age":40}}`;
    const result = await server.call<{ record: { context: Record<string, unknown> } }>('POST', '/api/chat/start-chat', {
      token: member.token,
      raw,
    });
    expect(result.status, result.body.message).toBe(200);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });
});

describe('content types', () => {
  it('a cross-site text/plain post to contact, login or sign-up is refused with 415', async () => {
    const cases: [string, string][] = [
      ['/api/contact-us/post', JSON.stringify({ email: 'x@example.com', subject: 'Hi', notes: 'Hello' })],
      ['/api/user/login-user', JSON.stringify({ email: member.email, password: member.password })],
      ['/api/user/new-user', JSON.stringify({ name: 'X', email: 'x2@example.com', password: 'Secret123' })],
    ];
    for (const [path, body] of cases) {
      const response = await fetch(`${server.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain;charset=UTF-8' },
        body,
      });
      const envelope = (await response.json()) as { error_code: number; message: string };
      expect(response.status, path).toBe(415);
      expect(envelope.error_code, path).toBe(2);
      expect(envelope.message, path).toMatch(/^Send the request body as /);
    }
  });

  it('still takes JSON with a charset, and sign-up as multipart', async () => {
    const login = await fetch(`${server.url}/api/user/login-user`, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: JSON.stringify({ email: member.email, password: member.password }),
    });
    expect(login.status).toBe(200);
    const form = new FormData();
    form.set('name', 'Form User');
    form.set('email', `form.${Date.now()}@example.com`);
    form.set('password', 'Secret123');
    const signUp = await server.call('POST', '/api/user/new-user', { form });
    expect(signUp.status, signUp.body.message).toBe(200);
  });
});
