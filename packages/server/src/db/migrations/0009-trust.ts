import { type Kysely, sql } from 'kysely';

/**
 * Trust in accounts and money (issue 13): invoices a bookkeeper accepts (a gapless number per
 * seller, the seller and buyer as billed, the lines that explain the total, tax, when it was paid,
 * whether its receipt went out); what a plan's price is made of, so a plan change can credit unused
 * time and a renewal can say its discounts; a change's figures frozen when shown; account credit
 * left by a downgrade; one free trial per customer, ever; each session's device and last use; and
 * deleted accounts kept as tombstones so invoices and the referral ledger stay whole.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table invoice_sequences (
      seller_key text primary key,
      last_number integer not null
    );
    alter table invoices add column seller_key text;
    alter table invoices add column seller_number integer;
    alter table invoices add column seller jsonb;
    alter table invoices add column buyer jsonb;
    alter table invoices add column lines jsonb;
    alter table invoices add column subtotal_cents integer;
    alter table invoices add column tax_cents integer not null default 0;
    alter table invoices add column credit_applied_cents integer not null default 0;
    alter table invoices add column paid_on timestamptz;
    alter table invoices add column receipt_sent_on timestamptz;

    -- Invoices written before: numbered in their order under the default prefix, their one line as
    -- they were, paid when created, and no receipt sent late.
    update invoices set
      seller_key = 'MEN',
      seller_number = ordered.position::integer,
      lines = jsonb_build_array(jsonb_build_object('kind', 'plan', 'description', invoices.description,
        'amount_cents', invoices.amount_cents)),
      subtotal_cents = invoices.amount_cents,
      paid_on = case when invoices.status = 'paid' then invoices.created_on end,
      receipt_sent_on = invoices.created_on
    from (select id, row_number() over (order by number) as position from invoices) ordered
    where ordered.id = invoices.id;
    insert into invoice_sequences (seller_key, last_number)
      select 'MEN', max(seller_number) from invoices having count(*) > 0;
    alter table invoices alter column seller_key set not null;
    alter table invoices alter column seller_number set not null;
    create unique index invoices_seller_number_idx on invoices(seller_key, seller_number);
    create index invoices_receipt_pending_idx on invoices(created_on) where receipt_sent_on is null;

    alter table user_plans add column list_cents integer;
    alter table user_plans add column referee_discount integer;
    alter table user_plans add column past_due_on timestamptz;
    alter table user_plans add column failure_message text;

    alter table checkout_sessions drop constraint checkout_sessions_kind_check;
    alter table checkout_sessions add constraint checkout_sessions_kind_check
      check (kind in ('payment', 'setup', 'change'));
    alter table checkout_sessions add column figures jsonb;
    alter table checkout_sessions add column change_from_user_plan_id uuid references user_plans(id);
    alter table checkout_sessions add column change_from_period_end timestamptz;

    create table account_credits (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users(id),
      amount_cents integer not null check (amount_cents <> 0),
      reason text not null check (reason in ('plan_change', 'applied')),
      checkout_session_id uuid references checkout_sessions(id),
      invoice_id uuid references invoices(id),
      created_on timestamptz not null default now()
    );
    create index account_credits_user_idx on account_credits(user_id);
    create trigger account_credits_append_only before update or delete on account_credits
      for each row execute function refuse_ledger_edit();

    create table trial_claims (
      email_hash text primary key,
      user_id uuid references users(id) on delete set null,
      claimed_on timestamptz not null
    );

    alter table sessions add column user_agent text;
    alter table sessions add column last_seen_on timestamptz;

    alter table users add column deleted_on timestamptz;
  `.execute(db);
}
