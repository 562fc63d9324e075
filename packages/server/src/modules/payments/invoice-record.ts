import { countryOptions } from '@mentor/core';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { InvoiceBuyer, InvoiceLine, InvoiceSeller } from '../../db/schema';

/**
 * The seller's next invoice number, taken in the transaction that records the payment: the row
 * lock on its sequence makes numbers gapless and in order (a rolled-back payment gives its number
 * back), which an identity column does not promise.
 */
async function nextSellerNumber(trx: Db, sellerKey: string): Promise<number> {
  const row = await trx
    .insertInto('invoice_sequences')
    .values({ seller_key: sellerKey, last_number: 1 })
    .onConflict((oc) =>
      oc.column('seller_key').doUpdateSet((eb) => ({ last_number: eb('invoice_sequences.last_number', '+', 1) })),
    )
    .returning('last_number')
    .executeTakeFirstOrThrow();
  return row.last_number;
}

/** "MEN-000042": the prefix and the seller's number. */
export function formatInvoiceNumber(sellerKey: string, sellerNumber: number): string {
  return `${sellerKey}-${String(sellerNumber).padStart(6, '0')}`;
}

function sellerBlock(config: Config): InvoiceSeller {
  const { name, address, email, taxId } = config.seller;
  return { name, address, email, tax_id: taxId };
}

function countryName(code: string): string {
  return countryOptions().find((country) => country.value === code)?.label ?? code;
}

/**
 * The buyer as billed: the account's e-mail, and the name and billing address of the paying card
 * (or, when account credit paid it all, of the default card).
 */
async function buyerBlock(trx: Db, userId: string, cardId: string | null): Promise<InvoiceBuyer> {
  const user = await trx
    .selectFrom('users')
    .select(['name', 'email'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const cards = trx.selectFrom('payment_methods').selectAll().where('detached_on', 'is', null);
  const card = cardId
    ? await cards.where('id', '=', cardId).executeTakeFirst()
    : await cards.where('user_id', '=', userId).where('is_default', '=', true).executeTakeFirst();
  const cityLine = card
    ? [card.city, [card.state, card.postal_code].filter(Boolean).join(' ')].filter(Boolean).join(', ')
    : '';
  const address = card
    ? [card.line1, card.line2 ?? '', cityLine, card.country ? countryName(card.country) : ''].filter((line) =>
        line.trim(),
      )
    : [];
  return { name: card?.name || user.name, email: user.email, address };
}

export interface NewInvoice {
  userId: string;
  userPlanId: string;
  /** The paying card (our row id), for the buyer's address and the card shown. */
  cardId: string | null;
  description: string;
  lines: InvoiceLine[];
  subtotalCents: number;
  taxCents: number;
  creditAppliedCents: number;
  /** What the card paid. */
  amountCents: number;
  periodStart: Date | null;
  periodEnd: Date | null;
  providerRef?: string | null;
  /** Card shown on the invoice when there is no card row (Stripe renewals). */
  card?: { brand: string | null; lastDigits: string | null };
}

/**
 * Writes a paid invoice inside the payment's transaction: the seller's next number, the seller and
 * buyer as billed, the lines. The caller credits the referrer's commission on it in the same
 * transaction (issue 12). With a provider reference seen before, nothing is written: null.
 */
export async function recordInvoice(trx: Db, config: Config, invoice: NewInvoice, now: Date) {
  if (invoice.providerRef) {
    const seen = await trx
      .selectFrom('invoices')
      .select('id')
      .where('provider_ref', '=', invoice.providerRef)
      .executeTakeFirst();
    if (seen) return null;
  }
  const card = invoice.cardId
    ? await trx
        .selectFrom('payment_methods')
        .select(['brand', 'last_digits'])
        .where('id', '=', invoice.cardId)
        .executeTakeFirst()
    : undefined;
  const sellerKey = config.seller.invoicePrefix;
  const row = await trx
    .insertInto('invoices')
    .values({
      user_id: invoice.userId,
      user_plan_id: invoice.userPlanId,
      amount_cents: invoice.amountCents,
      status: 'paid',
      description: invoice.description,
      period_start: invoice.periodStart,
      period_end: invoice.periodEnd,
      provider_ref: invoice.providerRef ?? null,
      card_brand: card?.brand ?? invoice.card?.brand ?? null,
      card_last_digits: card?.last_digits ?? invoice.card?.lastDigits ?? null,
      seller_key: sellerKey,
      seller_number: await nextSellerNumber(trx, sellerKey),
      seller: JSON.stringify(sellerBlock(config)),
      buyer: JSON.stringify(await buyerBlock(trx, invoice.userId, invoice.cardId)),
      lines: JSON.stringify(invoice.lines),
      subtotal_cents: invoice.subtotalCents,
      tax_cents: invoice.taxCents,
      credit_applied_cents: invoice.creditAppliedCents,
      paid_on: now,
      created_on: now,
    })
    .returning(['id', 'user_id', 'amount_cents'])
    .executeTakeFirstOrThrow();
  return row;
}
