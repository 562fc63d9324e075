import { type Kysely, sql } from 'kysely';

/**
 * Billing: stored cards, checkout sessions (what a client confirms: a payment, or a card setup for a
 * trial), invoices, processed webhook events, and what a subscription needs to renew.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table users add column stripe_customer_id text unique;
    alter table user_plans add column provider text not null default 'local';
    alter table user_plans add column provider_subscription_id text;
    alter table user_plans add column recurring_cents integer;
    alter table user_plans add column coupon_code text;
    alter table user_plans add column renewal_failures integer not null default 0;

    create table payment_methods (
      id uuid primary key default gen_random_uuid(),
      user_id uuid references users(id) on delete cascade,
      provider text not null,
      provider_id text not null unique,
      brand text not null,
      last_digits text not null,
      exp_month integer not null,
      exp_year integer not null,
      test_behavior text check (test_behavior in ('succeed', 'decline', 'authenticate')),
      name text not null default '',
      email text,
      phone text not null default '',
      line1 text not null default '',
      line2 text,
      city text not null default '',
      state text not null default '',
      postal_code text not null default '',
      country text not null default '',
      is_default boolean not null default false,
      created_on timestamptz not null default now(),
      detached_on timestamptz
    );
    create index payment_methods_user_idx on payment_methods(user_id);

    create table checkout_sessions (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users(id) on delete cascade,
      plan_id uuid not null references plans(id),
      kind text not null check (kind in ('payment', 'setup')),
      provider text not null,
      provider_ref text,
      provider_subscription_id text,
      client_secret text not null unique,
      amount_cents integer not null,
      recurring_cents integer not null,
      coupon_code text,
      trial_ends_on timestamptz,
      status text not null check (status in ('requires_payment_method', 'requires_action', 'succeeded', 'canceled')),
      payment_method_id uuid references payment_methods(id),
      idempotency_key text not null,
      error_message text,
      user_plan_id uuid references user_plans(id),
      created_on timestamptz not null default now(),
      updated_on timestamptz not null default now()
    );
    create index checkout_sessions_key_idx on checkout_sessions(idempotency_key, created_on desc);

    create table invoices (
      id uuid primary key default gen_random_uuid(),
      number bigint generated always as identity,
      user_id uuid not null references users(id) on delete cascade,
      user_plan_id uuid references user_plans(id) on delete set null,
      amount_cents integer not null,
      status text not null check (status in ('paid', 'open', 'void')),
      description text not null,
      period_start timestamptz,
      period_end timestamptz,
      provider_ref text unique,
      card_brand text,
      card_last_digits text,
      created_on timestamptz not null default now()
    );
    create index invoices_user_idx on invoices(user_id, created_on desc);

    create table webhook_events (
      id text primary key,
      type text not null,
      received_on timestamptz not null default now()
    );
  `.execute(db);
}
