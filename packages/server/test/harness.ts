import { PlanId } from '@mentor/core';
import { randomBytes } from 'node:crypto';
import { loadConfig, type Config } from '../src/config';
import { dropSchema } from '../src/db/database';
import { startServer, type RunningServer } from '../src/server';

/** A test clock that starts now and moves only when told. */
export function testClock(start = new Date()) {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance(ms: number) {
      now += ms;
    },
  };
}

export interface TestServer extends RunningServer {
  clock: ReturnType<typeof testClock>;
  /** Its PostgreSQL schema (a second server may open its own pool on it); undefined on PGlite. */
  schema: string | undefined;
  /** Calls the API and returns the HTTP status and the parsed envelope. */
  call<T = unknown>(method: string, path: string, options?: CallOptions): Promise<CallResult<T>>;
  /** The newest messages the outbox holds for an address (dev mailbox). */
  mailbox(email: string): Promise<{ to: string; subject: string; text: string; html: string }[]>;
  /** The 4-digit code of the newest code e-mail to an address. */
  latestCode(email: string): Promise<string>;
}

export interface CallOptions {
  token?: string | null;
  json?: unknown;
  /** A raw body (malformed JSON tests), sent as application/json. */
  raw?: string;
  form?: FormData;
  headers?: Record<string, string>;
}

export interface CallResult<T> {
  status: number;
  body: { error_code: number; message: string; result: T };
  headers: Headers;
}

/**
 * Starts a real server on a fresh database: PGlite in memory by default, or, when DATABASE_URL is
 * set, a schema of its own on that PostgreSQL server (dropped on close so runs do not collide).
 */
export async function startTestServer(
  overrides: Partial<Config> = {},
  shareDatabaseOf?: TestServer,
): Promise<TestServer> {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  // A second server on the first one's database costs nothing; a new PGlite costs seconds.
  const schema = databaseUrl && !shareDatabaseOf ? `test_${randomBytes(6).toString('hex')}` : undefined;
  const defaults = loadConfig({ NODE_ENV: 'test', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent' });
  const config: Config = {
    ...defaults,
    // Every test request comes from one address, so the limits per client address across
    // accounts are loosened here; the tests of those limits set the product's values back.
    rateLimits: { ...defaults.rateLimits, signupsPerIp: 1e6, codeRequestsPerIp: 1e6, codeChecksPerIp: 1e6 },
    databaseUrl,
    dataDir: 'memory://',
    staticRoot: '/nonexistent',
    // Billing and referral tests jump weeks ahead with one session: the idle timeout is off unless a
    // test asks for it (sessions.test.ts runs with the product's 7 days).
    sessionIdleDays: 3650,
    ...overrides,
  };
  const clock = testClock();
  const shared = shareDatabaseOf ? { database: { ...shareDatabaseOf.database, close: async () => {} } } : {};
  const server = await startServer(config, {
    clock: clock.now,
    renewals: false,
    ...(schema ? { schema } : {}),
    ...shared,
  });

  const call = async <T>(method: string, path: string, options: CallOptions = {}): Promise<CallResult<T>> => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: BodyInit | undefined;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    } else if (options.raw !== undefined) {
      headers['content-type'] = 'application/json';
      body = options.raw;
    } else if (options.form) {
      body = options.form;
    }
    const response = await fetch(`${server.url}${path}`, { method, headers, ...(body !== undefined ? { body } : {}) });
    const text = await response.text();
    let parsed: CallResult<T>['body'];
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new Error(`${method} ${path} answered ${response.status} without an envelope: ${text.slice(0, 200)}`);
    }
    return { status: response.status, body: parsed, headers: response.headers };
  };

  const mailbox = async (email: string) => {
    const res = await call<{ to: string; subject: string; text: string; html: string }[]>(
      'GET',
      `/api/dev/mailbox?email=${encodeURIComponent(email)}`,
    );
    return res.body.result;
  };

  return {
    ...server,
    schema: schema ?? shareDatabaseOf?.schema,
    clock,
    call,
    mailbox,
    async latestCode(email) {
      const [newest] = await mailbox(email);
      const match = /Your code is (\d{4})/.exec(newest?.text ?? '');
      if (!match) throw new Error(`No code e-mail for ${email}`);
      return match[1]!;
    },
    async close() {
      await server.close();
      if (databaseUrl && schema) await dropSchema(databaseUrl, schema);
    },
  };
}

/** Signs up, reads the code from the mailbox and verifies: a verified user and their token. */
export async function createVerifiedUser(server: TestServer, name = 'Test User') {
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}.${randomBytes(4).toString('hex')}@example.com`;
  const password = 'Secret123';
  const form = new FormData();
  form.set('name', name);
  form.set('email', email);
  form.set('password', password);
  const signUp = await server.call<{ _id: string; token: string }>('POST', '/api/user/new-user', { form });
  if (signUp.body.error_code !== 0) throw new Error(`sign-up failed: ${signUp.body.message}`);
  const code = await server.latestCode(email);
  const verify = await server.call('POST', '/api/user/validate-verification-code', { json: { email, code } });
  if (verify.body.error_code !== 0) throw new Error(`verify failed: ${verify.body.message}`);
  return { id: signUp.body.result._id, token: signUp.body.result.token, email, password, name };
}

/** Gives a user a live plan directly in the database (the payment flow has its own tests). */
export async function subscribe(server: TestServer, userId: string, planId: string = PlanId.agent) {
  const now = server.clock.now();
  await server.deps.db
    .insertInto('user_plans')
    .values({
      user_id: userId,
      plan_id: planId,
      status: 'active',
      referral_code: `T${randomBytes(5).toString('hex').toUpperCase()}`,
      current_period_start: now,
      current_period_end: new Date(now.getTime() + 30 * 86_400_000),
      created_on: now,
    })
    .execute();
}

/** Reads a server-sent-events reply into its events, in order. */
export async function readEvents(response: Response): Promise<{ event: string; data: unknown }[]> {
  const text = await response.text();
  return text
    .split(/\n\n/)
    .map((block) => {
      const event = /^event: (.*)$/m.exec(block)?.[1];
      const data = block
        .split('\n')
        .filter((line) => line.startsWith('data: '))
        .map((line) => line.slice(6))
        .join('\n');
      return event ? { event, data: JSON.parse(data) as unknown } : null;
    })
    .filter((e): e is { event: string; data: unknown } => e !== null);
}
