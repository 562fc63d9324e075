import {
  ErrorCode,
  type Category,
  type ChatFeedback,
  type ChatHead,
  type ChatHeadMatch,
  type ChatRecord,
  type MarkedAnswer,
} from '@mentor/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CRM_ORIGIN, createAgency, signUserToken, widgetCall } from './embed-fixtures';
import { createVerifiedUser, startTestServer, subscribe, type TestServer } from './harness';

let server: TestServer;
let agency: Awaited<ReturnType<typeof createAgency>>;
let agent: { id: string; token: string };
let stranger: Awaited<ReturnType<typeof createVerifiedUser>>;
let underwriting: Category;

const MARIA = { lead_id: 'L-1042', name: 'Maria Gonzalez', age: 58, state: 'TX', medications: ['Metformin'] };
const JAMES = { lead_id: 'L-1043', name: 'James Whitaker', age: 44, state: 'FL' };

beforeAll(async () => {
  server = await startTestServer();
  agency = await createAgency(server, 'Controls Agency');
  const userToken = await signUserToken(agency.key.secret, { sub: 'rita.agent@example.com', name: 'Rita Agent' });
  const login = await widgetCall<{ _id: string; token: string }>(
    server,
    agency.key.key,
    'POST',
    '/api/embed/token-login',
    {
      json: { user_token: userToken },
    },
  );
  agent = { id: login.body.result._id, token: login.body.result.token };
  stranger = await createVerifiedUser(server, 'Controls Stranger');
  await subscribe(server, stranger.id);
  const categories = await server.call<Category[]>('GET', '/api/category/get-all-categories');
  underwriting = categories.body.result.find((c) => c.name === 'Underwriting')!;
});
afterAll(async () => {
  await server?.close();
});

type Sent = { chat_head: ChatHead; result: string; record: ChatRecord };

function send(token: string, content: string, chatHeadId: string | null, context?: Record<string, unknown>) {
  return server.call<Sent>('POST', '/api/chat/start-chat', {
    token,
    json: {
      title: content,
      category_id: underwriting._id,
      chat_head_id: chatHeadId,
      messages: [{ role: 'user', content }],
      ...(context ? { context } : {}),
    },
  });
}

const records = (token: string, head: string) =>
  server.call<ChatRecord[]>('GET', `/api/chat/get-all-list?chat_head_id=${head}`, { token });

describe('a thread remembers the CRM record it is about', () => {
  it('keeps the record of its first message, and lists it with the thread', async () => {
    const first = await send(agent.token, 'What is her BMI?', null, MARIA);
    const head = first.body.result.chat_head;
    expect(head.record).toEqual({ key: 'id:L-1042', name: 'Maria Gonzalez', age: 58, state: 'TX' });
    // A later message about someone else does not move the thread to them.
    const second = await send(agent.token, 'And his?', head._id, JAMES);
    expect(second.body.result.chat_head.record?.name).toBe('Maria Gonzalez');
    const list = await server.call<ChatHead[]>(
      'GET',
      `/api/chat-head/get-all-chat-heads?category_id=${underwriting._id}`,
      { token: agent.token },
    );
    expect(list.body.result.find((h) => h._id === head._id)?.record?.key).toBe('id:L-1042');
  });

  it('starts without one outside a CRM, and takes the first record a message brings', async () => {
    const first = await send(agent.token, 'What is a table rating?', null);
    expect(first.body.result.chat_head.record).toBeNull();
    const second = await send(agent.token, 'For this client?', first.body.result.chat_head._id, JAMES);
    expect(second.body.result.chat_head.record?.key).toBe('id:L-1043');
  });
});

describe('rename, delete and search threads', () => {
  it('renames a thread of the caller, trimmed, and refuses others, unknown ids and blank titles', async () => {
    const { chat_head } = (await send(agent.token, 'What does table 4 mean?', null)).body.result;
    const renamed = await server.call<ChatHead>('POST', '/api/chat-head/rename-chat-head', {
      token: agent.token,
      json: { _id: chat_head._id, title: '  Table   ratings  for Maria ' },
    });
    expect(renamed.body.result.title).toBe('Table ratings for Maria');
    const theirs = await server.call('POST', '/api/chat-head/rename-chat-head', {
      token: stranger.token,
      json: { _id: chat_head._id, title: 'Mine now' },
    });
    expect(theirs.status).toBe(403);
    const unknown = await server.call('POST', '/api/chat-head/rename-chat-head', {
      token: agent.token,
      json: { _id: '00000000-0000-4000-8000-000000000000', title: 'x' },
    });
    expect(unknown.status).toBe(404);
    for (const json of [{ _id: chat_head._id, title: '   ' }, { _id: 'nope', title: 'x' }, { _id: chat_head._id }]) {
      const bad = await server.call('POST', '/api/chat-head/rename-chat-head', { token: agent.token, json });
      expect(bad.status).toBe(422);
      expect(bad.body.message).toMatch(/Title|Chat id/);
    }
  });

  it('deletes a thread with its records, and only for its owner', async () => {
    const { chat_head } = (await send(agent.token, 'Delete me: what is a flat extra?', null)).body.result;
    const theirs = await server.call('POST', '/api/chat-head/delete-chat-head', {
      token: stranger.token,
      json: { _id: chat_head._id },
    });
    expect(theirs.status).toBe(403);
    const deleted = await server.call('POST', '/api/chat-head/delete-chat-head', {
      token: agent.token,
      json: { _id: chat_head._id },
    });
    expect(deleted.body.error_code).toBe(ErrorCode.success);
    expect((await records(agent.token, chat_head._id)).status).toBe(404);
    const again = await server.call('POST', '/api/chat-head/delete-chat-head', {
      token: agent.token,
      json: { _id: chat_head._id },
    });
    expect(again.status).toBe(404);
  });

  it('finds threads by title and by what was said in them, with a snippet, and only the caller’s', async () => {
    const own = (await send(agent.token, 'Zebrafish question: how is sleep apnea rated?', null)).body.result;
    await send(stranger.token, 'Zebrafish for strangers', null);
    const search = (q: string, token = agent.token, extra = '') =>
      server.call<ChatHeadMatch[]>('GET', `/api/chat-head/search-chat-heads?q=${encodeURIComponent(q)}${extra}`, {
        token,
      });
    const byTitle = await search('zebrafish');
    expect(byTitle.body.result.map((h) => h._id)).toEqual([own.chat_head._id]);
    expect(byTitle.body.result[0]!.snippet).toContain('Zebrafish question');
    // A word only the reply holds.
    const word = /\b(apnea|CPAP|compliance)\b/i.exec(own.result)?.[0] ?? 'apnea';
    const byContent = await search(word);
    expect(byContent.body.result.some((h) => h._id === own.chat_head._id)).toBe(true);
    expect((await search('zebrafish', stranger.token)).body.result).toHaveLength(1);
    // LIKE wildcards are searched for as characters.
    expect((await search('Zebra%question')).body.result).toEqual([]);
    expect((await search('Zebra_ish')).body.result).toEqual([]);
    expect((await search('zebrafish', agent.token, `&category_id=${underwriting._id}`)).body.result).toHaveLength(1);
    const blank = await search(' ');
    expect(blank.status).toBe(422);
    expect(blank.body.message).toBe('Search text is required.');
  });
});

describe('feedback on a reply', () => {
  it('keeps the agent’s verdict and note with the record, takes it back with null, and refuses others', async () => {
    const { chat_head, record } = (await send(agent.token, 'What is a substandard table?', null)).body.result;
    const marked = await server.call<ChatFeedback>('POST', '/api/chat/feedback', {
      token: agent.token,
      json: { record_id: record._id, rating: 'down', note: 'Table D is not 200%.' },
    });
    expect(marked.body.result).toEqual({ rating: 'down', note: 'Table D is not 200%.' });
    expect((await records(agent.token, chat_head._id)).body.result[0]!.feedback).toEqual(marked.body.result);

    const theirs = await server.call('POST', '/api/chat/feedback', {
      token: stranger.token,
      json: { record_id: record._id, rating: 'up' },
    });
    expect(theirs.status).toBe(403);
    const bad = await server.call('POST', '/api/chat/feedback', {
      token: agent.token,
      json: { record_id: record._id, rating: 'meh' },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.message).toBe('rating is "up", "down" or null.');

    const removed = await server.call('POST', '/api/chat/feedback', {
      token: agent.token,
      json: { record_id: record._id, rating: null },
    });
    expect(removed.body.result).toBeNull();
    expect((await records(agent.token, chat_head._id)).body.result[0]!.feedback).toBeNull();
  });
});

describe('regenerate', () => {
  it('asks again with the record in view now, and leaves earlier feedback with the answer it judged', async () => {
    const first = (await send(agent.token, 'Is this client insurable for term?', null, MARIA)).body.result;
    await server.call('POST', '/api/chat/feedback', {
      token: agent.token,
      json: { record_id: first.record._id, rating: 'down', note: 'Forgot the A1C.' },
    });
    const again = await server.call<Sent>('POST', '/api/chat/regenerate', {
      token: agent.token,
      json: { record_id: first.record._id, context: { ...MARIA, notes: 'Type 2 diabetes, A1C 6.8.' } },
    });
    expect(again.body.error_code).toBe(ErrorCode.success);
    expect(again.body.result.record._id).toBe(first.record._id);
    expect(again.body.result.record.status).toBe('complete');
    expect(again.body.result.record.context).toMatchObject({ notes: 'Type 2 diabetes, A1C 6.8.' });
    // The new answer has no verdict yet; the old verdict is still listed for the plan's owner.
    const [stored] = (await records(agent.token, first.chat_head._id)).body.result;
    expect(stored!.feedback).toBeNull();
    const marked = await server.call<MarkedAnswer[]>(
      'GET',
      `/api/chat/get-marked-answers?user_plan_id=${await agencyPlanId()}`,
      { token: agency.admin.token },
    );
    const entry = marked.body.result.find((m) => m.record_id === first.record._id);
    expect(entry).toMatchObject({ note: 'Forgot the A1C.', answer: first.result, question: first.record.user_content });
    expect(entry!.agent.name).toBe('Rita Agent');
  });

  it('refuses another user’s reply and a malformed id', async () => {
    const { record } = (await send(agent.token, 'What is a rated policy?', null)).body.result;
    const theirs = await server.call('POST', '/api/chat/regenerate', {
      token: stranger.token,
      json: { record_id: record._id },
    });
    expect(theirs.status).toBe(403);
    const bad = await server.call('POST', '/api/chat/regenerate', { token: agent.token, json: { record_id: 'r1' } });
    expect(bad.status).toBe(422);
  });
});

async function agencyPlanId(): Promise<string> {
  const row = await server.deps.db
    .selectFrom('user_plans')
    .select('id')
    .where('user_id', '=', agency.admin.id)
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('answers marked wrong, for the owner of the plan', () => {
  it('is the owner’s call only: not the agent’s, not another owner’s, and 404 for no plan', async () => {
    const planId = await agencyPlanId();
    const asAgent = await server.call('GET', `/api/chat/get-marked-answers?user_plan_id=${planId}`, {
      token: agent.token,
    });
    expect(asAgent.status).toBe(403);
    const asStranger = await server.call('GET', `/api/chat/get-marked-answers?user_plan_id=${planId}`, {
      token: stranger.token,
    });
    expect(asStranger.status).toBe(403);
    const none = await server.call(
      'GET',
      '/api/chat/get-marked-answers?user_plan_id=00000000-0000-4000-8000-000000000000',
      {
        token: agency.admin.token,
      },
    );
    expect(none.status).toBe(404);
    // Thumbs up are not listed.
    const { record } = (await send(agent.token, 'What is a preferred plus class?', null)).body.result;
    await server.call('POST', '/api/chat/feedback', {
      token: agent.token,
      json: { record_id: record._id, rating: 'up' },
    });
    const listed = await server.call<MarkedAnswer[]>('GET', `/api/chat/get-marked-answers?user_plan_id=${planId}`, {
      token: agency.admin.token,
    });
    expect(listed.body.result.every((m) => m.rating === 'down')).toBe(true);
    expect(listed.body.result.some((m) => m.record_id === record._id)).toBe(false);
  });
});

describe('the key status the widget asks for before its login form', () => {
  const status = (key: string, origin: string) =>
    server.call<{ allowed: boolean }>('GET', `/api/embed/key-status?key=${encodeURIComponent(key)}`, {
      headers: { origin },
    });

  it('says an allowed origin may use the key, and readably refuses another origin or a bad key', async () => {
    expect((await status(agency.key.key, CRM_ORIGIN)).body.result).toEqual({ allowed: true });
    const refused = await status(agency.key.key, 'https://elsewhere.example');
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(
      "This website (https://elsewhere.example) is not allowed to use this Mentor widget. Please ask your agency admin to add it to the key's allowed origins.",
    );
    expect(refused.headers.get('access-control-allow-origin')).toBe('https://elsewhere.example');
    const unknown = await status('mk_nope', CRM_ORIGIN);
    expect(unknown.status).toBe(403);
    expect(unknown.body.message).toMatch(/not valid/);
  });
});
