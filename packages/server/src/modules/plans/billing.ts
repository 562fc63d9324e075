import {
  taxCents,
  type ActivePlan,
  type BillingAddress,
  type PastDuePlan,
  type PaymentMethod,
  type SubscriptionDetail,
} from '@mentor/core';
import type { Selectable } from 'kysely';
import type { AppDeps, AuthedUser } from '../../context';
import type { PaymentMethodsTable } from '../../db/schema';
import { forbidden, invalid, notFound, ReplyError } from '../../http/reply';
import { ErrorCode } from '@mentor/core';
import { revokeUserSessions } from '../users/sessions';
import { claimCard, upsertCard } from '../payments/cards';
import { centsToDollars } from '@mentor/core';
import { accountCreditCents } from '../payments/account-credit';
import { toInvoice } from '../payments/invoices';
import { findPlanAccess } from './access';

export const PLAN_UNSUBSCRIBED =
  'Your plan has been unsubscribed. It stays active until the end of the paid period. Please log in again.';

function toPaymentMethod(row: Selectable<PaymentMethodsTable>): PaymentMethod {
  return {
    stripe_id: row.provider_id,
    brand: row.brand,
    last_digits: row.last_digits,
    exp_month: row.exp_month,
    exp_year: row.exp_year,
    name: row.name,
    phone: row.phone,
    line1: row.line1,
    line2: row.line2,
    city: row.city,
    state: row.state,
    postal_code: row.postal_code,
    country: row.country,
    is_default: row.is_default,
  };
}

function toAddress(row: Selectable<PaymentMethodsTable>): BillingAddress {
  return {
    name: row.name,
    ...(row.email ? { email: row.email } : {}),
    phone: row.phone,
    line1: row.line1,
    line2: row.line2,
    city: row.city,
    state: row.state,
    postal_code: row.postal_code,
    country: row.country,
  };
}

export async function ownCards(deps: AppDeps, userId: string) {
  return deps.db
    .selectFrom('payment_methods')
    .selectAll()
    .where('user_id', '=', userId)
    .where('detached_on', 'is', null)
    .orderBy('created_on', 'desc')
    .execute();
}

async function ownCard(deps: AppDeps, userId: string, providerId: string) {
  const card = await deps.db
    .selectFrom('payment_methods')
    .selectAll()
    .where('provider_id', '=', providerId)
    .where('detached_on', 'is', null)
    .executeTakeFirst();
  if (!card) throw notFound('This card does not exist.');
  if (card.user_id !== userId) throw forbidden();
  return card;
}

/** get-user-subscription-detail: the caller's live plan, cards, billing addresses and invoices. */
export async function subscriptionDetail(deps: AppDeps, caller: AuthedUser): Promise<SubscriptionDetail> {
  const access = await findPlanAccess(deps.db, caller.id, deps.clock());
  const owned = access?.role === 'owner' ? access : null;
  const [cards, invoices, pastDue, recurring, credit] = await Promise.all([
    ownCards(deps, caller.id),
    deps.db
      .selectFrom('invoices')
      .selectAll()
      .where('user_id', '=', caller.id)
      .orderBy('created_on', 'desc')
      .orderBy('number', 'desc')
      .limit(100)
      .execute(),
    owned ? null : pastDuePlan(deps, caller.id),
    owned
      ? deps.db
          .selectFrom('user_plans')
          .select('recurring_cents')
          .where('id', '=', owned.user_plan_id)
          .executeTakeFirst()
      : undefined,
    accountCreditCents(deps.db, caller.id),
  ]);
  const active: ActivePlan | null = owned
    ? {
        _id: owned.user_plan_id,
        plan_id: owned.plan_id,
        plan_name: owned.plan_name,
        status: owned.status === 'trialing' ? 'trialing' : 'active',
        current_period_end: owned.current_period_end?.toISOString() ?? null,
        cancel_at_period_end: owned.cancel_at_period_end,
        trial_ends_on: owned.trial_ends_on?.toISOString() ?? null,
        amount: recurring?.recurring_cents == null ? null : centsToDollars(recurring.recurring_cents),
      }
    : null;
  const defaultCard = cards.find((card) => card.is_default) ?? null;
  const addresses = new Map<string, BillingAddress>();
  for (const card of cards) {
    const address = toAddress(card);
    if (address.line1) addresses.set(JSON.stringify([address.name, address.line1, address.postal_code]), address);
  }
  return {
    active_plan: active,
    active_billing_address: defaultCard && defaultCard.line1 ? toAddress(defaultCard) : null,
    active_payment_method: defaultCard ? toPaymentMethod(defaultCard) : null,
    stored_payment_methods: cards.map(toPaymentMethod),
    stored_billing_addresses: [...addresses.values()],
    stripe_invoices: invoices.map((row) => toInvoice(deps, row)),
    past_due_plan: pastDue,
    account_credit: centsToDollars(credit),
  };
}

/** The caller's newest plan waiting for a payment after a failed renewal (shown only without a live plan). */
async function pastDuePlan(deps: AppDeps, userId: string): Promise<PastDuePlan | null> {
  const row = await deps.db
    .selectFrom('user_plans')
    .innerJoin('plans', 'plans.id', 'user_plans.plan_id')
    .select([
      'user_plans.id',
      'user_plans.plan_id',
      'user_plans.recurring_cents',
      'user_plans.past_due_on',
      'user_plans.failure_message',
      'plans.name',
    ])
    .where('user_plans.user_id', '=', userId)
    .where('user_plans.status', '=', 'past_due')
    .orderBy('user_plans.created_on', 'desc')
    .executeTakeFirst();
  if (!row) return null;
  const cents = row.recurring_cents ?? 0;
  return {
    _id: row.id,
    plan_id: row.plan_id,
    plan_name: row.name,
    amount_due: centsToDollars(cents + taxCents(cents, deps.config.taxPercent)),
    failed_on: row.past_due_on?.toISOString() ?? null,
    reason: row.failure_message,
  };
}

/**
 * Attaches a card the client created (Stripe.js or the local card form) to the caller. A card that
 * is someone else's is refused before the provider is asked, so it is never attached elsewhere.
 */
export async function attachCard(deps: AppDeps, caller: AuthedUser, providerId: string): Promise<void> {
  const existing = await deps.db
    .selectFrom('payment_methods')
    .select('user_id')
    .where('provider_id', '=', providerId)
    .executeTakeFirst();
  if (existing && existing.user_id !== null && existing.user_id !== caller.id) throw forbidden();
  const details = await deps.payments.attachPaymentMethod(
    { id: caller.id, email: caller.email, name: caller.name },
    providerId,
  );
  await claimCard(deps.db, caller.id, await upsertCard(deps, caller.id, details));
}

export async function editCard(
  deps: AppDeps,
  caller: AuthedUser,
  providerId: string,
  billing: Omit<BillingAddress, 'email'> & { email?: string | null },
) {
  await ownCard(deps, caller.id, providerId);
  const { email, ...address } = billing;
  await deps.payments.updateBillingDetails({ id: caller.id, email: caller.email, name: caller.name }, providerId, {
    ...address,
    ...(email ? { email } : {}),
  });
  await deps.db
    .updateTable('payment_methods')
    .set({
      name: billing.name,
      email: billing.email ?? null,
      phone: billing.phone,
      line1: billing.line1,
      line2: billing.line2,
      city: billing.city,
      state: billing.state,
      postal_code: billing.postal_code,
      country: billing.country,
    })
    .where('provider_id', '=', providerId)
    .execute();
}

/** One default card per user: setting it clears the others in the same transaction. */
export async function makeDefaultCard(deps: AppDeps, caller: AuthedUser, providerId: string) {
  await ownCard(deps, caller.id, providerId);
  await deps.payments.setDefaultPaymentMethod({ id: caller.id, email: caller.email, name: caller.name }, providerId);
  await deps.db.transaction().execute(async (trx) => {
    await trx.updateTable('payment_methods').set({ is_default: false }).where('user_id', '=', caller.id).execute();
    await trx.updateTable('payment_methods').set({ is_default: true }).where('provider_id', '=', providerId).execute();
  });
}

/**
 * Stops renewal of the caller's plan. Access lasts to the end of the paid period, and every
 * session of the user is revoked (the spec logs the user out).
 */
export async function unsubscribe(deps: AppDeps, caller: AuthedUser, userPlanId: string): Promise<void> {
  const plan = await deps.db
    .selectFrom('user_plans')
    .innerJoin('plans', 'plans.id', 'user_plans.plan_id')
    .select([
      'user_plans.id',
      'user_plans.user_id',
      'user_plans.status',
      'user_plans.cancel_at_period_end',
      'user_plans.provider_subscription_id',
      'plans.billing_interval',
    ])
    .where('user_plans.id', '=', userPlanId)
    .executeTakeFirst();
  if (!plan) throw notFound('This plan does not exist.');
  if (plan.user_id !== caller.id) throw forbidden();
  if (!['active', 'trialing'].includes(plan.status))
    throw new ReplyError(ErrorCode.not_exist, 'This plan is no longer active.');
  if (plan.billing_interval === 'one_time')
    throw invalid('A lifetime plan does not renew, so there is nothing to unsubscribe.');
  if (!plan.cancel_at_period_end) {
    await deps.payments.cancelAtPeriodEnd(plan.provider_subscription_id);
    await deps.db.updateTable('user_plans').set({ cancel_at_period_end: true }).where('id', '=', plan.id).execute();
  }
  await revokeUserSessions(deps, caller.id);
}
