import { type Kysely, sql } from 'kysely';

/**
 * Embed keys for the <mentor-chat> widget. A key belongs to an agency account (the owner of a plan
 * with the `embed` action), carries its allow-list of origins and its identity secret, encrypted
 * with a server key (HS256 verification needs the secret itself, so it cannot be hashed).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table embed_keys (
      id uuid primary key default gen_random_uuid(),
      key text not null unique,
      owner_id uuid not null references users(id) on delete cascade,
      name text not null,
      allowed_origins text[] not null default '{}',
      secret_ciphertext text not null,
      secret_last4 text not null,
      created_on timestamptz not null default now(),
      secret_rotated_on timestamptz not null default now(),
      revoked_on timestamptz
    );
    create index embed_keys_owner_idx on embed_keys(owner_id, created_on desc);
    -- Preflights ask whether any live key allows an origin: an array overlap, served by this index.
    create index embed_keys_origins_idx on embed_keys using gin (allowed_origins) where revoked_on is null;
  `.execute(db);
}
