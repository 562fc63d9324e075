import { ErrorCode, type Category, type ChatHead, type ChatRecord } from '@mentor/core';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Assistant } from '../src/assistant/types';
import { WRITER_GONE } from '../src/modules/chat/writers';
import { createVerifiedUser, startTestServer, subscribe, type TestServer } from './harness';

/**
 * A reply names the server writing it (its boot id). A reply cut off because its server died must be
 * retryable at once, on a restarted server or on another one; a reply a live server is still writing
 * must be left alone by a server that boots beside it.
 */
let a: TestServer;
let member: Awaited<ReturnType<typeof createVerifiedUser>>;
let chatHead: ChatHead;

/** An assistant that never answers: its server is stuck mid-reply until it goes away. */
const stuck: Assistant = { mode: 'knowledge', reply: () => new Promise(() => undefined) };

beforeAll(async () => {
  a = await startTestServer();
  member = await createVerifiedUser(a, 'Cut Off');
  await subscribe(a, member.id);
  const categories = await a.call<Category[]>('GET', '/api/category/get-all-categories');
  const underwriting = categories.body.result.find((c) => c.name === 'Underwriting')!;
  const first = await a.call<{ chat_head: ChatHead }>('POST', '/api/chat/start-chat', {
    token: member.token,
    json: {
      category_id: underwriting._id,
      chat_head_id: null,
      messages: [{ role: 'user', content: 'What is an APS?' }],
    },
  });
  chatHead = first.body.result.chat_head;
});
afterAll(async () => {
  await a?.close();
});

async function pendingRecord(writer: string, question: string) {
  const row = await a.deps.db
    .insertInto('chat_records')
    .values({ chat_head_id: chatHead._id, user_id: member.id, user_content: question, status: 'pending', writer })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function statusOf(recordId: string) {
  return (
    await a.deps.db
      .selectFrom('chat_records')
      .select(['status', 'error'])
      .where('id', '=', recordId)
      .executeTakeFirstOrThrow()
  ).status;
}

function retry(server: TestServer, recordId: string) {
  return server.call<{ record: ChatRecord }>('POST', '/api/chat/retry', {
    token: member.token,
    json: { record_id: recordId },
  });
}

describe('replies cut off by a crash', () => {
  it('marks as failed, on start, the replies a crashed server left half-written', async () => {
    const recordId = await pendingRecord(randomUUID(), 'Cut off by a crash before the restart');
    const restarted = await startTestServer({}, a);
    try {
      const row = await a.deps.db
        .selectFrom('chat_records')
        .select(['status', 'error'])
        .where('id', '=', recordId)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ status: 'failed', error: WRITER_GONE });
      const again = await retry(restarted, recordId);
      expect(again.body.error_code).toBe(ErrorCode.success);
      expect(again.body.result.record.status).toBe('complete');
    } finally {
      await restarted.close();
    }
  });

  it('lets the agent retry at once, on another server, a reply whose server was killed mid-chat', async () => {
    const writer = await startTestServer({}, a);
    writer.deps.assistant = stuck;
    const abort = new AbortController();
    const cutOff = fetch(`${writer.url}/api/chat/start-chat`, {
      method: 'POST',
      signal: abort.signal,
      headers: { authorization: `Bearer ${member.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        category_id: chatHead.category_id,
        chat_head_id: chatHead._id,
        messages: [{ role: 'user', content: 'Cut off mid-reply' }],
      }),
    }).catch(() => null);
    let record: { id: string } | undefined;
    while (!record) {
      // Yields to the event loop, so the writer can take the request in (PGlite answers in microtasks).
      await new Promise((resolve) => setTimeout(resolve, 10));
      record = await a.deps.db
        .selectFrom('chat_records')
        .select('id')
        .where('user_content', '=', 'Cut off mid-reply')
        .executeTakeFirst();
    }

    // A server booting beside a live writer leaves its reply alone.
    const bystander = await startTestServer({}, a);
    await bystander.close();
    expect(await statusOf(record.id)).toBe('pending');

    // The writer dies (its connection and its liveness go with it); the agent retries on server A.
    abort.abort();
    await cutOff;
    await writer.close();
    const again = await retry(a, record.id);
    expect(again.body.error_code).toBe(ErrorCode.success);
    expect(again.body.result.record).toMatchObject({ _id: record.id, status: 'complete' });
  });
});
