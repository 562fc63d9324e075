import { applyCoupon, applyRefereeDiscount } from './pricing';
import type { Discount } from './types';

// The arithmetic of a charge, in integer cents, written once: the server prices checkouts, plan
// changes and renewals with it, and a plan change's preview is the very figure that is charged.

/** A plan's monthly price as its parts: the list price, the referral discount, then the coupon. */
export interface PriceBreakdown {
  listCents: number;
  referralDiscountCents: number;
  couponDiscountCents: number;
  /** What is charged each period: the list price less both discounts. */
  priceCents: number;
}

/** The referee discount applies to the list price, the coupon after it (docs/decisions.md, "Commissions"). */
export function priceBreakdown(
  listCents: number,
  refereeDiscount: number | null,
  coupon: Pick<Discount, 'discount_type' | 'discount_value'> | null,
): PriceBreakdown {
  const afterReferral = refereeDiscount ? applyRefereeDiscount(listCents, refereeDiscount) : listCents;
  const priceCents = coupon ? applyCoupon(afterReferral, coupon) : afterReferral;
  return {
    listCents,
    referralDiscountCents: listCents - afterReferral,
    couponDiscountCents: afterReferral - priceCents,
    priceCents,
  };
}

/** Sales tax on a subtotal at a percent rate (0 unless configured), rounded to the cent; none on a credit. */
export function taxCents(subtotalCents: number, taxPercent: number): number {
  if (subtotalCents <= 0 || taxPercent <= 0) return 0;
  return Math.round((subtotalCents * taxPercent) / 100);
}

export interface PaidPeriod {
  /** The period's price (after discounts), as each renewal charges it. */
  priceCents: number;
  start: Date;
  end: Date;
}

/**
 * Credit for the unused part of a paid period when the plan changes at `at`: the price times the
 * share of the period still to come, counted in whole seconds and rounded to the cent, as Stripe
 * prorates. Nothing once the period is over; all of it before it starts.
 */
export function unusedTimeCreditCents(period: PaidPeriod, at: Date): number {
  const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
  const length = seconds(period.end) - seconds(period.start);
  if (length <= 0 || period.priceCents <= 0) return 0;
  const left = Math.min(length, Math.max(0, seconds(period.end) - seconds(at)));
  return Math.round((period.priceCents * left) / length);
}

export interface Settlement {
  /** The invoice's lines added up (the price less discounts and credit for unused time); below 0 for a credit. */
  subtotalCents: number;
  taxCents: number;
  /** Subtotal plus tax. */
  totalCents: number;
  /** Account credit (from earlier plan changes) used for this charge. */
  creditAppliedCents: number;
  /** What the card is charged now. */
  amountDueCents: number;
  /** Account credit left for later charges. */
  creditLeftCents: number;
}

/**
 * Settles a charge: tax on the subtotal, then the account credit pays what it can. A negative
 * subtotal (a downgrade whose unused time is worth more than the new price) charges nothing and
 * adds the difference to the account credit, which later charges use first.
 */
export function settleCharge(subtotalCents: number, taxPercent: number, creditCents: number): Settlement {
  const tax = taxCents(subtotalCents, taxPercent);
  const total = subtotalCents + tax;
  const available = Math.max(0, creditCents);
  if (total <= 0) {
    return {
      subtotalCents,
      taxCents: tax,
      totalCents: total,
      creditAppliedCents: 0,
      amountDueCents: 0,
      creditLeftCents: available - total,
    };
  }
  const applied = Math.min(available, total);
  return {
    subtotalCents,
    taxCents: tax,
    totalCents: total,
    creditAppliedCents: applied,
    amountDueCents: total - applied,
    creditLeftCents: available - applied,
  };
}
