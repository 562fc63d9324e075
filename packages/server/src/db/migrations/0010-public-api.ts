import { type Kysely, sql } from 'kysely';

/**
 * The public API (issue 15): API keys of agency owners (only a SHA-256 of each key is kept), the
 * threads made through the API (a side table of chat_heads: which agency and key made them, their
 * metadata and context), idempotent results of POSTs, and webhooks: endpoints per key with a sealed
 * signing secret, events, and the durable outbox of deliveries with a log of every attempt.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table api_keys (
      id uuid primary key default gen_random_uuid(),
      owner_id uuid not null references users(id) on delete cascade,
      name text not null,
      key_hash text not null unique,
      key_last4 text not null,
      scopes text[] not null,
      created_on timestamptz not null default now(),
      last_used_on timestamptz,
      revoked_on timestamptz
    );
    create index api_keys_owner_idx on api_keys(owner_id, created_on desc);

    create table api_threads (
      chat_head_id uuid primary key references chat_heads(id) on delete cascade,
      seq bigint generated always as identity,
      owner_id uuid not null references users(id) on delete cascade,
      agent_id uuid not null references users(id) on delete cascade,
      api_key_id uuid not null references api_keys(id) on delete cascade,
      metadata jsonb not null default '{}',
      context jsonb,
      title_pending boolean not null default false,
      created_on timestamptz not null default now()
    );
    create index api_threads_agent_idx on api_threads(owner_id, agent_id, seq desc);

    create table api_idempotency (
      owner_id uuid not null references users(id) on delete cascade,
      key text not null,
      request_hash text not null,
      state text not null check (state in ('running', 'done')),
      status integer,
      content_type text,
      body text,
      created_on timestamptz not null default now(),
      primary key (owner_id, key)
    );
    create index api_idempotency_created_idx on api_idempotency(created_on);

    create table api_webhook_endpoints (
      id uuid primary key default gen_random_uuid(),
      api_key_id uuid not null references api_keys(id) on delete cascade,
      owner_id uuid not null references users(id) on delete cascade,
      url text not null,
      events text[] not null,
      secret_ciphertext text not null,
      secret_last4 text not null,
      created_on timestamptz not null default now(),
      deleted_on timestamptz
    );
    create index api_webhook_endpoints_owner_idx on api_webhook_endpoints(owner_id) where deleted_on is null;

    create table api_events (
      id uuid primary key default gen_random_uuid(),
      owner_id uuid not null references users(id) on delete cascade,
      type text not null,
      body text not null,
      created_on timestamptz not null default now()
    );

    create table api_webhook_deliveries (
      id uuid primary key default gen_random_uuid(),
      seq bigint generated always as identity,
      event_id uuid not null references api_events(id) on delete cascade,
      endpoint_id uuid not null references api_webhook_endpoints(id) on delete cascade,
      status text not null check (status in ('pending', 'delivered', 'failed')),
      attempts integer not null default 0,
      next_attempt_on timestamptz,
      locked_until timestamptz,
      last_status_code integer,
      last_error text,
      delivered_on timestamptz,
      created_on timestamptz not null default now()
    );
    create index api_webhook_deliveries_due_idx on api_webhook_deliveries(next_attempt_on) where status = 'pending';
    create index api_webhook_deliveries_endpoint_idx on api_webhook_deliveries(endpoint_id, seq desc);

    create table api_webhook_attempts (
      id uuid primary key default gen_random_uuid(),
      delivery_id uuid not null references api_webhook_deliveries(id) on delete cascade,
      attempted_on timestamptz not null,
      status_code integer,
      error text
    );
    create index api_webhook_attempts_delivery_idx on api_webhook_attempts(delivery_id, attempted_on);
  `.execute(db);
}
