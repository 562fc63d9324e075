import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, dropSchema, type DatabaseHandle } from '../src/db/database';
import { deliverDue } from '../src/modules/api-v1/webhooks/dispatcher';
import { verifySignature } from '../src/modules/api-v1/webhooks/signature';
import { startTestServer, type TestServer } from './harness';
import { addEmployee, newEmail } from './employee-fixtures';
import { agencyWithKey, startReceiver, v1, waitFor, type V1Error } from './api-v1-fixtures';

let server: TestServer;
type Endpoint = { id: string; object: string; url: string; events: string[]; secret?: string; secret_last4: string };
type Thread = { id: string };
type Message = { id: string; thread_id: string; agent: string; reply: { content: string } | null };
type Event = {
  id: string;
  object: string;
  type: string;
  created_at: string;
  data: { object: Record<string, unknown> };
};

beforeAll(async () => {
  server = await startTestServer();
});
const receivers: Awaited<ReturnType<typeof startReceiver>>[] = [];
afterAll(async () => {
  await server?.close();
  for (const receiver of receivers) await receiver.close();
});

/** A webhook receiver on 127.0.0.1 answering `statuses` in turn, closed after the file. */
async function receiverOf(statuses: number[]) {
  const receiver = await startReceiver(statuses);
  receivers.push(receiver);
  return receiver;
}

function deliveriesOf(target: TestServer, endpointId: string) {
  return target.deps.db
    .selectFrom('api_webhook_deliveries')
    .selectAll()
    .where('endpoint_id', '=', endpointId)
    .orderBy('seq')
    .execute();
}

/** An agency whose key has an endpoint at the receiver's URL; returns the endpoint with its secret. */
async function agencyWithEndpoint(target: TestServer, url: string, events?: string[]) {
  const agency = await agencyWithKey(target, 'Hook Agency');
  const created = await v1<Endpoint>(target, 'POST', '/webhook_endpoints', {
    key: agency.key.key,
    json: { url, ...(events ? { events } : {}) },
  });
  expect(created.status).toBe(200);
  return { ...agency, endpoint: created.body };
}

async function askOnce(target: TestServer, key: string, agent: string) {
  const thread = await v1<Thread>(target, 'POST', '/threads', { key, agent });
  const sent = await v1<Message>(target, 'POST', `/threads/${thread.body.id}/messages`, {
    key,
    agent,
    json: { content: 'What does contestability mean on a new policy?' },
  });
  expect(sent.status).toBe(200);
  return sent.body;
}

/** An agency with an endpoint at the receiver, and one reply whose message.completed was tried once. */
async function triedOnce<R extends { url: string }>(target: TestServer, receiver: R) {
  const agency = await agencyWithEndpoint(target, receiver.url, ['message.completed']);
  await askOnce(target, agency.key.key, agency.admin.email);
  await waitFor(async () => (await deliveriesOf(target, agency.endpoint.id))[0]?.attempts === 1, 'the first attempt');
  return { receiver, agency };
}

/** Moves the server's clock to a delivery's next attempt and sends what is due. */
async function runNextAttempt(target: TestServer, endpointId: string, attemptsBefore: number) {
  const [delivery] = await deliveriesOf(target, endpointId);
  const due = delivery!.next_attempt_on!.getTime() - target.clock.now().getTime();
  if (due > 0) target.clock.advance(due);
  await deliverDue(target.deps);
  return waitFor(
    async () => ((await deliveriesOf(target, endpointId))[0]!.attempts > attemptsBefore ? true : null),
    `attempt ${attemptsBefore + 1}`,
  );
}

describe('webhook endpoints', () => {
  it('are created with a signing secret shown once, listed without it, and deleted', async () => {
    const agency = await agencyWithKey(server, 'Endpoint Agency');
    const created = await v1<Endpoint>(server, 'POST', '/webhook_endpoints', {
      key: agency.key.key,
      json: { url: 'https://crm.example.com/hooks', events: ['seat.created'] },
    });
    expect(created.body).toMatchObject({ object: 'webhook_endpoint', events: ['seat.created'] });
    expect(created.body.secret).toMatch(/^whsec_/);
    const listed = await v1<{ data: Endpoint[] }>(server, 'GET', '/webhook_endpoints', { key: agency.key.key });
    expect(listed.body.data).toHaveLength(1);
    expect(listed.body.data[0]!.secret).toBeUndefined();
    expect(listed.body.data[0]!.secret_last4).toBe(created.body.secret!.slice(-4));
    const stored = await server.deps.db
      .selectFrom('api_webhook_endpoints')
      .select('secret_ciphertext')
      .where('id', '=', created.body.id)
      .executeTakeFirstOrThrow();
    expect(stored.secret_ciphertext).not.toContain(created.body.secret);

    const otherAgency = await agencyWithKey(server, 'Other Hooks');
    const foreign = await v1<V1Error>(server, 'DELETE', `/webhook_endpoints/${created.body.id}`, {
      key: otherAgency.key.key,
    });
    expect(foreign.status).toBe(404);
    const deleted = await v1(server, 'DELETE', `/webhook_endpoints/${created.body.id}`, { key: agency.key.key });
    expect(deleted.body).toEqual({ id: created.body.id, object: 'webhook_endpoint', deleted: true });
    const bad = await v1<V1Error>(server, 'POST', '/webhook_endpoints', {
      key: agency.key.key,
      json: { url: 'ftp://x' },
    });
    expect(bad.body.error).toMatchObject({ code: 'parameter_invalid', param: 'url' });
  });

  it('must be public https addresses where private ones are not allowed (production)', async () => {
    const strict = await startTestServer({ webhookAllowPrivate: false }, server);
    try {
      const agency = await agencyWithKey(strict, 'Strict Agency');
      for (const url of [
        'http://crm.example.com/h',
        'https://127.0.0.1/h',
        'https://169.254.169.254/latest',
        'https://localhost/h',
      ]) {
        const refused = await v1<V1Error>(strict, 'POST', '/webhook_endpoints', { key: agency.key.key, json: { url } });
        expect([url, refused.status]).toEqual([url, 400]);
      }
    } finally {
      await strict.close();
    }
  });
});

describe('webhook deliveries', () => {
  it('sends a signed message.completed to a receiver on 127.0.0.1', async () => {
    const receiver = await receiverOf([200]);
    const agency = await agencyWithEndpoint(server, receiver.url);
    const message = await askOnce(server, agency.key.key, agency.admin.email);
    await waitFor(async () => receiver.received.length > 0, 'the webhook');
    const [hook] = receiver.received;
    const event = JSON.parse(hook!.body) as Event;
    expect(event).toMatchObject({ object: 'event', type: 'message.completed' });
    expect(event.data.object).toMatchObject({
      id: message.id,
      thread_id: message.thread_id,
      agent: agency.admin.email,
    });
    expect(hook!.headers['mentor-event-id']).toBe(event.id);
    const signature = hook!.headers['mentor-signature'] as string;
    expect(signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    const now = Math.floor(server.clock.now().getTime() / 1000);
    expect(verifySignature(agency.endpoint.secret!, hook!.body, signature, now)).toBe(true);
    expect(verifySignature('whsec_wrong', hook!.body, signature, now)).toBe(false);
    expect(verifySignature(agency.endpoint.secret!, `${hook!.body} `, signature, now)).toBe(false);
    // Outside the replay window the same signature is refused.
    expect(verifySignature(agency.endpoint.secret!, hook!.body, signature, now + 301)).toBe(false);
    await waitFor(async () => (await deliveriesOf(server, agency.endpoint.id))[0]!.status === 'delivered', 'delivered');
  });

  it('retries a receiver that fails 3 times with back-off, and delivers on the 4th try', async () => {
    const { receiver, agency } = await triedOnce(server, await receiverOf([500, 503, 500, 200]));
    const first = (await deliveriesOf(server, agency.endpoint.id))[0]!;
    expect(first).toMatchObject({ status: 'pending', last_status_code: 500 });
    expect(first.next_attempt_on!.getTime() - server.clock.now().getTime()).toBe(60_000);

    await runNextAttempt(server, agency.endpoint.id, 1);
    const second = (await deliveriesOf(server, agency.endpoint.id))[0]!;
    expect(second.next_attempt_on!.getTime() - server.clock.now().getTime()).toBe(5 * 60_000);
    await runNextAttempt(server, agency.endpoint.id, 2);
    await runNextAttempt(server, agency.endpoint.id, 3);
    const done = (await deliveriesOf(server, agency.endpoint.id))[0]!;
    expect(done).toMatchObject({ status: 'delivered', attempts: 4, last_status_code: 200 });
    expect(receiver.received).toHaveLength(4);
    const ids = new Set(receiver.received.map((hook) => JSON.parse(hook.body).id));
    expect(ids.size).toBe(1);
    const attempts = await server.deps.db
      .selectFrom('api_webhook_attempts')
      .select('status_code')
      .where('delivery_id', '=', done.id)
      .orderBy('attempted_on')
      .execute();
    expect(attempts.map((a) => a.status_code)).toEqual([500, 503, 500, 200]);
  });

  it('gives up after 24 hours of failures', async () => {
    const { agency } = await triedOnce(server, await receiverOf([500]));
    const queued = (await deliveriesOf(server, agency.endpoint.id))[0]!.created_on.getTime();
    for (let attempts = 1; (await deliveriesOf(server, agency.endpoint.id))[0]!.status === 'pending'; attempts += 1) {
      await runNextAttempt(server, agency.endpoint.id, attempts);
    }
    const last = (await deliveriesOf(server, agency.endpoint.id))[0]!;
    expect(last.status).toBe('failed');
    expect(last.attempts).toBe(8);
    expect(server.clock.now().getTime() - queued).toBe(24 * 3_600_000);
  });

  it('loses nothing when the server restarts mid-retry', async () => {
    const databaseUrl = process.env.DATABASE_URL || undefined;
    const schema = databaseUrl ? `test_${randomBytes(6).toString('hex')}` : undefined;
    const database: DatabaseHandle = await openDatabase({
      databaseUrl,
      dataDir: 'memory://',
      ...(schema ? { schema } : {}),
    });
    const holder = { database, deps: { db: database.db, dbKind: database.kind } } as unknown as TestServer;
    const receiver = await receiverOf([500, 200]);
    try {
      const before = await startTestServer({}, holder);
      let endpointId: string;
      try {
        endpointId = (await triedOnce(before, receiver)).agency.endpoint.id;
      } finally {
        await before.close();
      }
      expect(receiver.received).toHaveLength(1);

      const after = await startTestServer({}, holder);
      try {
        await runNextAttempt(after, endpointId, 1);
        const delivery = (await deliveriesOf(after, endpointId))[0]!;
        expect(delivery).toMatchObject({ status: 'delivered', attempts: 2 });
        expect(receiver.received).toHaveLength(2);
        expect(receiver.received[1]!.body).toBe(receiver.received[0]!.body);
      } finally {
        await after.close();
      }
    } finally {
      await database.close();
      if (databaseUrl && schema) await dropSchema(databaseUrl, schema);
    }
  });

  it('sends seat.created and seat.removed from the seat rule', async () => {
    const receiver = await receiverOf([200]);
    const agency = await agencyWithEndpoint(server, receiver.url, ['seat.created', 'seat.removed']);
    const seen = () => receiver.received.map((hook) => JSON.parse(hook.body) as Event);
    // Added in the portal: an invitation holds a seat.
    const email = newEmail('seated');
    const added = await addEmployee(server, agency.admin, { email, full_name: 'Seated Agent' });
    await waitFor(async () => seen().length === 1, 'seat.created');
    expect(seen()[0]).toMatchObject({
      type: 'seat.created',
      data: { object: { object: 'seat', email, status: 'pending' } },
    });
    // Deactivated: the seat is freed.
    await server.call('POST', '/api/employee/set-status', {
      token: agency.admin.token,
      json: { _id: (added.body.result as { _id: string })._id, status: false },
    });
    await waitFor(async () => seen().length === 2, 'seat.removed');
    expect(seen()[1]).toMatchObject({ type: 'seat.removed', data: { object: { email, status: 'inactive' } } });
    // A new agent named by the API takes a seat.
    const apiAgent = newEmail('api-seat');
    await v1(server, 'POST', '/threads', { key: agency.key.key, agent: apiAgent });
    await waitFor(async () => seen().length === 3, 'seat.created by the API');
    expect(seen()[2]).toMatchObject({
      type: 'seat.created',
      data: { object: { email: apiAgent, status: 'active' } },
    });
    // Messages are not among this endpoint's events.
    expect(seen().every((event) => event.type !== 'message.completed')).toBe(true);
  });

  it('lists deliveries in the portal and resends one', async () => {
    const receiver = await receiverOf([200]);
    const agency = await agencyWithEndpoint(server, receiver.url, ['message.completed']);
    await askOnce(server, agency.key.key, agency.admin.email);
    await waitFor(async () => (await deliveriesOf(server, agency.endpoint.id))[0]?.status === 'delivered', 'delivered');
    const log = await server.call<{ _id: string; event_type: string; status: string; attempts: number }[]>(
      'GET',
      `/api/api-keys/get-deliveries?endpoint_id=${agency.endpoint.id}`,
      { token: agency.admin.token },
    );
    expect(log.body.result).toHaveLength(1);
    expect(log.body.result[0]).toMatchObject({ event_type: 'message.completed', status: 'delivered', attempts: 1 });
    const resent = await server.call<{ _id: string; status: string }>('POST', '/api/api-keys/resend-delivery', {
      token: agency.admin.token,
      json: { _id: log.body.result[0]!._id },
    });
    expect(resent.body.result.status).toBe('pending');
    await waitFor(async () => receiver.received.length === 2, 'the resent event');
    expect(receiver.received[1]!.body).toBe(receiver.received[0]!.body);
    // Another agency cannot read this log or resend from it.
    const stranger = await agencyWithKey(server, 'Stranger');
    const refused = await server.call('GET', `/api/api-keys/get-deliveries?endpoint_id=${agency.endpoint.id}`, {
      token: stranger.admin.token,
    });
    expect(refused.status).toBe(403);
    const noResend = await server.call('POST', '/api/api-keys/resend-delivery', {
      token: stranger.admin.token,
      json: { _id: log.body.result[0]!._id },
    });
    expect(noResend.status).toBe(403);
  });

  it('stops sending to the endpoints of a revoked key', async () => {
    const receiver = await receiverOf([200]);
    const agency = await agencyWithEndpoint(server, receiver.url, ['seat.created']);
    await server.call('POST', '/api/api-keys/revoke-key', {
      token: agency.admin.token,
      json: { _id: agency.key._id },
    });
    await addEmployee(server, agency.admin, { email: newEmail('after-revoke') });
    const events = await server.deps.db
      .selectFrom('api_events')
      .select('id')
      .where('owner_id', '=', agency.admin.id)
      .execute();
    expect(events).toHaveLength(0);
    expect(receiver.received).toHaveLength(0);
  });
});
