import nodemailer from 'nodemailer';
import type { Config } from '../config';
import type { Db } from '../db/database';
import type { Logger } from '../log';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  readonly transport: 'outbox' | 'smtp';
  send(message: MailMessage): Promise<void>;
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
    async close() {},
  };
}

/** SMTP through nodemailer. Messages are not kept: codes must not sit in the database in production. */
export function createSmtpMailer(config: Config, log: Logger): Mailer {
  const transporter = nodemailer.createTransport(config.smtpUrl);
  return {
    transport: 'smtp',
    async send(message) {
      await transporter.sendMail({ from: config.mailFrom, ...message });
      log.info({ to: message.to, subject: message.subject }, 'mail sent by smtp');
    },
    async close() {
      transporter.close();
    },
  };
}

export function createMailer(config: Config, db: Db, log: Logger, clock: () => Date): Mailer {
  return config.smtpUrl ? createSmtpMailer(config, log) : createOutboxMailer(db, log, clock);
}
