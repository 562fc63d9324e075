import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { centsToDollars, ErrorCode, taxCents, type PaymentSession, type PlanChangePreview } from '@mentor/core';
import { type Selectable, sql } from 'kysely';
import type { AppDeps } from '../../context';
import type { Db } from '../../db/database';
import type { CheckoutSessionsTable } from '../../db/schema';
import { invalid, notFound, ReplyError } from '../../http/reply';
import { assertPlanChangeKeepsSeats } from '../employees/plan-change';
import { acceptReferral } from '../referrals/attribution';
import { fromFiguresJson, toFiguresJson, type ChargeFigures } from './charge-figures';
import { priceCheckout } from './checkout-pricing';
import { addDays } from './periods';
import type { Customer } from './provider';

export const COUPON_INVALID = 'This coupon code is not valid.';
const OPEN = ['requires_payment_method', 'requires_action'] as const;
/** A plan change's price counts unused time up to when it was shown: it is offered again only this long. */
export const CHANGE_PRICE_VALID_MS = 30 * 60_000;

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
  const priced = await priceCheckout(deps, caller, { ...plan, price_cents: plan.price_cents }, coupon, referral, now);
  const figures =
    priced.kind === 'change' && deps.payments.previewChange
      ? await deps.payments.previewChange({
          customer: caller,
          providerSubscriptionId: priced.change!.providerSubscriptionId!,
          planId: plan.id,
          planName: plan.name,
          figures: priced.figures,
          prorationDate: now,
        })
      : priced.figures;

  const key = createHash('sha256')
    .update(
      [
        caller.id,
        plan.id,
        figures.couponCode ?? '',
        priced.kind,
        referral?.referrerUserPlanId ?? '',
        input.visitor ? 'v' : '',
        priced.change?.userPlanId ?? '',
      ].join('|'),
    )
    .digest('hex');
  // A change's credit runs down with time, so its price is offered again only briefly.
  const reuseSince = priced.change ? new Date(now.getTime() - CHANGE_PRICE_VALID_MS) : addDays(now, -1);

  const { session, created } = await db.transaction().execute(async (trx) => {
    // Serialises checkouts of the same action across servers (PostgreSQL) and requests (PGlite).
    await sql`select pg_advisory_xact_lock(hashtext(${key}))`.execute(trx);
    const open = await trx
      .selectFrom('checkout_sessions')
      .selectAll()
      .where('idempotency_key', '=', key)
      .where('status', 'in', OPEN)
      .where('created_on', '>', reuseSince)
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
        kind: priced.kind,
        provider: deps.payments.name,
        // A Stripe change is applied by our server (confirm-change): its secret is ours.
        client_secret:
          priced.kind === 'change'
            ? `chg_${id.replace(/-/g, '')}_secret_${randomBytes(12).toString('hex')}`
            : `pending_${id}`,
        provider_subscription_id: priced.kind === 'change' ? priced.change!.providerSubscriptionId : null,
        amount_cents: figures.settlement.amountDueCents,
        recurring_cents: figures.price.priceCents,
        coupon_code: figures.couponCode,
        trial_ends_on: priced.trialEndsOn,
        status: 'requires_payment_method',
        idempotency_key: key,
        referrer_user_plan_id: referral?.referrerUserPlanId ?? null,
        referral_code: referral?.code ?? null,
        referee_discount: referral?.refereeDiscount ?? null,
        visitor: input.visitor ?? false,
        figures: toFiguresJson(figures),
        change_from_user_plan_id: priced.change?.userPlanId ?? null,
        change_from_period_end: priced.change?.periodEnd ?? null,
        created_on: now,
        updated_on: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return { session: row, created: true };
  });

  let clientSecret = session.client_secret;
  if (created && session.kind !== 'change') {
    try {
      const started = await deps.payments.startCheckout({
        sessionId: session.id,
        customer: { id: caller.id, email: caller.email, name: caller.name },
        planId: plan.id,
        planName: plan.name,
        amountCents: session.amount_cents,
        listPriceCents: figures.price.listCents - figures.price.referralDiscountCents,
        recurringCents: session.recurring_cents,
        interval: plan.billing_interval === 'one_time' ? 'one_time' : 'month',
        trialDays: session.kind === 'setup' ? plan.trial_days : 0,
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
  return paymentSessionView(deps, session, clientSecret, caller.id);
}

/** The payment session of spec §3 for a checkout, with a plan change's preview (ours). */
async function paymentSessionView(
  deps: AppDeps,
  session: Selectable<CheckoutSessionsTable>,
  clientSecret: string,
  userId: string,
): Promise<PaymentSession> {
  const figures = fromFiguresJson(session.figures)!;
  const cards = await storedCards(deps.db, userId);
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
    amount_will_charged: centsToDollars(
      session.recurring_cents + taxCents(session.recurring_cents, deps.config.taxPercent),
    ),
    amount_pay_now: centsToDollars(session.amount_cents),
    intent_type: session.kind,
    provider: deps.payments.name,
    plan_change: planChangePreview(figures),
  };
}

/** What a plan change does, as the overlay shows it before paying. */
export function planChangePreview(figures: ChargeFigures): PlanChangePreview | null {
  if (!figures.change) return null;
  const { settlement } = figures;
  return {
    from_plan_name: figures.change.fromPlanName,
    to_plan_name: figures.planName,
    unused_credit: centsToDollars(figures.change.unusedCreditCents),
    unused_until: figures.change.unusedCreditCents > 0 ? figures.change.unusedUntil : null,
    credit_applied: centsToDollars(settlement.creditAppliedCents),
    tax: centsToDollars(settlement.taxCents),
    amount_today: centsToDollars(settlement.amountDueCents),
    new_price: centsToDollars(figures.price.priceCents),
    new_price_interval: figures.interval,
    next_charge_on: figures.nextChargeOn,
    credit_left: centsToDollars(settlement.creditLeftCents),
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
