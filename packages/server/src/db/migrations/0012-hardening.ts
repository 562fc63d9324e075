import { type Kysely, sql } from 'kysely';

/**
 * Hardening of identity and mail (issue 14): wrong passwords counted per account *and* client
 * address, so an attacker slows only their own address and never locks the owner out; and mail
 * that is queued, then delivered with retries, so a mail server that is down never fails a sign-up.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table login_throttles (
      email text not null,
      ip text not null,
      failures integer not null,
      blocked_until timestamptz,
      last_failure_on timestamptz not null,
      primary key (email, ip)
    );
    create index login_throttles_last_failure_idx on login_throttles(last_failure_on);

    -- A row with next_attempt_on set still waits for delivery; delivered SMTP mail is deleted.
    alter table mail_outbox add column attempts integer not null default 0;
    alter table mail_outbox add column next_attempt_on timestamptz;
    alter table mail_outbox add column last_error text;
    create index mail_outbox_pending_idx on mail_outbox(next_attempt_on) where next_attempt_on is not null;
  `.execute(db);
}
