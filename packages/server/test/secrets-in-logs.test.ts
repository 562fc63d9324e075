import { Writable } from 'node:stream';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger, type Logger } from '../src/log';
import { startTestServer, type TestServer } from './harness';

// Issue 14: a failed query was logged with its parameters, and a scrypt password hash appeared in the log.
let server: TestServer;
let lines: string[];

function capturingLogger(): Logger {
  lines = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  return createLogger('info', sink);
}

beforeAll(async () => {
  server = await startTestServer();
  // The app reads its logger from deps on every request, so this captures every line it writes.
  (server.deps as { log: Logger }).log = capturingLogger();
});
afterAll(async () => {
  await server?.close();
});

describe('secrets in logs', () => {
  it('a failed sign-up query logs its statement but never the password, its scrypt hash or the e-mail code', async () => {
    // Any insert of this name now fails inside the database, with the hash among its parameters.
    await sql`alter table users add constraint log_leak_test check (name <> 'Log Leak')`.execute(server.deps.db);
    const form = new FormData();
    form.set('name', 'Log Leak');
    form.set('email', 'log.leak@example.com');
    form.set('password', 'Hunter2Secret');
    const result = await server.call('POST', '/api/user/new-user', { form });
    await sql`alter table users drop constraint log_leak_test`.execute(server.deps.db);

    expect(result.status).toBe(500);
    const log = lines.join('');
    expect(log).toContain('unhandled error');
    expect(log).toMatch(/insert into \\?"users\\?"/);
    expect(log).not.toContain('Hunter2Secret');
    expect(log).not.toContain('scrypt$');
    expect(log).not.toMatch(/Failing row contains/);
  });

  it('a bad login leaves no password in the log', async () => {
    lines.length = 0;
    await server.call('POST', '/api/user/login-user', {
      json: { email: 'nobody@example.com', password: 'Wr0ngSecret!' },
    });
    expect(lines.join('')).toContain('/api/user/login-user');
    expect(lines.join('')).not.toContain('Wr0ngSecret!');
  });

  it('redacts tokens, codes, passwords, hashes, card data, identity secrets and authorization headers in any log line', () => {
    const logger = capturingLogger();
    logger.info(
      {
        password: 'p1',
        token: 't1',
        code: '4821',
        user: { password_hash: 'scrypt$16384$8$1$c2FsdA==$a2V5', identity_secret: 's1' },
        card: { number: '4242424242424242', cvc: '123', exp_month: 12 },
        req: { headers: { authorization: 'Bearer abc123', cookie: 'sid=1' } },
        err: Object.assign(new Error('duplicate key'), { params: ['scrypt$x'], detail: 'Failing row contains (x)' }),
      },
      'something happened',
    );
    const line = lines.join('');
    for (const secret of [
      'p1"',
      't1"',
      '4821',
      'scrypt$',
      's1"',
      '4242424242424242',
      '"123"',
      'Bearer abc123',
      'sid=1',
      'Failing row',
    ]) {
      expect(line, secret).not.toContain(secret);
    }
    expect(line).toContain('[redacted]');
    expect(line).toContain('duplicate key');
  });
});
