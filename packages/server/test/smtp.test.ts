import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { ErrorCode } from '@mentor/core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from './harness';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

let smtp: SMTPServer;
let received: Received[] = [];
let server: TestServer;

let smtpPort = 0;

/** The local SMTP peer; started again on the same port after a stop, as a mail server comes back. */
async function startPeer(port: number): Promise<number> {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(port, '127.0.0.1', resolve));
  return (smtp.server.address() as AddressInfo).port;
}
const stopPeer = () => new Promise<void>((resolve) => smtp.close(() => resolve()));

beforeAll(async () => {
  smtpPort = await startPeer(0);
  server = await startTestServer({ smtpUrl: `smtp://127.0.0.1:${smtpPort}`, mailFrom: 'Mentor <codes@mentor.test>' });
});
afterAll(async () => {
  await server?.close();
  await stopPeer();
});

describe('mail over SMTP', () => {
  it('delivers the code e-mail to a local SMTP server', async () => {
    received = [];
    const form = new FormData();
    form.set('name', 'Smtp User');
    form.set('email', 'smtp.user@example.com');
    form.set('password', 'Secret123');
    const res = await server.call('POST', '/api/user/new-user', { form });
    expect(res.body.error_code).toBe(0);
    expect(received).toHaveLength(1);
    const mail = received[0]!;
    expect(mail.from).toBe('codes@mentor.test');
    expect(mail.to).toEqual(['smtp.user@example.com']);
    expect(mail.raw).toMatch(/Subject: Your Mentor verification code/);
    expect(mail.raw).toMatch(/Your code is \d{4}/);
    expect(mail.raw).toMatch(/Content-Type: text\/html/);
  });

  it('closes the dev mailbox while SMTP is the transport', async () => {
    const res = await server.call('GET', '/api/dev/mailbox?email=smtp.user@example.com');
    expect(res.status).toBe(404);
  });

  it('signs up while the mail server is down, and sends the code when it is back', async () => {
    await stopPeer();
    received = [];
    const email = 'mail.down@example.com';
    const form = new FormData();
    form.set('name', 'Mail Down');
    form.set('email', email);
    form.set('password', 'Secret123');
    const signUp = await server.call('POST', '/api/user/new-user', { form });
    expect(signUp.status).toBe(200);
    expect(signUp.body.error_code).toBe(ErrorCode.success);
    expect(received).toHaveLength(0);

    await startPeer(smtpPort);
    server.clock.advance(31_000);
    await server.deps.mailer.deliverDue();
    // The poll may have taken it first; either way it arrives.
    await vi.waitFor(() => expect(received.map((m) => m.to[0])).toContain(email));
    const code = /Your code is (\d{4})/.exec(received.find((m) => m.to[0] === email)!.raw)![1]!;
    const verify = await server.call('POST', '/api/user/validate-verification-code', { json: { email, code } });
    expect(verify.body.error_code).toBe(ErrorCode.success);
    // Delivered mail does not stay in the database.
    await vi.waitFor(async () => {
      const left = await server.deps.db.selectFrom('mail_outbox').select('id').where('to_email', '=', email).execute();
      expect(left).toHaveLength(0);
    });
  });
});
