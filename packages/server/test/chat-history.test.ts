import { HISTORY_PAGE_SIZE, type Category, type ChatRecord, type ChatRecordPage } from '@mentor/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Assistant, AssistantInput } from '../src/assistant/types';
import { CHAT_LIMITS } from '../src/modules/chat/service';
import { createVerifiedUser, startTestServer, subscribe, type TestServer } from './harness';

let server: TestServer;
let member: Awaited<ReturnType<typeof createVerifiedUser>>;
let other: Awaited<ReturnType<typeof createVerifiedUser>>;
let category: Category;

beforeAll(async () => {
  server = await startTestServer();
  member = await createVerifiedUser(server, 'History Member');
  other = await createVerifiedUser(server, 'History Other');
  await subscribe(server, member.id);
  category = (await server.call<Category[]>('GET', '/api/category/get-all-categories')).body.result[0]!;
});
afterAll(async () => {
  await server?.close();
});

/** A thread of the member's with `count` complete records, all at the same instant (the clock stands still). */
async function threadOf(count: number): Promise<string> {
  const { db } = server.deps;
  const head = await db
    .insertInto('chat_heads')
    .values({ user_id: member.id, category_id: category._id, title: `${count} records` })
    .returning('id')
    .executeTakeFirstOrThrow();
  const now = server.clock.now();
  await db
    .insertInto('chat_records')
    .values(
      Array.from({ length: count }, (_, i) => ({
        chat_head_id: head.id,
        user_id: member.id,
        user_content: `Question ${i}`,
        bot_content: `Answer ${i}`,
        status: 'complete' as const,
        created_on: now,
      })),
    )
    .execute();
  return head.id;
}

const page = (headId: string, query = '', token = member.token) =>
  server.call<ChatRecordPage>('GET', `/api/chat/get-page?chat_head_id=${headId}${query}`, { token });

const questions = (records: ChatRecord[]) => records.map((record) => record.user_content);
const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => `Question ${from + i}`);

describe('a paged thread', () => {
  it('opens on the newest page and reads older pages back to the first record, oldest first', async () => {
    const headId = await threadOf(75);
    const newest = await page(headId);
    expect(newest.status).toBe(200);
    expect(questions(newest.body.result.records)).toEqual(range(75 - HISTORY_PAGE_SIZE, 75));
    expect(newest.body.result.older_cursor).toEqual(expect.any(String));

    const middle = await page(headId, `&before=${newest.body.result.older_cursor}`);
    expect(questions(middle.body.result.records)).toEqual(range(15, 45));
    const oldest = await page(headId, `&before=${middle.body.result.older_cursor}`);
    expect(questions(oldest.body.result.records)).toEqual(range(0, 15));
    expect(oldest.body.result.older_cursor).toBeNull();

    // The pages together are the spec's whole thread, record for record.
    const whole = await server.call<ChatRecord[]>('GET', `/api/chat/get-all-list?chat_head_id=${headId}`, {
      token: member.token,
    });
    expect([...oldest.body.result.records, ...middle.body.result.records, ...newest.body.result.records]).toEqual(
      whole.body.result,
    );
  });

  it('keeps an older page the same when new records arrive after the first page was read', async () => {
    const headId = await threadOf(40);
    const first = await page(headId, '&limit=10');
    await server.deps.db
      .insertInto('chat_records')
      .values({ chat_head_id: headId, user_id: member.id, user_content: 'Newer', status: 'complete' })
      .execute();
    const older = await page(headId, `&limit=10&before=${first.body.result.older_cursor}`);
    expect(questions(older.body.result.records)).toEqual(range(20, 30));
  });

  it('answers a short thread whole with no cursor', async () => {
    const headId = await threadOf(3);
    const only = await page(headId);
    expect(questions(only.body.result.records)).toEqual(range(0, 3));
    expect(only.body.result.older_cursor).toBeNull();
  });

  it("refuses another user's thread, an unknown one, a bad cursor and a limit out of range", async () => {
    const headId = await threadOf(2);
    const foreign = await page(headId, '', other.token);
    expect(foreign.status).toBe(403);
    expect(foreign.body.result).toBeNull();
    expect((await page('00000000-0000-4000-8000-000000000000')).status).toBe(404);
    for (const query of ['&before=abc', '&before=-1', '&limit=0', '&limit=101', '&limit=x']) {
      const refused = await page(headId, query);
      expect(refused.status, query).toBeGreaterThanOrEqual(400);
      expect(refused.status, query).toBeLessThan(500);
      expect(refused.body.message, query).toMatch(/before|limit/);
    }
  });
});

describe("the assistant's context", () => {
  it('is the last few turns of a long thread, so a follow-up costs the same at any length', async () => {
    const headId = await threadOf(500);
    const inputs: AssistantInput[] = [];
    const recording: Assistant = {
      mode: 'knowledge',
      async reply(input, options) {
        inputs.push(input);
        return server.deps.assistant.reply(input, options);
      },
    };
    const second = await startTestServer({}, server);
    second.deps.assistant = recording;
    try {
      const sent = await second.call('POST', '/api/chat/start-chat', {
        token: member.token,
        json: {
          category_id: category._id,
          chat_head_id: headId,
          messages: [{ role: 'user', content: 'and what about table 2?' }],
        },
      });
      expect(sent.status).toBe(200);
    } finally {
      await second.close();
    }
    expect(inputs).toHaveLength(1);
    expect(inputs[0]!.history).toHaveLength(CHAT_LIMITS.historyTurns);
    // The newest turns, in order, ending with the one right before the question.
    expect(inputs[0]!.history.at(-1)).toEqual({ user: 'Question 499', assistant: 'Answer 499' });
  });
});
