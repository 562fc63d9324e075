import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Assistant } from '../src/assistant/types';
import { readEvents, startTestServer, type TestServer } from './harness';
import { newEmail } from './employee-fixtures';
import { agencyWithKey, createKey, v1, v1Fetch, type V1Error } from './api-v1-fixtures';

let server: TestServer;
let agency: Awaited<ReturnType<typeof agencyWithKey>>;
type Thread = { id: string };
type Message = { id: string; reply: { content: string } | null };

beforeAll(async () => {
  server = await startTestServer({ apiRateLimits: { perKey: 1000, perAgent: 6 } });
  agency = await agencyWithKey(server, 'Idem Agency');
});
afterAll(async () => {
  await server?.close();
});

async function recordsIn(threadId: string) {
  return server.deps.db.selectFrom('chat_records').select('id').where('chat_head_id', '=', threadId).execute();
}

describe('Idempotency-Key', () => {
  it('replays the first reply to a retried send: one question, one answer', async () => {
    const agent = newEmail('idem');
    const thread = await v1<Thread>(server, 'POST', '/threads', { key: agency.key.key, agent });
    const key = randomUUID();
    const send = () =>
      v1<Message>(server, 'POST', `/threads/${thread.body.id}/messages`, {
        key: agency.key.key,
        agent,
        idempotencyKey: key,
        json: { content: 'How does a guaranteed issue whole life policy work?' },
      });
    const first = await send();
    const retry = await send();
    expect(first.status).toBe(200);
    expect(retry.status).toBe(200);
    expect(retry.body).toEqual(first.body);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    expect(await recordsIn(thread.body.id)).toHaveLength(1);
  });

  it('replays a streamed reply as the same events', async () => {
    const agent = newEmail('stream');
    const thread = await v1<Thread>(server, 'POST', '/threads', { key: agency.key.key, agent });
    const key = randomUUID();
    const send = () =>
      v1Fetch(server, 'POST', `/threads/${thread.body.id}/messages`, {
        key: agency.key.key,
        agent,
        idempotencyKey: key,
        json: { content: 'What is a table rating?', stream: true },
      });
    const first = await readEvents(await send());
    // The stream is stored once its last event is sent; a retry meanwhile is told it is still running.
    let replayed: Response | null = null;
    for (;;) {
      replayed = await send();
      if (replayed.status !== 409) break;
      await replayed.text();
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(replayed.headers.get('idempotent-replayed')).toBe('true');
    expect(await readEvents(replayed)).toEqual(first);
    expect(await recordsIn(thread.body.id)).toHaveLength(1);
  });

  it('takes one seat for a retried thread creation, and returns the same thread', async () => {
    const agent = newEmail('seat');
    const key = randomUUID();
    const create = () =>
      v1<Thread>(server, 'POST', '/threads', { key: agency.key.key, agent, idempotencyKey: key, json: { title: 'A' } });
    const [a, b] = [await create(), await create()];
    expect(b.body.id).toBe(a.body.id);
    const threads = await server.deps.db
      .selectFrom('api_threads')
      .innerJoin('users', 'users.id', 'api_threads.agent_id')
      .select('api_threads.chat_head_id')
      .where('users.email', '=', agent)
      .execute();
    expect(threads).toHaveLength(1);
    const seats = await server.deps.db.selectFrom('employees').select('id').where('email', '=', agent).execute();
    expect(seats).toHaveLength(1);
  });

  it('refuses the same key for another request, and a malformed key', async () => {
    const agent = newEmail('reuse');
    const key = randomUUID();
    await v1(server, 'POST', '/threads', { key: agency.key.key, agent, idempotencyKey: key, json: { title: 'One' } });
    const other = await v1<V1Error>(server, 'POST', '/threads', {
      key: agency.key.key,
      agent,
      idempotencyKey: key,
      json: { title: 'Two' },
    });
    expect(other.status).toBe(400);
    expect(other.body.error).toMatchObject({ type: 'idempotency_error', code: 'idempotency_key_reused' });
    const bad = await v1<V1Error>(server, 'POST', '/threads', {
      key: agency.key.key,
      agent,
      headers: { 'idempotency-key': 'x'.repeat(300) },
    });
    expect(bad.body.error.code).toBe('idempotency_key_invalid');
  });

  it('answers 409 while the first request is still running', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const slow: Assistant = {
      mode: 'knowledge',
      async reply(input) {
        await gate;
        return {
          text: `Answer to ${input.question}`,
          sources: [],
          kind: 'answer',
          route: 'knowledge',
          caseFacts: {} as never,
        };
      },
    };
    const original = server.deps.assistant;
    server.deps.assistant = slow;
    try {
      const agent = newEmail('slow');
      const thread = await v1<Thread>(server, 'POST', '/threads', { key: agency.key.key, agent });
      const key = randomUUID();
      const options = { key: agency.key.key, agent, idempotencyKey: key, json: { content: 'Slow question' } };
      const first = v1<Message>(server, 'POST', `/threads/${thread.body.id}/messages`, options);
      // Wait until the first request holds the key and has stored its question.
      await (async () => {
        while ((await recordsIn(thread.body.id)).length === 0) await new Promise((resolve) => setTimeout(resolve, 20));
      })();
      const second = await v1<V1Error>(server, 'POST', `/threads/${thread.body.id}/messages`, options);
      expect(second.status).toBe(409);
      expect(second.body.error.code).toBe('idempotency_key_in_use');
      release();
      expect((await first).body.reply!.content).toBe('Answer to Slow question');
      expect(await recordsIn(thread.body.id)).toHaveLength(1);
    } finally {
      release();
      server.deps.assistant = original;
    }
  });
});

describe('limits', () => {
  it('counts per agent with RateLimit headers, and answers 429 with Retry-After past the limit', async () => {
    const agent = newEmail('limited');
    const seen: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const result = await v1(server, 'GET', '/threads', { key: agency.key.key, agent });
      expect(result.status).toBe(200);
      expect(result.headers.get('ratelimit-limit')).toBe('6');
      seen.push(Number(result.headers.get('ratelimit-remaining')));
    }
    expect(seen).toEqual([5, 4, 3, 2, 1, 0]);
    const refused = await v1<V1Error>(server, 'GET', '/threads', { key: agency.key.key, agent });
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatchObject({ type: 'rate_limit_error', code: 'rate_limited' });
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.headers.get('ratelimit-remaining')).toBe('0');
    // Another agent of the same key is counted on its own.
    expect((await v1(server, 'GET', '/threads', { key: agency.key.key, agent: newEmail('other') })).status).toBe(200);
    // The next window opens again.
    server.clock.advance(60_000);
    expect((await v1(server, 'GET', '/threads', { key: agency.key.key, agent })).status).toBe(200);
  });

  it('counts per key', async () => {
    const tight = await startTestServer({ apiRateLimits: { perKey: 3, perAgent: 100 } }, server);
    try {
      const fresh = await createKey(server, agency.admin.token, ['chat'], 'Tight');
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1) statuses.push((await v1(tight, 'GET', '/categories', { key: fresh.key })).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
    } finally {
      await tight.close();
    }
  });

  it('does not store a refusal for being over the limit: the retry runs', async () => {
    const agent = newEmail('limit-idem');
    for (let i = 0; i < 6; i += 1) await v1(server, 'GET', '/threads', { key: agency.key.key, agent });
    const key = randomUUID();
    const refused = await v1(server, 'POST', '/threads', { key: agency.key.key, agent, idempotencyKey: key });
    expect(refused.status).toBe(429);
    server.clock.advance(60_000);
    const retried = await v1<Thread>(server, 'POST', '/threads', { key: agency.key.key, agent, idempotencyKey: key });
    expect(retried.status).toBe(200);
    expect(retried.body.id).toBeTruthy();
  });
});
