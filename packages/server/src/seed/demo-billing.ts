import { priceBreakdown, settleCharge } from '@mentor/core';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { invoiceLines } from '../modules/payments/charge-figures';
import { recordInvoice } from '../modules/payments/invoice-record';
import { addMonth } from '../modules/payments/periods';

/** The demo admin's card: a test Visa that renews, with a billing address. Development data only. */
export const DEMO_ADMIN_CARD = {
  provider_id: 'pm_local_demo_admin_visa',
  brand: 'visa',
  last_digits: '4242',
  name: 'Dana Whitfield',
  phone: '15125550100',
  line1: '100 Congress Ave, Suite 400',
  city: 'Austin',
  state: 'TX',
  postal_code: '78701',
  country: 'US',
} as const;

/** The same day a month earlier (clamped to that month's last day). */
function monthBefore(date: Date): Date {
  const earlier = new Date(date.getTime());
  earlier.setUTCDate(1);
  earlier.setUTCMonth(earlier.getUTCMonth() - 1);
  const lastDay = new Date(Date.UTC(earlier.getUTCFullYear(), earlier.getUTCMonth() + 1, 0)).getUTCDate();
  earlier.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return earlier;
}

/** Months of Agency invoices the demo admin has paid, the newest for the period running now. */
const MONTHS_PAID = 3;

/**
 * Gives the demo agency admin what a customer of a few months has: a card on file and an invoice
 * for each month paid, so the billing page shows its work. The plan's period started 10 days ago.
 */
export async function seedDemoBilling(trx: Db, config: Config, adminId: string, userPlanId: string, now: Date) {
  const price = 49_900;
  let start = new Date(now.getTime() - 10 * 86_400_000);
  const running = { start, end: addMonth(start) };
  await trx
    .updateTable('user_plans')
    .set({
      current_period_start: running.start,
      current_period_end: running.end,
      recurring_cents: price,
      list_cents: price,
    })
    .where('id', '=', userPlanId)
    .execute();
  const card = await trx
    .insertInto('payment_methods')
    .values({
      ...DEMO_ADMIN_CARD,
      user_id: adminId,
      provider: 'local',
      exp_month: 12,
      exp_year: now.getUTCFullYear() + 3,
      test_behavior: 'succeed',
      email: null,
      line2: null,
      is_default: true,
      created_on: new Date(start.getTime() - (MONTHS_PAID - 1) * 31 * 86_400_000),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // Back from the running period: each month ends where the next one starts.
  const periods: { start: Date; end: Date }[] = [];
  let end = addMonth(start);
  for (let month = 0; month < MONTHS_PAID; month += 1) {
    periods.unshift({ start, end });
    end = start;
    start = monthBefore(start);
  }
  for (const period of periods) {
    const figures = {
      planName: 'Agency',
      interval: 'month' as const,
      price: priceBreakdown(price, null, null),
      couponCode: null,
      couponLabel: null,
      refereeDiscount: null,
      change: null,
      settlement: settleCharge(price, 0, 0),
      creditBeforeCents: 0,
      pricedOn: period.start.toISOString(),
      nextChargeOn: period.end.toISOString(),
    };
    const invoice = await recordInvoice(
      trx,
      config,
      {
        userId: adminId,
        userPlanId,
        cardId: card.id,
        description: `Mentor Agency plan${period === periods[0] ? '' : ' renewal'}`,
        lines: invoiceLines(figures, period),
        subtotalCents: price,
        taxCents: 0,
        creditAppliedCents: 0,
        amountCents: price,
        periodStart: period.start,
        periodEnd: period.end,
      },
      period.start,
    );
    // Seeded history: no receipts go out for it.
    await trx.updateTable('invoices').set({ receipt_sent_on: period.start }).where('id', '=', invoice!.id).execute();
  }
}
