import { priceBreakdown, settleCharge } from '@mentor/core';
import { sql } from 'kysely';
import type { AppDeps } from '../../context';
import type { Db } from '../../db/database';
import { creditCommission } from '../referrals/ledger';
import { accountCreditCents, recordCreditMovement } from './account-credit';
import { couponLabel, invoiceLines, type ChargeFigures } from './charge-figures';
import { couponByCode } from './checkout-pricing';
import { recordInvoice } from './invoice-record';
import { DECLINED_MESSAGE } from './local/test-cards';
import { cardText } from './receipts';

/** A local subscription's row as a period charge needs it. */
export interface ChargeablePlan {
  id: string;
  user_id: string;
  plan_name: string;
  recurring_cents: number;
  list_cents: number | null;
  referee_discount: number | null;
  coupon_code: string | null;
}

export type PeriodCharge =
  { ok: true; invoiceId: string } | { ok: false; reason: string; amountCents: number; card: string | null };

export const NO_CARD = 'There is no card on file.';
export const CARD_EXPIRED = 'Your card has expired.';

/**
 * The figures of a renewal: the plan's price as it was bought (list price, referral discount,
 * coupon), tax, and the account credit first. A subscription from before these were kept, or
 * whose parts no longer add up to what it charges, is one line at its price.
 */
async function renewalFigures(deps: AppDeps, trx: Db, plan: ChargeablePlan, now: Date): Promise<ChargeFigures> {
  const coupon = plan.coupon_code ? await couponByCode(trx, plan.coupon_code) : null;
  const parts = plan.list_cents ? priceBreakdown(plan.list_cents, plan.referee_discount, coupon) : null;
  const price =
    parts && parts.priceCents === plan.recurring_cents
      ? parts
      : {
          listCents: plan.recurring_cents,
          referralDiscountCents: 0,
          couponDiscountCents: 0,
          priceCents: plan.recurring_cents,
        };
  const credit = await accountCreditCents(trx, plan.user_id);
  return {
    planName: plan.plan_name,
    interval: 'month',
    price,
    couponCode: price.couponDiscountCents > 0 ? plan.coupon_code : null,
    couponLabel: price.couponDiscountCents > 0 && coupon ? couponLabel(coupon) : null,
    refereeDiscount: price.referralDiscountCents > 0 ? plan.referee_discount : null,
    change: null,
    settlement: settleCharge(price.priceCents, deps.config.taxPercent, credit),
    creditBeforeCents: credit,
    pricedOn: now.toISOString(),
    nextChargeOn: null,
  };
}

/**
 * Charges one period of a local subscription to the default card, inside the caller's transaction
 * (which holds the plan's row lock): account credit first, the card for the rest (its test
 * behaviour decides), then the period moves on and the invoice, the commission and the credit
 * used are written. A charge the credit covers needs no card. A refusal changes nothing here and
 * says why; the caller marks the plan past due.
 */
export async function chargePeriod(
  deps: AppDeps,
  trx: Db,
  plan: ChargeablePlan,
  period: { start: Date; end: Date },
  now: Date,
): Promise<PeriodCharge> {
  const figures = await renewalFigures(deps, trx, plan, now);
  const due = figures.settlement.amountDueCents;
  const card = await trx
    .selectFrom('payment_methods')
    .select(['id', 'brand', 'last_digits', 'test_behavior', 'exp_month', 'exp_year'])
    .where('user_id', '=', plan.user_id)
    .where('is_default', '=', true)
    .where('detached_on', 'is', null)
    .executeTakeFirst();
  if (due > 0) {
    const expired =
      card &&
      (card.exp_year < now.getUTCFullYear() ||
        (card.exp_year === now.getUTCFullYear() && card.exp_month < now.getUTCMonth() + 1));
    const reason = !card
      ? NO_CARD
      : expired
        ? CARD_EXPIRED
        : card.test_behavior !== 'succeed'
          ? DECLINED_MESSAGE
          : null;
    if (reason)
      return { ok: false, reason, amountCents: due, card: card ? cardText(card.brand, card.last_digits) : null };
  }
  await trx
    .updateTable('user_plans')
    .set({
      status: 'active',
      current_period_start: period.start,
      current_period_end: period.end,
      renewal_failures: 0,
      past_due_on: null,
      failure_message: null,
    })
    .where('id', '=', plan.id)
    .execute();
  const invoice = await recordInvoice(
    trx,
    deps.config,
    {
      userId: plan.user_id,
      userPlanId: plan.id,
      cardId: due > 0 && card ? card.id : null,
      description: `Mentor ${plan.plan_name} plan renewal`,
      lines: invoiceLines(figures, period),
      subtotalCents: figures.settlement.subtotalCents,
      taxCents: figures.settlement.taxCents,
      creditAppliedCents: figures.settlement.creditAppliedCents,
      amountCents: due,
      periodStart: period.start,
      periodEnd: period.end,
    },
    now,
  );
  await creditCommission(trx, invoice!, now);
  await recordCreditMovement(
    trx,
    {
      userId: plan.user_id,
      before: figures.creditBeforeCents,
      after: figures.settlement.creditLeftCents,
      invoiceId: invoice!.id,
    },
    now,
  );
  return { ok: true, invoiceId: invoice!.id };
}

/** Marks a plan past due after a refused charge, with the reason the member will read. */
export async function markPastDue(trx: Db, planId: string, reason: string, now: Date): Promise<void> {
  await trx
    .updateTable('user_plans')
    .set({
      status: 'past_due',
      renewal_failures: sql`renewal_failures + 1`,
      past_due_on: now,
      failure_message: reason,
    })
    .where('id', '=', planId)
    .execute();
}
