import { centsToDollars, formatInvoiceDate, taxCents, type PaymentReceipt } from '@mentor/core';
import type { Selectable } from 'kysely';
import type { AppDeps } from '../../context';
import type { InvoicesTable } from '../../db/schema';
import { receiptEmail } from '../../mail/billing-templates';
import { accountCreditCents } from './account-credit';
import { discountsOf } from './charge-figures';
import { formatInvoiceNumber } from './invoice-record';
import { EMAIL_LINK_TTL_MS, invoicePdfUrl } from './invoices';

const day = (date: Date) => formatInvoiceDate(date.toISOString(), 'UTC');

/** "Visa ending 4242". */
export function cardText(brand: string | null, lastDigits: string | null): string | null {
  if (!lastDigits) return null;
  const name = brand && brand !== 'unknown' ? brand.charAt(0).toUpperCase() + brand.slice(1) : 'Card';
  return `${name} ending ${lastDigits}`;
}

/** An invoice with what a receipt says around it: the account, the plan, and its next charge. */
async function loadReceipt(deps: AppDeps, invoiceId: string) {
  const invoice = await deps.db.selectFrom('invoices').selectAll().where('id', '=', invoiceId).executeTakeFirst();
  if (!invoice) return null;
  const [user, plan] = await Promise.all([
    deps.db.selectFrom('users').select(['name', 'email']).where('id', '=', invoice.user_id).executeTakeFirstOrThrow(),
    invoice.user_plan_id
      ? deps.db
          .selectFrom('user_plans')
          .innerJoin('plans', 'plans.id', 'user_plans.plan_id')
          .select([
            'plans.name',
            'plans.billing_interval',
            'user_plans.current_period_end',
            'user_plans.cancel_at_period_end',
            'user_plans.recurring_cents',
            'user_plans.trial_ends_on',
          ])
          .where('user_plans.id', '=', invoice.user_plan_id)
          .executeTakeFirst()
      : undefined,
  ]);
  const renews = plan?.billing_interval === 'month' && !plan.cancel_at_period_end && plan.current_period_end !== null;
  const nextChargeCents =
    renews && plan.recurring_cents !== null
      ? plan.recurring_cents + taxCents(plan.recurring_cents, deps.config.taxPercent)
      : null;
  return {
    invoice,
    user,
    plan,
    renews,
    nextChargeCents,
    creditLeftCents: await accountCreditCents(deps.db, invoice.user_id),
  };
}

type LoadedReceipt = NonNullable<Awaited<ReturnType<typeof loadReceipt>>>;

function period(invoice: Selectable<InvoicesTable>): string | null {
  if (!invoice.period_start) return null;
  return invoice.period_end
    ? `${day(invoice.period_start)} – ${day(invoice.period_end)}`
    : `from ${day(invoice.period_start)}`;
}

function nextChargeText(data: LoadedReceipt): string | null {
  if (!data.renews || data.nextChargeCents === null || !data.plan?.current_period_end) return null;
  const credit = Math.min(data.creditLeftCents, data.nextChargeCents);
  const due = data.nextChargeCents - credit;
  const dollars = `$${centsToDollars(due).toFixed(2)}`;
  return `${dollars} on ${day(data.plan.current_period_end)}${credit > 0 ? ' (after your account credit)' : ''}`;
}

/** What a checkout charged, for the portal's confirmation (checkout-status). */
export async function paymentReceipt(deps: AppDeps, invoiceId: string): Promise<PaymentReceipt | null> {
  const data = await loadReceipt(deps, invoiceId);
  if (!data) return null;
  const { invoice, user, plan } = data;
  return {
    plan_name: plan?.name ?? invoice.description,
    invoice_number: formatInvoiceNumber(invoice.seller_key, invoice.seller_number),
    amount_paid: centsToDollars(invoice.amount_cents),
    discounts: discountsOf(invoice.lines ?? []).map((line) => ({
      label: line.description,
      amount: centsToDollars(-line.amount_cents),
    })),
    card_brand: invoice.card_brand,
    last_digits: invoice.card_last_digits,
    period_start: invoice.period_start?.toISOString() ?? null,
    period_end: invoice.period_end?.toISOString() ?? null,
    trial_ends_on: null,
    next_charge_on: data.renews ? (plan?.current_period_end?.toISOString() ?? null) : null,
    next_charge_amount: data.nextChargeCents === null ? null : centsToDollars(data.nextChargeCents),
    invoice_pdf: invoicePdfUrl(deps, invoice.id),
    email: user.email,
  };
}

/**
 * E-mails an invoice's receipt once. The invoice is claimed first (`receipt_sent_on`), so a
 * sweep and the payment itself never both send it; a send that fails gives the claim back.
 */
export async function sendReceipt(deps: AppDeps, invoiceId: string): Promise<boolean> {
  const claimed = await deps.db
    .updateTable('invoices')
    .set({ receipt_sent_on: deps.clock() })
    .where('id', '=', invoiceId)
    .where('receipt_sent_on', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (!claimed) return false;
  try {
    const data = await loadReceipt(deps, invoiceId);
    if (!data) return false;
    const { invoice, user, plan } = data;
    await deps.mailer.send(
      receiptEmail({
        to: user.email,
        name: user.name,
        invoiceNumber: formatInvoiceNumber(invoice.seller_key, invoice.seller_number),
        paidOn: day(invoice.paid_on ?? invoice.created_on),
        planName: plan?.name ?? invoice.description,
        planTerm: plan?.billing_interval === 'one_time' ? 'lifetime access' : 'monthly',
        period: period(invoice),
        lines: invoice.lines ?? [],
        subtotalCents: invoice.subtotal_cents ?? invoice.amount_cents,
        taxCents: invoice.tax_cents,
        creditAppliedCents: invoice.credit_applied_cents,
        amountPaidCents: invoice.amount_cents,
        creditLeftCents: data.creditLeftCents,
        card: cardText(invoice.card_brand, invoice.card_last_digits),
        nextCharge: nextChargeText(data),
        invoiceUrl: invoicePdfUrl(deps, invoice.id, EMAIL_LINK_TTL_MS),
        billingUrl: `${deps.config.publicUrl}/dashboard/billing`,
      }),
    );
    return true;
  } catch (error) {
    await deps.db.updateTable('invoices').set({ receipt_sent_on: null }).where('id', '=', invoiceId).execute();
    throw error;
  }
}

/** Sends a receipt right after its payment; a failure is logged and the hourly sweep sends it later. */
export async function sendReceiptSoon(deps: AppDeps, invoiceId: string): Promise<void> {
  await sendReceipt(deps, invoiceId).catch((error: unknown) =>
    deps.log.error({ err: error, invoiceId }, 'receipt not sent; the hourly job will retry'),
  );
}

/** Receipts not sent yet (a mail server that was down, a crash after the payment), from the last 3 days. */
export async function sendPendingReceipts(deps: AppDeps): Promise<number> {
  const pending = await deps.db
    .selectFrom('invoices')
    .select('id')
    .where('receipt_sent_on', 'is', null)
    .where('created_on', '>', new Date(deps.clock().getTime() - 3 * 86_400_000))
    .orderBy('created_on')
    .limit(500)
    .execute();
  let sent = 0;
  for (const { id } of pending) if (await sendReceipt(deps, id).catch(() => false)) sent += 1;
  return sent;
}
