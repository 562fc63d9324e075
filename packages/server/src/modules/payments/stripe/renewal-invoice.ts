import { formatInvoiceDate } from '@mentor/core';
import type Stripe from 'stripe';
import type { AppDeps } from '../../../context';
import type { InvoiceLine } from '../../../db/schema';

const sum = (amounts: { amount: number }[] | null | undefined) => (amounts ?? []).reduce((t, a) => t + a.amount, 0);
const day = (date: Date) => formatInvoiceDate(date.toISOString(), 'UTC');

/**
 * A Stripe renewal's lines and totals, read from Stripe's invoice: the plan before discounts, the
 * discounts as their own line, tax, and the customer balance Stripe applied.
 */
export function stripeRenewalFigures(
  invoice: Stripe.Invoice,
  planName: string,
  couponCode: string | null,
  period: { start: Date | null; end: Date | null },
) {
  const tax = sum(invoice.total_taxes);
  const discount = sum(invoice.total_discount_amounts);
  const total = invoice.total ?? invoice.amount_paid;
  const beforeTax = invoice.total_excluding_tax ?? total - tax;
  const when = period.start && period.end ? ` (${day(period.start)} – ${day(period.end)})` : '';
  const lines: InvoiceLine[] = [
    { kind: 'plan', description: `Mentor ${planName} plan, monthly${when}`, amount_cents: beforeTax + discount },
  ];
  if (discount > 0)
    lines.push({
      kind: 'coupon',
      description: couponCode ? `Coupon ${couponCode}` : 'Discount',
      amount_cents: -discount,
    });
  return {
    lines,
    subtotalCents: beforeTax,
    taxCents: tax,
    creditAppliedCents: Math.max(0, total - invoice.amount_paid),
    amountCents: invoice.amount_paid,
  };
}

/** The card a Stripe renewal was charged to, as we know it: the user's default card. */
export async function defaultCardOf(deps: AppDeps, userId: string) {
  const card = await deps.db
    .selectFrom('payment_methods')
    .select(['brand', 'last_digits'])
    .where('user_id', '=', userId)
    .where('is_default', '=', true)
    .where('detached_on', 'is', null)
    .executeTakeFirst();
  return { brand: card?.brand ?? null, lastDigits: card?.last_digits ?? null };
}
