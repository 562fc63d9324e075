import { type Kysely, sql } from 'kysely';

/** Chat threads (heads) per user and category, and their records (one question and its reply each). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table chat_heads (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users(id) on delete cascade,
      category_id uuid not null references categories(id),
      title text not null,
      created_on timestamptz not null default now(),
      updated_on timestamptz not null default now()
    );
    create index chat_heads_user_category_idx on chat_heads(user_id, category_id, updated_on desc);

    create table chat_records (
      id uuid primary key default gen_random_uuid(),
      seq bigint generated always as identity,
      chat_head_id uuid not null references chat_heads(id) on delete cascade,
      user_id uuid not null references users(id) on delete cascade,
      user_content text not null,
      bot_content text not null default '',
      status text not null check (status in ('pending', 'complete', 'failed')),
      context jsonb,
      sources jsonb not null default '[]',
      error text,
      created_on timestamptz not null default now(),
      completed_on timestamptz
    );
    create index chat_records_head_idx on chat_records(chat_head_id, seq);
  `.execute(db);
}
