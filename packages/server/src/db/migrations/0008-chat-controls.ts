import { type Kysely, sql } from 'kysely';

/**
 * Chat controls (issue 16): a thread remembers the CRM record it is about (`chat_heads.record`, the
 * widget's context reduced to who it is); a regenerated reply bumps its record's `revision`; and the
 * agent's verdict on a reply is kept per record and revision, with the answer it judged, so a
 * regenerated answer does not erase what was said about the one before.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table chat_heads add column record jsonb;
    alter table chat_records add column revision integer not null default 0;

    create table chat_feedback (
      id uuid primary key default gen_random_uuid(),
      record_id uuid not null references chat_records(id) on delete cascade,
      revision integer not null,
      user_id uuid not null references users(id) on delete cascade,
      rating text not null check (rating in ('up', 'down')),
      note text,
      answer text not null,
      created_on timestamptz not null default now(),
      updated_on timestamptz not null default now(),
      unique (record_id, revision)
    );
    create index chat_feedback_user_idx on chat_feedback(user_id, rating, updated_on desc);
  `.execute(db);
}
