import { priceBreakdown, settleCharge, unusedTimeCreditCents } from '@mentor/core';
import type { Selectable } from 'kysely';
import type { AppDeps } from '../../context';
import type { Db } from '../../db/database';
import type { CheckoutKind, PlansTable } from '../../db/schema';
import { invalid } from '../../http/reply';
import { findPlanAccess } from '../plans/access';
import type { ReferralTerms } from '../referrals/terms';
import { accountCreditCents } from './account-credit';
import type { ChargeFigures } from './charge-figures';
import { couponLabel } from './charge-figures';
import { addDays, addMonth } from './periods';
import type { Customer } from './provider';
import { trialAvailable } from './trials';

export interface CouponRow {
  discount_code: string;
  discount_type: 'fixed' | 'percent';
  discount_value: number;
}

/** The owner's live plan that a purchase would replace, with what its price is made of. */
export async function currentPlanOf(deps: AppDeps, userId: string, now: Date) {
  const access = await findPlanAccess(deps.db, userId, now);
  if (access?.role !== 'owner') return null;
  return deps.db
    .selectFrom('user_plans')
    .innerJoin('plans', 'plans.id', 'user_plans.plan_id')
    .select([
      'user_plans.id',
      'user_plans.plan_id',
      'user_plans.status',
      'user_plans.current_period_start',
      'user_plans.current_period_end',
      'user_plans.recurring_cents',
      'user_plans.coupon_code',
      'user_plans.referee_discount',
      'user_plans.provider',
      'user_plans.provider_subscription_id',
      'plans.name',
      'plans.billing_interval',
    ])
    .where('user_plans.id', '=', access.user_plan_id)
    .executeTakeFirstOrThrow();
}

export type CurrentPlan = NonNullable<Awaited<ReturnType<typeof currentPlanOf>>>;

export interface PricedCheckout {
  kind: CheckoutKind;
  figures: ChargeFigures;
  trialEndsOn: Date | null;
  /** The plan a change replaces, and its period end as priced. */
  change: { userPlanId: string; periodEnd: Date | null; providerSubscriptionId: string | null } | null;
  current: CurrentPlan | null;
}

export const ALREADY_ON_PLAN = (name: string) => `You are already on the ${name} plan.`;

/**
 * Prices a purchase on the server, in one place: the plan's list price less the referral discount
 * and the coupon; a first Agency subscription's trial (one per customer, ever); and, when it
 * replaces a live plan, the credit for that plan's unused paid time, then tax and account credit.
 * A monthly plan replacing a Stripe subscription is priced by Stripe's preview instead (the
 * provider's `previewChange`), with the same meaning.
 */
export async function priceCheckout(
  deps: AppDeps,
  caller: Customer,
  plan: Selectable<PlansTable> & { price_cents: number },
  coupon: CouponRow | null,
  referral: ReferralTerms | null,
  now: Date,
): Promise<PricedCheckout> {
  const current = await currentPlanOf(deps, caller.id, now);
  if (current?.plan_id === plan.id) throw invalid(ALREADY_ON_PLAN(plan.name));
  const interval = plan.billing_interval === 'one_time' ? 'one_time' : 'month';

  // A change keeps what the current subscription had: its referral discount, and its coupon unless a new one is given.
  const refereeDiscount = referral?.refereeDiscount ?? current?.referee_discount ?? null;
  const carriedCoupon = !coupon && current?.coupon_code ? await couponByCode(deps.db, current.coupon_code) : null;
  const appliedCoupon = coupon ?? carriedCoupon;
  const price = priceBreakdown(plan.price_cents, refereeDiscount, appliedCoupon);
  const trial = plan.trial_days > 0 && !current && (await trialAvailable(deps.db, deps.codeSecret, caller));
  const trialEndsOn = trial ? addDays(now, plan.trial_days) : null;

  const paidPeriod =
    current && current.status === 'active' && current.billing_interval === 'month' && current.recurring_cents
      ? current.current_period_start && current.current_period_end
        ? { priceCents: current.recurring_cents, start: current.current_period_start, end: current.current_period_end }
        : null
      : null;
  const unusedCredit = paidPeriod ? unusedTimeCreditCents(paidPeriod, now) : 0;
  const creditBefore = await accountCreditCents(deps.db, caller.id);
  const subtotal = trial ? 0 : price.priceCents - unusedCredit;
  const settlement = settleCharge(subtotal, deps.config.taxPercent, trial ? 0 : creditBefore);

  const figures: ChargeFigures = {
    planName: plan.name,
    interval,
    price,
    couponCode: appliedCoupon?.discount_code ?? null,
    couponLabel: appliedCoupon ? couponLabel(appliedCoupon) : null,
    refereeDiscount: price.referralDiscountCents > 0 ? refereeDiscount : null,
    change: current
      ? {
          fromPlanName: current.name,
          unusedCreditCents: unusedCredit,
          unusedUntil: paidPeriod ? paidPeriod.end.toISOString() : null,
        }
      : null,
    settlement,
    creditBeforeCents: trial ? 0 : creditBefore,
    pricedOn: now.toISOString(),
    nextChargeOn: trialEndsOn?.toISOString() ?? (interval === 'month' ? addMonth(now).toISOString() : null),
  };
  const stripeChange =
    deps.payments.name === 'stripe' &&
    interval === 'month' &&
    current?.provider === 'stripe' &&
    current.billing_interval === 'month' &&
    current.provider_subscription_id !== null;
  return {
    kind: trial ? 'setup' : stripeChange ? 'change' : 'payment',
    figures,
    trialEndsOn,
    change: current
      ? {
          userPlanId: current.id,
          periodEnd: current.current_period_end,
          providerSubscriptionId: current.provider_subscription_id,
        }
      : null,
    current,
  };
}

/** A coupon by its code, active or not: a subscription keeps the coupon it was bought with. */
export async function couponByCode(db: Db, code: string): Promise<CouponRow | null> {
  const row = await db.selectFrom('coupons').selectAll().where('code', '=', code).executeTakeFirst();
  if (!row) return null;
  return {
    discount_code: row.code,
    discount_type: row.discount_type,
    discount_value: row.discount_type === 'fixed' ? row.discount_value / 100 : row.discount_value,
  };
}
