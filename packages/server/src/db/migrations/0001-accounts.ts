import { type Kysely, sql } from 'kysely';

/** Accounts, sessions, e-mail codes, rate limits, files, mail, onboarding lookups, content, plans. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table app_secrets (
      name text primary key,
      value text not null,
      created_on timestamptz not null default now()
    );

    create table files (
      id uuid primary key default gen_random_uuid(),
      content_type text not null,
      byte_size integer not null,
      bytes bytea not null,
      created_on timestamptz not null default now()
    );

    create table users (
      id uuid primary key default gen_random_uuid(),
      name text not null,
      email text not null unique,
      phone text,
      image_file_id uuid references files(id) on delete set null,
      image_path text,
      password_hash text,
      is_verified boolean not null default false,
      is_user_business_role boolean not null default false,
      is_hear_from boolean not null default false,
      created_on timestamptz not null default now(),
      updated_on timestamptz not null default now()
    );

    create table sessions (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users(id) on delete cascade,
      token_hash text not null unique,
      created_on timestamptz not null default now(),
      expires_on timestamptz not null,
      revoked_on timestamptz
    );
    create index sessions_user_idx on sessions(user_id);

    create table email_codes (
      id uuid primary key default gen_random_uuid(),
      seq bigint generated always as identity,
      email text not null,
      purpose text not null check (purpose in ('verify', 'reset')),
      code_hmac text not null,
      attempts integer not null default 0,
      created_on timestamptz not null default now(),
      expires_on timestamptz not null,
      consumed_on timestamptz,
      dead boolean not null default false
    );
    create index email_codes_email_idx on email_codes(email, seq desc);

    create table rate_limits (
      key text not null,
      window_start timestamptz not null,
      hits integer not null default 0,
      primary key (key, window_start)
    );

    create table mail_outbox (
      id uuid primary key default gen_random_uuid(),
      seq bigint generated always as identity,
      to_email text not null,
      subject text not null,
      text_body text not null,
      html_body text not null,
      transport text not null,
      created_on timestamptz not null default now()
    );
    create index mail_outbox_to_idx on mail_outbox(to_email, seq desc);

    create table lookups (
      id uuid primary key,
      type text not null check (type in ('business_role', 'hear_from')),
      parent_id uuid references lookups(id),
      label text not null,
      sort integer not null default 0
    );

    create table user_business_roles (
      user_id uuid not null references users(id) on delete cascade,
      business_role_id uuid not null references lookups(id),
      primary key (user_id, business_role_id)
    );

    create table user_hear_from (
      user_id uuid not null references users(id) on delete cascade,
      hear_from_id uuid not null references lookups(id),
      primary key (user_id, hear_from_id)
    );

    create table plans (
      id uuid primary key,
      name text not null unique,
      price_cents integer,
      billing_interval text not null,
      seats integer,
      plan_actions text[] not null,
      trial_days integer not null default 0,
      sold_online boolean not null
    );

    create table user_plans (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users(id) on delete cascade,
      plan_id uuid not null references plans(id),
      status text not null check (status in ('incomplete', 'trialing', 'active', 'past_due', 'canceled', 'expired')),
      referral_code text not null unique,
      current_period_start timestamptz,
      current_period_end timestamptz,
      trial_ends_on timestamptz,
      cancel_at_period_end boolean not null default false,
      created_on timestamptz not null default now()
    );
    create index user_plans_user_idx on user_plans(user_id);

    create table employees (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users(id) on delete cascade,
      user_plan_id uuid not null references user_plans(id) on delete cascade,
      full_name text not null,
      email text not null,
      phone text,
      country text,
      region text,
      city text,
      address text,
      zipcode text,
      image_path text,
      status boolean not null default true,
      created_on timestamptz not null default now(),
      unique (user_plan_id, email)
    );
    create unique index employees_user_idx on employees(user_id);

    create table coupons (
      code text primary key,
      discount_type text not null check (discount_type in ('fixed', 'percent')),
      discount_value integer not null check (discount_value > 0),
      active boolean not null default true
    );

    create table categories (
      id uuid primary key,
      name text not null,
      description text not null,
      logo text not null,
      default_prompts jsonb not null,
      sort integer not null default 0
    );

    create table faqs (
      id uuid primary key,
      question text not null,
      answer_html text not null,
      sort integer not null default 0
    );

    create table contact_messages (
      id uuid primary key default gen_random_uuid(),
      user_id uuid references users(id) on delete set null,
      email text not null,
      subject text not null,
      notes text not null,
      created_on timestamptz not null default now()
    );
    create index contact_messages_user_idx on contact_messages(user_id, created_on desc);

    create table subscribers (
      email text primary key,
      created_on timestamptz not null default now()
    );
  `.execute(db);
}
