import { type Kysely, sql } from 'kysely';

/**
 * The affiliate and referral programme: plan rates, who referred whom (bound once), the
 * append-only money ledger in cents, refunds and disputes of payments, payout methods (bank numbers
 * sealed), cash-out requests, the card fingerprint that spots a self-referral, and the short-lived
 * grant that lets a visitor's checkout open a payment for the account it proved.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table plans add column referral_discount integer check (referral_discount between 0 and 100);
    alter table plans add column referee_discount integer check (referee_discount between 0 and 100);

    alter table users add column signup_referral_code text;
    alter table payment_methods add column fingerprint text;
    create index payment_methods_fingerprint_idx on payment_methods(fingerprint) where fingerprint is not null;

    alter table checkout_sessions add column referrer_user_plan_id uuid references user_plans(id);
    alter table checkout_sessions add column referral_code text;
    alter table checkout_sessions add column referee_discount integer;
    alter table checkout_sessions add column visitor boolean not null default false;

    create table checkout_grants (
      token_hash text primary key,
      user_id uuid not null references users(id) on delete cascade,
      created_on timestamptz not null default now(),
      expires_on timestamptz not null
    );

    create table referrals (
      id uuid primary key default gen_random_uuid(),
      referrer_id uuid not null references users(id),
      referrer_user_plan_id uuid not null references user_plans(id),
      referee_id uuid unique references users(id) on delete set null,
      referral_code text not null,
      commission_percent integer not null check (commission_percent between 0 and 100),
      referee_discount integer not null check (referee_discount between 0 and 100),
      checkout_session_id uuid references checkout_sessions(id),
      created_on timestamptz not null default now(),
      check (referrer_id <> referee_id)
    );
    create index referrals_referrer_idx on referrals(referrer_id, created_on desc);

    create table invoice_reversals (
      id uuid primary key default gen_random_uuid(),
      invoice_id uuid not null references invoices(id),
      kind text not null check (kind in ('refund', 'dispute')),
      amount_cents integer not null check (amount_cents > 0),
      source_ref text not null unique,
      created_on timestamptz not null default now()
    );
    create index invoice_reversals_invoice_idx on invoice_reversals(invoice_id);

    create table payout_methods (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users(id) on delete cascade,
      kind text not null check (kind in ('paypal', 'wire')),
      paypal_email text,
      bank_country_code text,
      bank_swift_code text,
      bank_name text,
      bank_account_name text,
      bank_account_number_sealed text,
      bank_account_number_last4 text,
      bank_iban_sealed text,
      bank_iban_last4 text,
      user_fullname text,
      street_address text,
      country text,
      city text,
      postal_code text,
      created_on timestamptz not null default now(),
      replaced_on timestamptz,
      check ((kind = 'paypal') = (paypal_email is not null))
    );
    create unique index payout_methods_current_idx on payout_methods(user_id) where replaced_on is null;

    create table cashout_requests (
      id uuid primary key default gen_random_uuid(),
      number bigint generated always as identity,
      user_id uuid not null references users(id),
      user_plan_id uuid not null references user_plans(id),
      payout_method_id uuid not null references payout_methods(id),
      amount_cents integer not null check (amount_cents > 0),
      available_cents integer not null,
      status text not null check (status in ('pending', 'approved', 'paid', 'rejected')),
      created_on timestamptz not null default now(),
      approved_on timestamptz,
      paid_on timestamptz,
      rejected_on timestamptz,
      payout_reference text,
      note text
    );
    create unique index cashout_requests_one_open_idx on cashout_requests(user_id)
      where status in ('pending', 'approved');
    create index cashout_requests_user_idx on cashout_requests(user_id, created_on desc);

    create table affiliate_ledger (
      id uuid primary key default gen_random_uuid(),
      seq bigint generated always as identity,
      user_id uuid not null references users(id),
      kind text not null check (kind in ('commission', 'reversal', 'payout')),
      amount_cents integer not null,
      referral_id uuid references referrals(id),
      invoice_id uuid references invoices(id),
      reverses_id uuid references affiliate_ledger(id),
      cashout_request_id uuid references cashout_requests(id),
      source_ref text unique,
      available_on timestamptz,
      created_on timestamptz not null default now(),
      check ((kind = 'commission' and amount_cents > 0 and invoice_id is not null and available_on is not null)
        or (kind = 'reversal' and amount_cents < 0 and reverses_id is not null)
        or (kind = 'payout' and amount_cents < 0 and cashout_request_id is not null))
    );
    create unique index affiliate_ledger_commission_idx on affiliate_ledger(invoice_id) where kind = 'commission';
    create unique index affiliate_ledger_payout_idx on affiliate_ledger(cashout_request_id) where kind = 'payout';
    create index affiliate_ledger_user_idx on affiliate_ledger(user_id, seq);
    create index affiliate_ledger_reverses_idx on affiliate_ledger(reverses_id) where reverses_id is not null;

    create function refuse_ledger_edit() returns trigger language plpgsql as $$
    begin
      raise exception '% is append-only: add a new entry instead', tg_table_name;
    end
    $$;
    create trigger affiliate_ledger_append_only before update or delete on affiliate_ledger
      for each row execute function refuse_ledger_edit();
    create trigger invoice_reversals_append_only before update or delete on invoice_reversals
      for each row execute function refuse_ledger_edit();
  `.execute(db);
}
