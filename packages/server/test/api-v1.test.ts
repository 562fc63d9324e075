import { PlanId } from '@mentor/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedUser, readEvents, startTestServer, type TestServer } from './harness';
import { addEmployee, newEmail } from './employee-fixtures';
import { agencyWithKey, createKey, v1, v1Fetch, type V1Error } from './api-v1-fixtures';

let server: TestServer;
let agency: Awaited<ReturnType<typeof agencyWithKey>>;
let other: Awaited<ReturnType<typeof agencyWithKey>>;

type Thread = {
  id: string;
  object: string;
  title: string;
  agent: string;
  category: { name: string };
  metadata: Record<string, string>;
};
type Message = {
  id: string;
  status: string;
  content: string;
  thread_id: string;
  reply: { content: string; sources: { title: string; url: string | null }[] } | null;
};
type List<T> = { object: string; data: T[]; has_more: boolean };

beforeAll(async () => {
  server = await startTestServer();
  agency = await agencyWithKey(server, 'Api Agency');
  other = await agencyWithKey(server, 'Other Agency');
});
afterAll(async () => {
  await server?.close();
});

describe('API keys', () => {
  it('are shown once, listed redacted with their last use, and refused once revoked', async () => {
    const key = await createKey(server, agency.admin.token, ['chat'], 'Lifecycle');
    expect(key.key).toMatch(/^msk_[\w-]{40}$/);
    expect(key.redacted).toBe(`msk_…${key.key.slice(-4)}`);
    expect(key.last_used_on).toBeNull();

    const used = await v1<List<unknown>>(server, 'GET', '/categories', { key: key.key });
    expect(used.status).toBe(200);
    const listed = await server.call<{ _id: string; last_used_on: string | null; key?: string }[]>(
      'GET',
      '/api/api-keys/get-keys',
      { token: agency.admin.token },
    );
    const row = listed.body.result.find((k) => k._id === key._id)!;
    expect(row.key).toBeUndefined();
    expect(JSON.stringify(listed.body.result)).not.toContain(key.key);
    expect(row.last_used_on).toBe(server.clock.now().toISOString());
    // Only a hash is stored.
    const stored = await server.deps.db
      .selectFrom('api_keys')
      .selectAll()
      .where('id', '=', key._id)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(stored)).not.toContain(key.key);

    const revoked = await server.call('POST', '/api/api-keys/revoke-key', {
      token: agency.admin.token,
      json: { _id: key._id },
    });
    expect(revoked.status).toBe(200);
    const refused = await v1<V1Error>(server, 'GET', '/categories', { key: key.key });
    expect(refused.status).toBe(401);
    expect(refused.body.error).toMatchObject({ type: 'authentication_error', code: 'api_key_invalid' });
  });

  it('are refused without a key, with a wrong one, and from a browser', async () => {
    const none = await v1<V1Error>(server, 'GET', '/categories');
    expect(none.status).toBe(401);
    expect(none.body.error.code).toBe('api_key_missing');
    const wrong = await v1<V1Error>(server, 'GET', '/categories', { key: 'msk_not_a_key' });
    expect(wrong.body.error.code).toBe('api_key_invalid');
    const browser = await v1<V1Error>(server, 'GET', '/categories', {
      key: agency.key.key,
      headers: { origin: 'https://crm.example.com' },
    });
    expect(browser.status).toBe(403);
    expect(browser.body.error).toMatchObject({ type: 'permission_error', code: 'browser_origin_refused' });
    expect(browser.headers.get('access-control-allow-origin')).toBeNull();
    const sameSite = await v1<V1Error>(server, 'GET', '/categories', {
      key: agency.key.key,
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(sameSite.status).toBe(403);
  });

  it('carry scopes: a call outside them is refused', async () => {
    const seatsOnly = await createKey(server, agency.admin.token, ['seats:read'], 'Seats only');
    const chat = await v1<V1Error>(server, 'GET', '/threads', { key: seatsOnly.key, agent: agency.admin.email });
    expect(chat.status).toBe(403);
    expect(chat.body.error).toMatchObject({ type: 'permission_error', code: 'missing_scope' });
    expect(chat.body.error.message).toContain('"chat"');
    expect((await v1(server, 'GET', '/seats', { key: seatsOnly.key })).status).toBe(200);
    const hooks = await v1<V1Error>(server, 'GET', '/webhook_endpoints', { key: seatsOnly.key });
    expect(hooks.body.error.code).toBe('missing_scope');

    const chatOnly = await createKey(server, agency.admin.token, ['chat'], 'Chat only');
    expect((await v1<V1Error>(server, 'GET', '/seats', { key: chatOnly.key })).body.error.code).toBe('missing_scope');
  });

  it('belong to agency admins: a plan without embed, or no plan, cannot create one', async () => {
    const nobody = await createVerifiedUser(server, 'No Plan');
    const refused = await server.call('POST', '/api/api-keys/create-key', {
      token: nobody.token,
      json: { name: 'x', scopes: ['chat'] },
    });
    expect(refused.status).toBe(403);
    const noScope = await server.call('POST', '/api/api-keys/create-key', {
      token: agency.admin.token,
      json: { name: 'x', scopes: [] },
    });
    expect(noScope.status).toBe(422);
    expect(noScope.body.message).toBe('Choose at least one scope for the key.');
  });

  it("stop working when the agency's plan lapses", async () => {
    const lapsing = await agencyWithKey(server, 'Lapsing Agency', ['chat'], PlanId.agent);
    await server.deps.db
      .updateTable('user_plans')
      .set({ status: 'expired' })
      .where('user_id', '=', lapsing.admin.id)
      .execute();
    const refused = await v1<V1Error>(server, 'GET', '/categories', { key: lapsing.key.key });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('subscription_inactive');
  });
});

describe('threads and messages', () => {
  it('creates a thread for an agent, answers a message with sources, and lists both', async () => {
    const created = await v1<Thread>(server, 'POST', '/threads', {
      key: agency.key.key,
      agent: agency.admin.email,
      json: { category: 'underwriting', metadata: { crm_lead_id: 'L-1' } },
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      object: 'thread',
      title: 'New thread',
      agent: agency.admin.email,
      category: { name: 'Underwriting' },
      metadata: { crm_lead_id: 'L-1' },
    });
    expect(created.headers.get('ratelimit-limit')).toBe('120');
    expect(Number(created.headers.get('ratelimit-remaining'))).toBeLessThan(120);

    const sent = await v1<Message>(server, 'POST', `/threads/${created.body.id}/messages`, {
      key: agency.key.key,
      agent: agency.admin.email,
      json: { content: 'Can a client on metformin with an A1C of 6.8 get preferred rates for term?' },
    });
    expect(sent.status).toBe(200);
    expect(sent.body.status).toBe('complete');
    expect(sent.body.reply!.content.length).toBeGreaterThan(40);
    expect(sent.body.reply!.sources.length).toBeGreaterThan(0);

    const thread = await v1<Thread>(server, 'GET', `/threads/${created.body.id}`, {
      key: agency.key.key,
      agent: agency.admin.email,
    });
    expect(thread.body.title).toBe('Can a client on metformin with an A1C of 6.8 get preferred…');
    const messages = await v1<List<Message>>(server, 'GET', `/threads/${created.body.id}/messages`, {
      key: agency.key.key,
      agent: agency.admin.email,
    });
    expect(messages.body.data.map((m) => m.id)).toEqual([sent.body.id]);

    // The same thread is the agent's in the portal too: one chat path, one history.
    const portal = await server.call<{ _id: string; bot_content: string }[]>(
      'GET',
      `/api/chat/get-all-list?chat_head_id=${created.body.id}`,
      { token: agency.admin.token },
    );
    expect(portal.body.result[0]!.bot_content).toBe(sent.body.reply!.content);
  });

  it('streams a reply as the portal does: meta, deltas, done', async () => {
    const thread = await v1<Thread>(server, 'POST', '/threads', { key: agency.key.key, agent: agency.admin.email });
    const response = await v1Fetch(server, 'POST', `/threads/${thread.body.id}/messages`, {
      key: agency.key.key,
      agent: agency.admin.email,
      json: { content: 'What is a 1035 exchange?', stream: true },
    });
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const events = await readEvents(response);
    expect(events[0]!.event).toBe('meta');
    expect(events.filter((e) => e.event === 'delta').length).toBeGreaterThan(0);
    const done = events.at(-1)!;
    expect(done.event).toBe('done');
    const message = (done.data as { message: Message }).message;
    const streamed = events
      .filter((e) => e.event === 'delta')
      .map((e) => (e.data as { text: string }).text)
      .join('');
    expect(streamed).toBe(message.reply!.content);
    expect((events[0]!.data as { message_id: string }).message_id).toBe(message.id);
  });

  it('pages threads and messages with cursors', async () => {
    const agent = newEmail('pager');
    const ids: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const thread = await v1<Thread>(server, 'POST', '/threads', {
        key: agency.key.key,
        agent,
        json: { title: `Lead ${i}` },
      });
      ids.push(thread.body.id);
    }
    const page1 = await v1<List<Thread>>(server, 'GET', '/threads?limit=2', { key: agency.key.key, agent });
    expect(page1.body.data.map((t) => t.title)).toEqual(['Lead 4', 'Lead 3']);
    expect(page1.body.has_more).toBe(true);
    const page2 = await v1<List<Thread>>(server, 'GET', `/threads?limit=2&starting_after=${page1.body.data[1]!.id}`, {
      key: agency.key.key,
      agent,
    });
    expect(page2.body.data.map((t) => t.title)).toEqual(['Lead 2', 'Lead 1']);
    const page3 = await v1<List<Thread>>(server, 'GET', `/threads?limit=2&starting_after=${page2.body.data[1]!.id}`, {
      key: agency.key.key,
      agent,
    });
    expect(page3.body).toMatchObject({ has_more: false });
    expect(page3.body.data.map((t) => t.title)).toEqual(['Lead 0']);
    const back = await v1<List<Thread>>(server, 'GET', `/threads?limit=2&ending_before=${page3.body.data[0]!.id}`, {
      key: agency.key.key,
      agent,
    });
    expect(back.body.data.map((t) => t.title)).toEqual(['Lead 2', 'Lead 1']);
    expect(back.body.has_more).toBe(true);

    const bad = await v1<V1Error>(server, 'GET', '/threads?limit=500', { key: agency.key.key, agent });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({ code: 'parameter_invalid', param: 'limit' });

    for (const content of ['First question about term life', 'Second about whole life', 'Third about annuities']) {
      await v1(server, 'POST', `/threads/${ids[0]}/messages`, { key: agency.key.key, agent, json: { content } });
    }
    const newest = await v1<List<Message>>(server, 'GET', `/threads/${ids[0]}/messages?order=desc&limit=1`, {
      key: agency.key.key,
      agent,
    });
    expect(newest.body.data[0]!.content).toBe('Third about annuities');
    const older = await v1<List<Message>>(
      server,
      'GET',
      `/threads/${ids[0]}/messages?order=desc&limit=5&starting_after=${newest.body.data[0]!.id}`,
      { key: agency.key.key, agent },
    );
    expect(older.body.data.map((m) => m.content)).toEqual([
      'Second about whole life',
      'First question about term life',
    ]);
  });

  it('deletes a thread with its messages', async () => {
    const thread = await v1<Thread>(server, 'POST', '/threads', { key: agency.key.key, agent: agency.admin.email });
    const deleted = await v1(server, 'DELETE', `/threads/${thread.body.id}`, {
      key: agency.key.key,
      agent: agency.admin.email,
    });
    expect(deleted.body).toEqual({ id: thread.body.id, object: 'thread', deleted: true });
    const gone = await v1<V1Error>(server, 'GET', `/threads/${thread.body.id}`, {
      key: agency.key.key,
      agent: agency.admin.email,
    });
    expect(gone.status).toBe(404);
    expect(gone.body.error).toMatchObject({
      type: 'invalid_request_error',
      code: 'resource_missing',
      param: 'thread_id',
    });
  });

  it('refuses bad input with 4xx and a message, never 500', async () => {
    const agent = agency.admin.email;
    const key = agency.key.key;
    const thread = await v1<Thread>(server, 'POST', '/threads', { key, agent });
    const cases: [string, string, unknown, number, string][] = [
      ['POST', `/threads/${thread.body.id}/messages`, {}, 400, 'content'],
      ['POST', `/threads/${thread.body.id}/messages`, { content: '   ' }, 400, 'content'],
      ['POST', `/threads/${thread.body.id}/messages`, { content: 'x'.repeat(9000) }, 400, 'content'],
      ['POST', `/threads/${thread.body.id}/messages`, { content: 'hi', context: 'lead' }, 400, 'context'],
      ['POST', `/threads/${thread.body.id}/messages`, { content: 'hi', stream: 'yes' }, 400, 'stream'],
      [
        'POST',
        `/threads/${thread.body.id}/messages`,
        { content: 'hi', context: { blob: 'x'.repeat(5000) } },
        400,
        'context',
      ],
      ['POST', '/threads', { category: 'Astrology' }, 400, 'category'],
      ['POST', '/threads', { metadata: { a: 1 } }, 400, 'metadata.a'],
      ['POST', '/threads', { title: '' }, 400, 'title'],
      ['POST', '/threads', [1, 2], 400, 'body'],
      ['GET', '/threads/not-a-uuid', undefined, 400, 'thread_id'],
    ];
    for (const [method, path, json, status, param] of cases) {
      const result = await v1<V1Error>(server, method, path, { key, agent, ...(json !== undefined ? { json } : {}) });
      expect([path, result.status, result.body.error.param]).toEqual([path, status, param]);
      expect(result.body.error.message.length).toBeGreaterThan(5);
    }
    const malformed = await v1<V1Error>(server, 'POST', '/threads', { key, agent, raw: '{"title": ' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.code).toBe('invalid_json');
    const noAgent = await v1<V1Error>(server, 'GET', '/threads', { key });
    expect(noAgent.body.error).toMatchObject({ code: 'agent_missing', param: 'X-Mentor-Agent' });
    const badAgent = await v1<V1Error>(server, 'GET', '/threads', { key, agent: 'not an email' });
    expect(badAgent.body.error).toMatchObject({ code: 'parameter_invalid', param: 'X-Mentor-Agent' });
    const unknown = await v1<V1Error>(server, 'GET', '/nothing-here', { key });
    expect(unknown.status).toBe(404);
    const huge = await v1<V1Error>(server, 'POST', '/threads', {
      key,
      agent,
      raw: JSON.stringify({ title: 'x'.repeat(70_000) }),
    });
    expect(huge.status).toBe(413);
  });
});

describe('agents and seats', () => {
  it('gives a new agent a free seat on its first write, never on a read', async () => {
    const email = newEmail('fresh');
    const read = await v1<List<Thread>>(server, 'GET', '/threads', { key: agency.key.key, agent: email });
    expect(read.body.data).toEqual([]);
    expect(
      await server.deps.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst(),
    ).toBeUndefined();
    const created = await v1<Thread>(server, 'POST', '/threads', {
      key: agency.key.key,
      agent: email,
      headers: { 'x-mentor-agent-name': 'Fresh Agent' },
    });
    expect(created.status).toBe(200);
    const seats = await v1<List<{ email: string; name: string; role: string; status: string }>>(
      server,
      'GET',
      '/seats',
      {
        key: agency.key.key,
      },
    );
    expect(seats.body.data.find((s) => s.email === email)).toMatchObject({
      name: 'Fresh Agent',
      role: 'agent',
      status: 'active',
    });
    expect(seats.body.data[0]).toMatchObject({ email: agency.admin.email, role: 'owner' });
  });

  it('refuses an agent of another account, an inactive seat, and a full plan', async () => {
    const outsider = await createVerifiedUser(server, 'Outsider');
    const refused = await v1<V1Error>(server, 'POST', '/threads', { key: agency.key.key, agent: outsider.email });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('agent_not_in_agency');
    // The other agency's owner is not this agency's agent either.
    const otherOwner = await v1<V1Error>(server, 'GET', '/threads', { key: agency.key.key, agent: other.admin.email });
    expect(otherOwner.body.error.code).toBe('agent_not_in_agency');

    const small = await agencyWithKey(server, 'Solo Agent', ['chat'], PlanId.agent);
    const full = await v1<V1Error>(server, 'POST', '/threads', { key: small.key.key, agent: newEmail('nope') });
    expect(full.status).toBe(403);
    expect(full.body.error.code).toBe('no_free_seat');

    const email = newEmail('inactive');
    const added = await addEmployee(server, agency.admin, { email });
    await server.call('POST', '/api/employee/set-status', {
      token: agency.admin.token,
      json: { _id: (added.body.result as { _id: string })._id, status: false },
    });
    const inactive = await v1<V1Error>(server, 'GET', '/threads', { key: agency.key.key, agent: email });
    expect(inactive.body.error.code).toBe('seat_inactive');
  });

  it("never lets one agency's key read another agency's threads or seats", async () => {
    const mine = await v1<Thread>(server, 'POST', '/threads', { key: agency.key.key, agent: agency.admin.email });
    await v1(server, 'POST', `/threads/${mine.body.id}/messages`, {
      key: agency.key.key,
      agent: agency.admin.email,
      json: { content: 'Private question about a lead' },
    });
    const theirs = { key: other.key.key, agent: other.admin.email };
    for (const [method, path] of [
      ['GET', `/threads/${mine.body.id}`],
      ['GET', `/threads/${mine.body.id}/messages`],
      ['DELETE', `/threads/${mine.body.id}`],
      ['GET', `/threads?starting_after=${mine.body.id}`],
    ] as const) {
      const result = await v1<V1Error>(server, method, path, theirs);
      expect([path, result.status]).toEqual([path, 404]);
      expect(JSON.stringify(result.body)).not.toContain('Private question');
    }
    const sent = await v1<V1Error>(server, 'POST', `/threads/${mine.body.id}/messages`, {
      ...theirs,
      json: { content: 'hi' },
    });
    expect(sent.status).toBe(404);
    const list = await v1<List<Thread>>(server, 'GET', '/threads', theirs);
    expect(list.body.data.map((t) => t.id)).not.toContain(mine.body.id);
    const seats = await v1<List<{ email: string }>>(server, 'GET', '/seats', { key: other.key.key });
    expect(seats.body.data.map((s) => s.email)).toEqual([other.admin.email]);
    // Within one agency, an agent's threads are theirs: another agent of the same agency cannot read them.
    const colleague = await v1<V1Error>(server, 'GET', `/threads/${mine.body.id}`, {
      key: agency.key.key,
      agent: newEmail('colleague'),
    });
    expect(colleague.status).toBe(404);
    // And a thread the agent began in the portal stays theirs: the API never lists it.
    const categories = await v1<List<{ id: string }>>(server, 'GET', '/categories', { key: agency.key.key });
    const portal = await server.call<{ chat_head: { _id: string } }>('POST', '/api/chat/start-chat', {
      token: agency.admin.token,
      json: { category_id: categories.body.data[0]!.id, messages: [{ role: 'user', content: 'My own note' }] },
    });
    const listed = await v1<List<Thread>>(server, 'GET', '/threads?limit=100', {
      key: agency.key.key,
      agent: agency.admin.email,
    });
    expect(listed.body.data.map((t) => t.id)).not.toContain(portal.body.result.chat_head._id);
    const direct = await v1(server, 'GET', `/threads/${portal.body.result.chat_head._id}`, {
      key: agency.key.key,
      agent: agency.admin.email,
    });
    expect(direct.status).toBe(404);
  });
});
