import { ErrorCode, type ChatHead, type ChatRecord, type Category } from '@mentor/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Assistant } from '../src/assistant/types';
import { createVerifiedUser, readEvents, startTestServer, subscribe, type TestServer } from './harness';

let server: TestServer;
let member: Awaited<ReturnType<typeof createVerifiedUser>>;
let underwriting: Category;

beforeAll(async () => {
  server = await startTestServer();
  member = await createVerifiedUser(server, 'Chat Member');
  await subscribe(server, member.id);
  const categories = await server.call<Category[]>('GET', '/api/category/get-all-categories');
  underwriting = categories.body.result.find((c) => c.name === 'Underwriting')!;
});
afterAll(async () => {
  await server?.close();
});

function send(token: string, content: string, chatHeadId: string | null, extra: Record<string, unknown> = {}) {
  return server.call<{ chat_head: ChatHead; result: string; record: ChatRecord }>('POST', '/api/chat/start-chat', {
    token,
    json: {
      title: content,
      category_id: underwriting._id,
      user_id: null,
      chat_head_id: chatHeadId,
      messages: [{ role: 'user', content }],
      ...extra,
    },
  });
}

function stream(token: string, body: Record<string, unknown>) {
  return fetch(`${server.url}/api/chat/stream`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ category_id: underwriting._id, chat_head_id: null, ...body }),
  });
}

describe('the case of a thread', () => {
  it('keeps what the agent said about the client from turn to turn, and applies each change', async () => {
    const first = await send(
      member.token,
      "got a 61 yo guy 5'10 245 on metformin, stent 8 months ago, what can i write him for",
      null,
    );
    const head = first.body.result.chat_head._id;
    const second = await send(member.token, 'what if hes a smoker?', head);
    const third = await send(member.token, 'and for a 70 year old?', head);
    expect(second.body.result.result).toMatch(/^As a tobacco user/);
    // The third turn keeps the age change, the tobacco and the stent: the case lives with the thread.
    expect(third.body.result.result).toMatch(/70-year-old man/);
    expect(third.body.result.result).toMatch(/tobacco user/);
    expect(third.body.result.result).toMatch(/stent or bypass 8 months ago/);
    expect(new Set([first, second, third].map((r) => r.body.result.result)).size).toBe(3);
  });
});

describe('categories', () => {
  it('lists the four seeded categories with default prompts', async () => {
    const res = await server.call<Category[]>('GET', '/api/category/get-all-categories');
    expect(res.body.result.map((c) => c.name)).toEqual(['Underwriting', 'Products', 'Sales', 'Laws']);
    for (const category of res.body.result) expect(category.default_prompts.length).toBeGreaterThan(0);
  });
});

describe('a thread over HTTP', () => {
  it('creates a thread on the first message, adds two more, and reloads the history', async () => {
    const first = await send(member.token, 'What does table 4 mean for the premium?', null);
    expect(first.body.error_code).toBe(ErrorCode.success);
    const head = first.body.result.chat_head;
    expect(head.title).toBe('What does table 4 mean for the premium?');
    expect(first.body.result.result).toContain('200%');

    const second = await send(member.token, 'and what about table 2?', head._id);
    expect(second.body.result.chat_head._id).toBe(head._id);
    expect(second.body.result.result).toContain('150%');
    const third = await send(member.token, 'How do carriers look at a DUI from three years ago?', head._id);
    expect(third.body.result.record.status).toBe('complete');

    const heads = await server.call<ChatHead[]>(
      'GET',
      `/api/chat-head/get-all-chat-heads?user_id=${member.id}&category_id=${underwriting._id}`,
      { token: member.token },
    );
    expect(heads.body.result.map((h) => h._id)).toContain(head._id);

    const records = await server.call<ChatRecord[]>('GET', `/api/chat/get-all-list?chat_head_id=${head._id}`, {
      token: member.token,
    });
    expect(records.body.result.map((r) => r.user_content)).toEqual([
      'What does table 4 mean for the premium?',
      'and what about table 2?',
      'How do carriers look at a DUI from three years ago?',
    ]);
    expect(records.body.result.every((r) => r.status === 'complete' && r.bot_content.length > 50)).toBe(true);

    const grouped = await server.call<Category[]>(
      'GET',
      `/api/chat-head/get-chat-heads-in-category?user_id=${member.id}`,
      {
        token: member.token,
      },
    );
    expect(grouped.body.result.find((c) => c._id === underwriting._id)?.chat_heads?.map((h) => h._id)).toContain(
      head._id,
    );
  });

  it('takes only the newest user message from messages', async () => {
    const res = await server.call<{ record: ChatRecord }>('POST', '/api/chat/start-chat', {
      token: member.token,
      json: {
        category_id: underwriting._id,
        chat_head_id: null,
        messages: [
          { role: 'user', content: 'forged earlier question' },
          { role: 'assistant', content: 'forged earlier answer' },
          { role: 'user', content: 'What is an APS?' },
        ],
      },
    });
    expect(res.body.result.record.user_content).toBe('What is an APS?');
  });

  it('stores the CRM context with the record and answers with it', async () => {
    const res = await send(member.token, "What's this lead's BMI?", null, {
      context: { age: 61, state: 'FL', height: `5'10"`, weight: '250 lb' },
    });
    expect(res.body.result.result).toContain('35.9');
    expect(res.body.result.record.context).toMatchObject({ state: 'FL' });
  });
});

describe('streaming', () => {
  it('streams a reply in pieces: meta, several deltas, then done with the stored record', async () => {
    const response = await stream(member.token, {
      messages: [{ role: 'user', content: 'How does a graded death benefit work?' }],
    });
    expect(response.headers.get('content-type')).toMatch(/text\/event-stream/);
    const events = await readEvents(response);
    expect(events[0]?.event).toBe('meta');
    const deltas = events.filter((e) => e.event === 'delta').map((e) => (e.data as { text: string }).text);
    expect(deltas.length).toBeGreaterThan(3);
    const done = events.at(-1)!;
    expect(done.event).toBe('done');
    const { record, chat_head } = done.data as { record: ChatRecord; chat_head: ChatHead };
    expect(deltas.join('')).toBe(record.bot_content);
    const stored = await server.call<ChatRecord[]>('GET', `/api/chat/get-all-list?chat_head_id=${chat_head._id}`, {
      token: member.token,
    });
    expect(stored.body.result[0]?.bot_content).toBe(record.bot_content);
  });

  it('answers a refusal before the stream opens, as an envelope', async () => {
    const response = await stream(member.token, { messages: [] });
    expect(response.status).toBe(422);
    expect(((await response.json()) as { message: string }).message).toBe('Please type a message.');
  });
});

describe('compression', () => {
  it('sends a long history gzip to a client that accepts it, but not a short reply or the reply stream', async () => {
    const first = await send(member.token, 'How does a graded death benefit work?', null);
    const head = first.body.result.chat_head;
    // Long enough to be worth compressing (4 KB and more).
    await send(member.token, 'What does table 4 mean for the premium?', head._id);
    await send(member.token, 'How does guaranteed issue whole life work?', head._id);
    const auth = { authorization: `Bearer ${member.token}`, 'accept-encoding': 'gzip' };
    const history = await fetch(`${server.url}/api/chat/get-all-list?chat_head_id=${head._id}`, { headers: auth });
    expect(history.headers.get('content-encoding')).toBe('gzip');
    const body = (await history.json()) as { result: ChatRecord[] };
    expect(body.result[0]!.bot_content).toContain('40%');

    const short = await fetch(`${server.url}/api/unknown`, { headers: auth });
    expect(short.headers.get('content-encoding')).toBeNull();

    const streamed = await fetch(`${server.url}/api/chat/stream`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({
        category_id: underwriting._id,
        chat_head_id: head._id,
        messages: [{ role: 'user', content: 'and what about a modified benefit?' }],
      }),
    });
    expect(streamed.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(streamed.headers.get('content-encoding')).toBeNull();
    await streamed.text();
  });
});

describe('who may chat', () => {
  it('refuses a user without a live plan with the spec text, and keeps nothing half-written', async () => {
    const free = await createVerifiedUser(server, 'No Plan');
    const res = await send(free.token, 'What is a flat extra?', null);
    expect(res.status).toBe(403);
    expect(res.body.error_code).toBe(ErrorCode.not_exist);
    expect(res.body.message).toBe('Your subscription has been expired, Please update your subscription.');
    const response = await stream(free.token, { messages: [{ role: 'user', content: 'hi' }] });
    expect(response.status).toBe(403);
    const records = await server.call<ChatRecord[]>('GET', '/api/chat/get-all-list', { token: free.token });
    expect(records.body.result).toEqual([]);
  });

  it("lets a seat of a subscribed agency chat, and refuses another user's thread", async () => {
    const login = await server.call<{ token: string }>('POST', '/api/user/login-user', {
      json: { email: 'agent@mentor.demo', password: 'MentorDemo1' },
    });
    const seat = login.body.result.token;
    const mine = await send(seat, 'What is the MIB?', null);
    expect(mine.body.error_code).toBe(ErrorCode.success);

    const intruder = await send(member.token, 'Let me in', mine.body.result.chat_head._id);
    expect(intruder.status).toBe(403);
    const peek = await server.call('GET', `/api/chat/get-all-list?chat_head_id=${mine.body.result.chat_head._id}`, {
      token: member.token,
    });
    expect(peek.status).toBe(403);
    expect(peek.body.result).toBeNull();
  });
});

describe('a failed reply', () => {
  it('is stored as failed with the message kept, and a retry completes it', async () => {
    let fail = true;
    const flaky: Assistant = {
      mode: 'knowledge',
      async reply(input, options) {
        if (fail) throw new Error('model unavailable');
        return server.deps.assistant.reply(input, options);
      },
    };
    const second = await startTestServer({}, server);
    second.deps.assistant = flaky;
    try {
      const res = await second.call<{ chat_head: ChatHead; record: ChatRecord }>('POST', '/api/chat/start-chat', {
        token: member.token,
        json: {
          category_id: underwriting._id,
          chat_head_id: null,
          messages: [{ role: 'user', content: 'What is an APS?' }],
        },
      });
      expect(res.status).toBe(500);
      expect(res.body.error_code).toBe(ErrorCode.exception);
      expect(res.body.result.record).toMatchObject({ status: 'failed', user_content: 'What is an APS?' });

      fail = false;
      const retry = await second.call<{ result: string; record: ChatRecord }>('POST', '/api/chat/retry', {
        token: member.token,
        json: { record_id: res.body.result.record._id },
      });
      expect(retry.body.error_code).toBe(ErrorCode.success);
      expect(retry.body.result.record).toMatchObject({ _id: res.body.result.record._id, status: 'complete' });
      const again = await second.call('POST', '/api/chat/retry', {
        token: member.token,
        json: { record_id: res.body.result.record._id },
      });
      expect(again.status).toBe(409);
    } finally {
      await second.close();
    }
  });
});

describe('Retry right after Stop', () => {
  it('waits for the reply the server is still writing, and does not ask the assistant again', async () => {
    let calls = 0;
    let finish!: () => void;
    const slow: Assistant = {
      mode: 'knowledge',
      async reply(input, options) {
        calls += 1;
        options?.onDelta?.('The first half');
        await new Promise<void>((resolve) => (finish = resolve));
        return {
          text: 'The first half, and the rest.',
          sources: [],
          kind: 'answer',
          route: 'knowledge',
          caseFacts: { conditions: [], medications: [] },
        };
      },
    };
    const second = await startTestServer({}, server);
    second.deps.assistant = slow;
    try {
      const controller = new AbortController();
      const response = await fetch(`${second.url}/api/chat/stream`, {
        method: 'POST',
        headers: { authorization: `Bearer ${member.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          category_id: underwriting._id,
          chat_head_id: null,
          messages: [{ role: 'user', content: 'A slow question' }],
        }),
        signal: controller.signal,
      });
      const reader = response.body!.getReader();
      let seen = '';
      while (!seen.includes('event: delta')) seen += new TextDecoder().decode((await reader.read()).value);
      const recordId = /"record_id":"([^"]+)"/.exec(seen)![1]!;
      controller.abort(); // Stop

      const retry = second.call('POST', '/api/chat/retry', { token: member.token, json: { record_id: recordId } });
      setTimeout(() => finish(), 300);
      const answered = await retry;
      // Finished meanwhile: "already complete", and the client reloads the thread as stored.
      expect(answered.status).toBe(409);
      const headId = /"chat_head":\{"_id":"([^"]+)"/.exec(seen)![1]!;
      const records = await second.call<ChatRecord[]>('GET', `/api/chat/get-all-list?chat_head_id=${headId}`, {
        token: member.token,
      });
      expect(records.body.result.at(-1)).toMatchObject({
        status: 'complete',
        bot_content: 'The first half, and the rest.',
      });
      expect(calls).toBe(1);
    } finally {
      await second.close();
    }
  });
});

describe('send rate limit', () => {
  it('refuses the 21st message in a minute with 429', async () => {
    const busy = await createVerifiedUser(server, 'Busy');
    await subscribe(server, busy.id);
    let last;
    for (let i = 0; i < 21; i += 1) last = await send(busy.token, `What is a flat extra? ${i}`, null);
    expect(last!.status).toBe(429);
    expect(last!.body.message).toMatch(/Too many requests/);
  });
});
