import { createHash, randomUUID } from 'node:crypto';
import { applyCoupon, applyRefereeDiscount, centsToDollars, ErrorCode, type PaymentSession } from '@mentor/core';
import { sql } from 'kysely';
import type { AppDeps } from '../../context';
import type { Db } from '../../db/database';
import { invalid, notFound, ReplyError } from '../../http/reply';
import { assertPlanChangeKeepsSeats, moveTeamToPlan } from '../employees/plan-change';
import { generateReferralCode } from '../plans/referral-code';
import { acceptReferral, bindReferee } from '../referrals/attribution';
import { creditCommission } from '../referrals/ledger';
import { claimCard } from './cards';
import { addDays, addMonth } from './periods';
import type { Customer } from './provider';

export const COUPON_INVALID = 'This coupon code is not valid.';
const OPEN = ['requires_payment_method', 'requires_action'] as const;

/** A coupon as the wire shows it: fixed values in dollars, percent as a number. */
export async function findCoupon(db: Db, code: string) {
  const row = await db
    .selectFrom('coupons')
    .selectAll()
    .where('code', '=', code.trim().toUpperCase())
    .where('active', '=', true)
    .executeTakeFirst();
  if (!row) return null;
  return {
    discount_code: row.code,
    discount_type: row.discount_type,
    discount_value: row.discount_type === 'fixed' ? centsToDollars(row.discount_value) : row.discount_value,
  };
}

async function storedCards(db: Db, userId: string) {
  return db
    .selectFrom('payment_methods')
    .select(['provider_id', 'last_digits', 'name', 'line1', 'is_default'])
    .where('user_id', '=', userId)
    .where('detached_on', 'is', null)
    .orderBy('created_on', 'desc')
    .execute();
}

export interface PlanCheckoutInput {
  plan_id: string;
  coupon_code: string | null;
  /** The referral code sent with the purchase (the one kept at sign-up comes first). */
  referral_code?: string | null;
  /** Opened by a visitor's referral checkout (create-payment-intent), not a signed-in caller. */
  visitor?: boolean;
}

/**
 * buy-plan and the referral checkout: prices the plan on the server (referral discount, then
 * coupon), decides the trial, and opens a checkout the client confirms. The same action (user, plan,
 * coupon, referral) while its checkout is still open returns that checkout again, so a double click
 * can never pay twice.
 */
export async function startPlanCheckout(
  deps: AppDeps,
  caller: Customer,
  input: PlanCheckoutInput,
): Promise<PaymentSession> {
  const { db } = deps;
  const plan = await db.selectFrom('plans').selectAll().where('id', '=', input.plan_id).executeTakeFirst();
  if (!plan) throw notFound('This plan does not exist.');
  if (!plan.sold_online || plan.price_cents === null)
    throw invalid('The Enterprise plan is sold by contact: please contact us.');

  await assertPlanChangeKeepsSeats(db, caller.id, plan, deps.clock());

  const couponCode = input.coupon_code?.trim() ? input.coupon_code.trim().toUpperCase() : null;
  const coupon = couponCode ? await findCoupon(db, couponCode) : null;
  if (couponCode && !coupon) throw new ReplyError(ErrorCode.failed, COUPON_INVALID, 422);
  const now = deps.clock();
  const referral = await acceptReferral(db, caller, input.referral_code, now);
  const listCents = referral ? applyRefereeDiscount(plan.price_cents, referral.refereeDiscount) : plan.price_cents;
  const recurringCents = coupon ? applyCoupon(listCents, coupon) : listCents;

  const hadPlan = await db.selectFrom('user_plans').select('id').where('user_id', '=', caller.id).executeTakeFirst();
  const trialDays = plan.trial_days > 0 && !hadPlan ? plan.trial_days : 0;
  const key = createHash('sha256')
    .update(
      [
        caller.id,
        plan.id,
        couponCode ?? '',
        trialDays,
        referral?.referrerUserPlanId ?? '',
        input.visitor ? 'v' : '',
      ].join('|'),
    )
    .digest('hex');

  const { session, created } = await db.transaction().execute(async (trx) => {
    // Serialises checkouts of the same action across servers (PostgreSQL) and requests (PGlite).
    await sql`select pg_advisory_xact_lock(hashtext(${key}))`.execute(trx);
    const open = await trx
      .selectFrom('checkout_sessions')
      .selectAll()
      .where('idempotency_key', '=', key)
      .where('status', 'in', OPEN)
      .where('created_on', '>', addDays(now, -1))
      .orderBy('created_on', 'desc')
      .executeTakeFirst();
    if (open) return { session: open, created: false };
    const id = randomUUID();
    const row = await trx
      .insertInto('checkout_sessions')
      .values({
        id,
        user_id: caller.id,
        plan_id: plan.id,
        kind: trialDays > 0 ? 'setup' : 'payment',
        provider: deps.payments.name,
        client_secret: `pending_${id}`,
        amount_cents: trialDays > 0 ? 0 : recurringCents,
        recurring_cents: recurringCents,
        coupon_code: coupon?.discount_code ?? null,
        trial_ends_on: trialDays > 0 ? addDays(now, trialDays) : null,
        status: 'requires_payment_method',
        idempotency_key: key,
        referrer_user_plan_id: referral?.referrerUserPlanId ?? null,
        referral_code: referral?.code ?? null,
        referee_discount: referral?.refereeDiscount ?? null,
        visitor: input.visitor ?? false,
        created_on: now,
        updated_on: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return { session: row, created: true };
  });

  let clientSecret = session.client_secret;
  if (created) {
    try {
      const started = await deps.payments.startCheckout({
        sessionId: session.id,
        customer: { id: caller.id, email: caller.email, name: caller.name },
        planId: plan.id,
        planName: plan.name,
        amountCents: session.amount_cents,
        listPriceCents: listCents,
        recurringCents,
        interval: plan.billing_interval === 'one_time' ? 'one_time' : 'month',
        trialDays,
        couponCode: session.coupon_code,
        paymentMethodProviderId: null,
      });
      clientSecret = started.clientSecret;
      await db
        .updateTable('checkout_sessions')
        .set({
          client_secret: started.clientSecret,
          provider_ref: started.providerRef,
          provider_subscription_id: started.providerSubscriptionId,
        })
        .where('id', '=', session.id)
        .execute();
    } catch (error) {
      await db
        .updateTable('checkout_sessions')
        .set({ status: 'canceled', error_message: String(error).slice(0, 500) })
        .where('id', '=', session.id)
        .execute();
      throw error;
    }
  } else if (clientSecret.startsWith('pending_')) {
    clientSecret = await waitForSecret(db, session.id);
  }

  const cards = await storedCards(db, caller.id);
  return {
    client_secret: clientSecret,
    default_payment_method: cards.find((card) => card.is_default)?.provider_id ?? null,
    stored_payment_methods: cards.map((card) => ({
      stripe_id: card.provider_id,
      last_digits: card.last_digits,
      name: card.name,
      line1: card.line1,
    })),
    trial_ends_on: session.trial_ends_on?.toISOString() ?? null,
    amount_will_charged: centsToDollars(session.recurring_cents),
    amount_pay_now: centsToDollars(session.amount_cents),
    intent_type: session.kind,
    provider: deps.payments.name,
  };
}

/** A twin request found the checkout while the first was still asking the provider: wait for its secret. */
async function waitForSecret(db: Db, sessionId: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const row = await db
      .selectFrom('checkout_sessions')
      .select(['client_secret', 'status'])
      .where('id', '=', sessionId)
      .executeTakeFirstOrThrow();
    if (!row.client_secret.startsWith('pending_')) return row.client_secret;
    if (row.status === 'canceled') break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new ReplyError(ErrorCode.exception, 'The payment could not be started. Please try again.', 500);
}

export interface Activation {
  paymentMethodId: string | null;
  providerSubscriptionId?: string | null;
  /** Provider's invoice id, so a replayed notification cannot add a second invoice. */
  invoiceRef?: string | null;
  periodEnd?: Date | null;
}

/**
 * Turns a confirmed checkout into the plan, inside one transaction: the session row is locked, so
 * a second confirmation (a retry, a webhook replay) finds it succeeded and changes nothing. The
 * user's earlier plan, if any, ends now (a plan change).
 */
export async function activateCheckout(deps: AppDeps, sessionId: string, activation: Activation): Promise<string> {
  const now = deps.clock();
  return deps.db.transaction().execute(async (trx) => {
    const session = await trx
      .selectFrom('checkout_sessions')
      .selectAll()
      .where('id', '=', sessionId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (session.status === 'succeeded' && session.user_plan_id) return session.user_plan_id;
    const plan = await trx.selectFrom('plans').selectAll().where('id', '=', session.plan_id).executeTakeFirstOrThrow();
    const trial = session.kind === 'setup' && session.trial_ends_on !== null;
    const periodEnd =
      activation.periodEnd ??
      (trial ? session.trial_ends_on : plan.billing_interval === 'one_time' ? null : addMonth(now));

    await trx
      .updateTable('user_plans')
      .set({ status: 'canceled', current_period_end: now, cancel_at_period_end: false })
      .where('user_id', '=', session.user_id)
      .where('status', 'in', ['trialing', 'active', 'past_due'])
      .execute();
    const userPlan = await trx
      .insertInto('user_plans')
      .values({
        user_id: session.user_id,
        plan_id: plan.id,
        status: trial ? 'trialing' : 'active',
        referral_code: generateReferralCode(),
        current_period_start: now,
        current_period_end: periodEnd,
        trial_ends_on: trial ? session.trial_ends_on : null,
        provider: session.provider,
        provider_subscription_id: activation.providerSubscriptionId ?? session.provider_subscription_id,
        recurring_cents: plan.billing_interval === 'one_time' ? null : session.recurring_cents,
        coupon_code: session.coupon_code,
        created_on: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await moveTeamToPlan(trx, session.user_id, userPlan.id, plan.plan_actions);

    const card = activation.paymentMethodId
      ? await claimCard(trx, session.user_id, activation.paymentMethodId)
      : undefined;
    const invoice =
      session.amount_cents > 0
        ? await trx
            .insertInto('invoices')
            .values({
              user_id: session.user_id,
              user_plan_id: userPlan.id,
              amount_cents: session.amount_cents,
              status: 'paid',
              description: `Mentor ${plan.name} plan${plan.billing_interval === 'one_time' ? ' (lifetime access)' : ''}`,
              period_start: now,
              period_end: periodEnd,
              provider_ref: activation.invoiceRef ?? null,
              card_brand: card?.brand ?? null,
              card_last_digits: card?.last_digits ?? null,
              created_on: now,
            })
            .returning(['id', 'user_id', 'amount_cents'])
            .executeTakeFirstOrThrow()
        : null;
    // The referral is bound and its commission credited with the payment, or not at all.
    await bindReferee(trx, session, { cardId: activation.paymentMethodId, invoiceId: invoice?.id ?? null }, now);
    if (invoice) await creditCommission(trx, invoice, now);
    await trx
      .updateTable('checkout_sessions')
      .set({
        status: 'succeeded',
        user_plan_id: userPlan.id,
        payment_method_id: activation.paymentMethodId,
        error_message: null,
        updated_on: now,
      })
      .where('id', '=', session.id)
      .execute();
    return userPlan.id;
  });
}
