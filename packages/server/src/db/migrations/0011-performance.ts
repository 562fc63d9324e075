import { type Kysely, sql } from 'kysely';

/**
 * Indexes for queries that must scale with the user, not the table (issue 17). Each serves a list
 * read on a hot path; the EXPLAIN test in test/query-plans.test.ts fails when one of them falls back
 * to a sequential scan of a large table.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    -- A user's most recent records (get-all-list without a chat head): newest first by the thread order.
    create index chat_records_user_idx on chat_records(user_id, seq desc);
    -- A user's threads in every category, most recently used first (chat heads in categories, search).
    create index chat_heads_user_updated_idx on chat_heads(user_id, updated_on desc);
    -- Old rate-limit windows are swept by their start.
    create index rate_limits_window_idx on rate_limits(window_start);
    -- Expired checkout grants are swept by their end.
    create index checkout_grants_expires_idx on checkout_grants(expires_on);
  `.execute(db);
}
