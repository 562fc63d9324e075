import { findPlan } from './plans';
import { START_TRIAL_PERIOD } from './messages';
import { dollarsToCents, formatDollars } from './money';
import type { Discount, PaymentSession } from './types';

/** Commission percent a referrer earns by default (affiliate blurb, spec §9). */
export const DEFAULT_REFERRAL_COMMISSION = 15;
/** Discount percent a referred customer gets by default (affiliate blurb, spec §9). */
export const DEFAULT_REFEREE_DISCOUNT = 21;
/** The Refer & Earn tab's reading: 20 % commission and 20 % discount. */
export const REFER_AND_EARN_COMMISSION = 20;
export const REFER_AND_EARN_DISCOUNT = 20;

/** The Refer & Earn tab's text, exactly as the spec gives it. */
export const REFER_AND_EARN_TEXT = "Refer a new client and earn a 20% commission. They'll get a 20% discount too.";

/** The affiliate plan card's blurb: "15% commission per referral plus 21% discount on monthly subscription". */
export function affiliateBlurb(
  commission: number = DEFAULT_REFERRAL_COMMISSION,
  discount: number = DEFAULT_REFEREE_DISCOUNT,
): string {
  return `${commission}% commission per referral plus ${discount}% discount on monthly subscription`;
}

export const AFFILIATE_BLURB = affiliateBlurb();

/** A fixed coupon never takes a price below 0.50 dollars. */
export const MIN_FIXED_COUPON_PRICE_CENTS = 50;

/** A plan's base price in cents; null for Enterprise (by contact) or an unknown id. */
export function planBasePriceCents(planId: string): number | null {
  return findPlan(planId)?.price_cents ?? null;
}

/** Reduces a price by a percentage (clamped to 0–100), rounded to the cent. */
export function reduceByPercent(priceCents: number, percent: number): number {
  const clamped = Math.min(100, Math.max(0, percent));
  return Math.round((priceCents * (100 - clamped)) / 100);
}

/**
 * A price after a coupon: fixed subtracts its value (dollars) with a floor of 0.50 dollars;
 * percent reduces the price by that percentage.
 */
export function applyCoupon(priceCents: number, discount: Pick<Discount, 'discount_type' | 'discount_value'>): number {
  if (discount.discount_type === 'percent') return reduceByPercent(priceCents, discount.discount_value);
  return Math.max(priceCents - dollarsToCents(discount.discount_value), MIN_FIXED_COUPON_PRICE_CENTS);
}

/** A referred customer's price: the base price less the referee discount percent. */
export function applyRefereeDiscount(priceCents: number, refereeDiscount: number = DEFAULT_REFEREE_DISCOUNT): number {
  return reduceByPercent(priceCents, refereeDiscount);
}

/** A referrer's commission on a payment, rounded to the cent. */
export function referralCommissionCents(paidCents: number, commission: number = DEFAULT_REFERRAL_COMMISSION): number {
  return Math.round((paidCents * Math.min(100, Math.max(0, commission))) / 100);
}

/** A plan's trial, said up front on its card: "14-day free trial". */
export function freeTrialText(days: number): string {
  return `${days}-day free trial`;
}

/** The checkout note when a trial ends: "You will be charged $499.00 after your trial period ends". */
export function trialChargeText(amountCents: number): string {
  return `You will be charged ${formatDollars(amountCents)} after your trial period ends`;
}

/** The payment overlay's button: "Start Trial Period" with a trial, else "Pay Now $49.00". */
export function paymentButtonLabel(session: Pick<PaymentSession, 'trial_ends_on' | 'amount_pay_now'>): string {
  return session.trial_ends_on
    ? START_TRIAL_PERIOD
    : `Pay Now ${formatDollars(dollarsToCents(session.amount_pay_now))}`;
}
