import nodemailer from 'nodemailer';
import type { Config } from '../config';
import type { Db } from '../db/database';
import type { Logger } from '../log';
import { SmtpQueue } from './smtp-queue';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  readonly transport: 'outbox' | 'smtp';
  /** Stores the message for delivery; fails only when it could not even be stored. */
  send(message: MailMessage): Promise<void>;
  /** Delivers queued messages that are due now (SMTP; nothing waits in the outbox). */
  deliverDue(): Promise<number>;
  close(): Promise<void>;
}

/**
 * The default transport: messages are kept in the database and logged, and the dev mailbox reads
 * them back. Used whenever SMTP_URL is not set.
 */
export function createOutboxMailer(db: Db, log: Logger, clock: () => Date): Mailer {
  return {
    transport: 'outbox',
    async send(message) {
      await db
        .insertInto('mail_outbox')
        .values({
          to_email: message.to.toLowerCase(),
          subject: message.subject,
          text_body: message.text,
          html_body: message.html,
          transport: 'outbox',
          created_on: clock(),
        })
        .execute();
      log.info({ to: message.to, subject: message.subject }, 'mail stored in outbox');
    },
    deliverDue: async () => 0,
    async close() {},
  };
}

/**
 * SMTP through nodemailer, behind a queue with retries (smtp-queue.ts): `send` never fails because
 * the mail server is down; the message follows when it is back. Every `pollMs` this server sends
 * what is due.
 */
export function createSmtpMailer(config: Config, db: Db, log: Logger, clock: () => Date, pollMs = 5000): Mailer {
  const transporter = nodemailer.createTransport({
    url: config.smtpUrl,
    // A mail server that hangs must not hold a sign-up for minutes; the queue tries again.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  const queue = new SmtpQueue(db, log, clock, async (message) => {
    await transporter.sendMail({ from: config.mailFrom, ...message });
  });
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = running
      .then(() => queue.deliverDue())
      .catch((error: unknown) => log.error({ err: error }, 'mail queue failed'));
  }, pollMs);
  timer.unref();
  return {
    transport: 'smtp',
    send: (message) => queue.enqueue(message),
    deliverDue: () => queue.deliverDue(),
    async close() {
      clearInterval(timer);
      await running;
      transporter.close();
    },
  };
}

export function createMailer(config: Config, db: Db, log: Logger, clock: () => Date): Mailer {
  return config.smtpUrl ? createSmtpMailer(config, db, log, clock) : createOutboxMailer(db, log, clock);
}
