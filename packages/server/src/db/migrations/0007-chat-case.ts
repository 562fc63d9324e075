import { type Kysely, sql } from 'kysely';

/**
 * The case of a thread: what the agent has said about the person (age, build, conditions, …), kept
 * with the chat head so every turn updates it and follow-ups keep it (DESIGN, "The assistant's parts").
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table chat_heads add column case_facts jsonb`.execute(db);
}
