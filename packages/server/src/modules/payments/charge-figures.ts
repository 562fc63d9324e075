import { formatDollars, formatInvoiceDate, type PriceBreakdown, type Settlement } from '@mentor/core';
import type { ChargeFiguresJson, InvoiceLine } from '../../db/schema';

/**
 * A charge as it was priced and shown: the plan's price and what was taken off it, the credit for
 * unused time of the plan it replaces, tax and account credit. The checkout keeps it, so what is
 * charged is exactly what was shown; the invoice's lines are written from it.
 */
export interface ChargeFigures {
  planName: string;
  interval: 'month' | 'one_time';
  price: PriceBreakdown;
  couponCode: string | null;
  /** "20% off" or "$10.00 off". */
  couponLabel: string | null;
  refereeDiscount: number | null;
  /**
   * A plan change: the plan it replaces, and the credit for that plan's unused paid time (up to
   * `unusedUntil`; none for a trial or a lifetime plan).
   */
  change: { fromPlanName: string; unusedCreditCents: number; unusedUntil: string | null } | null;
  settlement: Settlement;
  /** The account credit when priced: the charge is refused if it changed meanwhile. */
  creditBeforeCents: number;
  /** When the price was computed (the proration date). */
  pricedOn: string;
  /** When the plan charges next: a trial's end, a month from today; null for a lifetime plan. */
  nextChargeOn: string | null;
}

export function toFiguresJson(figures: ChargeFigures): string {
  return JSON.stringify(figures);
}

export function fromFiguresJson(json: ChargeFiguresJson | null): ChargeFigures | null {
  return json ? (json as unknown as ChargeFigures) : null;
}

const day = (date: Date | string) => formatInvoiceDate(typeof date === 'string' ? date : date.toISOString(), 'UTC');

export function couponLabel(coupon: { discount_type: 'fixed' | 'percent'; discount_value: number }): string {
  return coupon.discount_type === 'percent'
    ? `${coupon.discount_value}% off`
    : `${formatDollars(Math.round(coupon.discount_value * 100))} off`;
}

export interface LinePeriod {
  start: Date;
  end: Date | null;
}

/**
 * The lines of an invoice: the plan at its list price for the period, then each thing taken off it
 * (referral discount, coupon, unused time of the plan it replaces) as its own line. They add up to
 * the subtotal.
 */
export function invoiceLines(figures: ChargeFigures, period: LinePeriod): InvoiceLine[] {
  const plan =
    figures.interval === 'one_time'
      ? `Mentor ${figures.planName} plan, lifetime access`
      : `Mentor ${figures.planName} plan, monthly (${day(period.start)} – ${period.end ? day(period.end) : ''})`;
  const lines: InvoiceLine[] = [{ kind: 'plan', description: plan, amount_cents: figures.price.listCents }];
  if (figures.price.referralDiscountCents > 0)
    lines.push({
      kind: 'referral_discount',
      description: `Referral discount (${figures.refereeDiscount}% off)`,
      amount_cents: -figures.price.referralDiscountCents,
    });
  if (figures.price.couponDiscountCents > 0)
    lines.push({
      kind: 'coupon',
      description: `Coupon ${figures.couponCode ?? ''} (${figures.couponLabel ?? 'discount'})`,
      amount_cents: -figures.price.couponDiscountCents,
    });
  const change = figures.change;
  if (change && change.unusedCreditCents > 0)
    lines.push({
      kind: 'unused_time',
      description: `Unused time on the ${change.fromPlanName} plan${change.unusedUntil ? ` (until ${day(change.unusedUntil)})` : ''}`,
      amount_cents: -change.unusedCreditCents,
    });
  return lines;
}

/** What a line list says was taken off (for receipts): every line but the plan's. */
export function discountsOf(lines: InvoiceLine[]) {
  return lines.filter((line) => line.kind !== 'plan');
}
