import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

let smtp: SMTPServer;
let received: Received[] = [];
let server: TestServer;

beforeAll(async () => {
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
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const port = (smtp.server.address() as AddressInfo).port;
  server = await startTestServer({ smtpUrl: `smtp://127.0.0.1:${port}`, mailFrom: 'Mentor <codes@mentor.test>' });
});
afterAll(async () => {
  await server?.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
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
});
