import type { Db } from '../db/database';
import type { Logger } from '../log';
import type { MailMessage } from './mailer';

/** A message is retried for this long after it was queued, then given up (a code is long dead by then). */
export const MAIL_RETRY_FOR_MS = 24 * 3_600_000;
/** Waits after the 1st, 2nd, … failed attempt; the last repeats. Short at first: codes expire in 10 minutes. */
export const MAIL_BACKOFF_SECONDS = [30, 60, 2 * 60, 5 * 60, 10 * 60] as const;
/** A claimed message is another server's for this long (longer than one SMTP attempt can take). */
const LEASE_MS = 2 * 60_000;
const BATCH = 20;

/** Delivers one message; throws when the mail server did not take it. */
export type Deliver = (message: MailMessage) => Promise<void>;

interface QueuedRow {
  id: string;
  to_email: string;
  subject: string;
  text_body: string;
  html_body: string;
  attempts: number;
  created_on: Date;
}

/**
 * SMTP mail goes through `mail_outbox`: queued first, then delivered, and deleted once the mail
 * server has it (codes must not stay in the database). A mail server that is down fails no request:
 * the message waits and is retried with back-off by every server's poll, on the server's clock.
 */
export class SmtpQueue {
  constructor(
    private readonly db: Db,
    private readonly log: Logger,
    private readonly clock: () => Date,
    private readonly deliver: Deliver,
  ) {}

  /** Queues a message and makes the first attempt now; a failed attempt is only logged. */
  async enqueue(message: MailMessage): Promise<void> {
    const now = this.clock();
    const row = await this.db
      .insertInto('mail_outbox')
      .values({
        to_email: message.to.toLowerCase(),
        subject: message.subject,
        text_body: message.text,
        html_body: message.html,
        transport: 'smtp',
        created_on: now,
        // Leased by this attempt, so a poll on another server does not send it at the same time.
        next_attempt_on: new Date(now.getTime() + LEASE_MS),
      })
      .returning(['id', 'to_email', 'subject', 'text_body', 'html_body', 'attempts', 'created_on'])
      .executeTakeFirstOrThrow();
    await this.attempt(row);
  }

  /** Sends what is due now; returns how many messages were delivered. */
  async deliverDue(): Promise<number> {
    let delivered = 0;
    for (;;) {
      const due = await this.claimDue();
      for (const row of due) if (await this.attempt(row)) delivered += 1;
      if (due.length < BATCH) return delivered;
    }
  }

  private async claimDue(): Promise<QueuedRow[]> {
    const now = this.clock();
    return this.db
      .updateTable('mail_outbox')
      .set({ next_attempt_on: new Date(now.getTime() + LEASE_MS) })
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('mail_outbox')
          .select('id')
          .where('transport', '=', 'smtp')
          .where('next_attempt_on', '<=', now)
          .orderBy('next_attempt_on')
          .limit(BATCH)
          .forUpdate()
          .skipLocked(),
      )
      .returning(['id', 'to_email', 'subject', 'text_body', 'html_body', 'attempts', 'created_on'])
      .execute();
  }

  private async attempt(row: QueuedRow): Promise<boolean> {
    try {
      await this.deliver({ to: row.to_email, subject: row.subject, text: row.text_body, html: row.html_body });
    } catch (error) {
      await this.failed(row, error);
      return false;
    }
    await this.db.deleteFrom('mail_outbox').where('id', '=', row.id).execute();
    this.log.info({ to: row.to_email, subject: row.subject, attempts: row.attempts + 1 }, 'mail sent by smtp');
    return true;
  }

  private async failed(row: QueuedRow, error: unknown): Promise<void> {
    const now = this.clock();
    const attempts = row.attempts + 1;
    const reason = error instanceof Error ? error.message : String(error);
    if (now.getTime() - row.created_on.getTime() >= MAIL_RETRY_FOR_MS) {
      await this.db.deleteFrom('mail_outbox').where('id', '=', row.id).execute();
      this.log.error({ to: row.to_email, subject: row.subject, attempts, reason }, 'mail given up after a day');
      return;
    }
    const wait = MAIL_BACKOFF_SECONDS[Math.min(attempts, MAIL_BACKOFF_SECONDS.length) - 1]! * 1000;
    await this.db
      .updateTable('mail_outbox')
      .set({ attempts, next_attempt_on: new Date(now.getTime() + wait), last_error: reason.slice(0, 500) })
      .where('id', '=', row.id)
      .execute();
    this.log.warn({ to: row.to_email, subject: row.subject, attempts, reason }, 'mail not sent; will retry');
  }
}
