import { ErrorCode, type Category, type LoggedInUser } from '@mentor/core';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Assistant } from '../src/assistant/types';
import { loadConfig } from '../src/config';
import { startServer, type RunningServer } from '../src/server';
import { CRM_ORIGIN, createAgency, signUserToken } from './embed-fixtures';
import { createVerifiedUser, startTestServer, subscribe, type TestServer } from './harness';

/**
 * Beyond one machine: two API servers, each with its own pool, on one PostgreSQL, behind one port
 * (a round-robin proxy as a load balancer would be). Whatever must be shared lives in the database,
 * so what one server does, the other sees on the very next request.
 */
const databaseUrl = process.env.DATABASE_URL;

/** A round-robin proxy; an upstream that refuses connections is skipped, as a health check would. */
function startProxy(upstreams: string[]) {
  let next = 0;
  const down = new Set<string>();
  const server = http.createServer((req, res) => {
    const attempt = (tries: number) => {
      const live = upstreams.filter((u) => !down.has(u));
      const target = live[next++ % live.length]!;
      const upstream = http.request(
        `${target}${req.url}`,
        { method: req.method, headers: req.headers, agent: false },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', (error: NodeJS.ErrnoException) => {
        if (error.code === 'ECONNREFUSED' && tries > 0) {
          down.add(target);
          attempt(tries - 1);
        } else if (!res.headersSent) res.writeHead(502).end();
      });
      // A client that goes away takes its upstream request with it.
      res.on('close', () => upstream.destroy());
      req.pipe(upstream);
    };
    attempt(upstreams.length);
  });
  return new Promise<{ url: string; close(): Promise<void> }>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        close: () => new Promise((done) => server.close(() => done())),
      }),
    ),
  );
}

describe.skipIf(!databaseUrl)('two servers behind one port on one PostgreSQL (needs DATABASE_URL)', () => {
  let a: TestServer;
  let b: RunningServer;
  let proxy: Awaited<ReturnType<typeof startProxy>>;

  beforeAll(async () => {
    a = await startTestServer();
    // Its own pool and change-feed line on A's schema, as a second machine would have.
    b = await startServer(
      {
        ...loadConfig({ NODE_ENV: 'test', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent' }),
        databaseUrl,
        staticRoot: '/nonexistent',
      },
      // One time for both, as machines share the wall clock (A's is the harness's test clock).
      { schema: a.schema!, renewals: false, clock: a.clock.now },
    );
    proxy = await startProxy([a.url, b.url]);
  });
  afterAll(async () => {
    await proxy?.close();
    await b?.close();
    await a?.close();
  });

  async function call<T = unknown>(
    method: string,
    path: string,
    options: { token?: string; json?: unknown; headers?: Record<string, string> } = {},
  ) {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.json !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${proxy.url}${path}`, {
      method,
      headers,
      ...(options.json !== undefined ? { body: JSON.stringify(options.json) } : {}),
    });
    return { status: res.status, body: (await res.json()) as { error_code: number; message: string; result: T } };
  }

  it('serves a session on both, and refuses it on both right after logging out', async () => {
    const user = await createVerifiedUser(a, 'Balanced User');
    for (let i = 0; i < 4; i++)
      expect((await call('GET', '/api/user/me', { token: user.token })).body.error_code).toBe(0);
    expect((await call('POST', '/api/user/logout', { token: user.token })).body.error_code).toBe(ErrorCode.success);
    for (let i = 0; i < 4; i++)
      expect((await call('GET', '/api/user/me', { token: user.token })).body.error_code).toBe(ErrorCode.token_invalid);
  });

  it('counts a login limit across both servers, as one would', async () => {
    const user = await createVerifiedUser(a, 'Balanced Target');
    const limit = a.deps.config.rateLimits.loginFreeFailures;
    const statuses: number[] = [];
    // The free failures, then one more wrong password that starts the wait, then a refusal.
    for (let i = 0; i <= limit + 1; i++)
      statuses.push(
        (await call('POST', '/api/user/login-user', { json: { email: user.email, password: 'Wrong1234' } })).status,
      );
    expect(statuses.slice(0, limit + 1).every((status) => status === 401)).toBe(true);
    expect(statuses[limit + 1]).toBe(429);
  });

  it('holds the seat limit when sign-ins race across both servers', async () => {
    const agency = await createAgency(a, 'Balanced Agency');
    const now = Math.floor(Date.now() / 1000);
    const tokens = await Promise.all(
      Array.from({ length: 14 }, (_, i) =>
        signUserToken(agency.key.secret, { sub: `lb${i}@busy.example`, nowSeconds: now }),
      ),
    );
    const results = await Promise.all(
      tokens.map((userToken) =>
        call<LoggedInUser>('POST', '/api/embed/token-login', {
          json: { user_token: userToken },
          headers: { origin: CRM_ORIGIN, 'x-mentor-key': agency.key.key },
        }),
      ),
    );
    expect(results.filter((res) => res.body.error_code === ErrorCode.success)).toHaveLength(9);
  });

  it('chats through either server, and when one is killed mid-reply the other serves the retry', async () => {
    const member = await createVerifiedUser(a, 'Balanced Chatter');
    await subscribe(a, member.id);
    const categories = await call<Category[]>('GET', '/api/category/get-all-categories');
    const categoryId = categories.body.result[0]!._id;
    const stuck: Assistant = { mode: 'knowledge', reply: () => new Promise(() => undefined) };
    b.deps.assistant = stuck;
    const aborts: AbortController[] = [];
    // Send until a message lands on B, which never answers: a replies in full, B hangs mid-reply.
    let cutOff: { id: string } | undefined;
    for (let i = 0; !cutOff && i < 4; i++) {
      const abort = new AbortController();
      aborts.push(abort);
      const content = `Balanced question ${i}`;
      void fetch(`${proxy.url}/api/chat/start-chat`, {
        method: 'POST',
        signal: abort.signal,
        headers: { authorization: `Bearer ${member.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ category_id: categoryId, chat_head_id: null, messages: [{ role: 'user', content }] }),
      }).catch(() => null);
      let row: { id: string; status: string; writer: string | null } | undefined;
      while (!row || row.status === 'pending') {
        await new Promise((resolve) => setTimeout(resolve, 20));
        row = await a.deps.db
          .selectFrom('chat_records')
          .select(['id', 'status', 'writer'])
          .where('user_content', '=', content)
          .executeTakeFirst();
        if (row?.status === 'pending' && row.writer === b.deps.bootId) break;
      }
      if (row.status === 'pending') cutOff = row;
      else expect(row.status).toBe('complete');
    }
    expect(cutOff).toBeDefined();

    for (const abort of aborts) abort.abort();
    await b.close();
    const retry = await call<{ record: { _id: string; status: string } }>('POST', '/api/chat/retry', {
      token: member.token,
      json: { record_id: cutOff!.id },
    });
    expect(retry.body.error_code).toBe(ErrorCode.success);
    expect(retry.body.result.record).toMatchObject({ _id: cutOff!.id, status: 'complete' });
  });
});
