import { referralCommissionCents } from '@mentor/core';
import type { Db } from '../../db/database';
import { addDays } from '../payments/periods';
import { hasAffiliateRight } from './attribution';

/** A commission stays pending this long (refunds happen), then it is approved. */
export const HOLDING_DAYS = 30;

export interface PaidInvoice {
  id: string;
  user_id: string;
  amount_cents: number;
}

/**
 * Credits the referrer of the invoice's payer with a commission, inside the transaction that
 * records the payment. One commission per invoice (a unique index): a replayed webhook, a second
 * confirmation or a renewal run twice finds it there and adds nothing. Every paid invoice of a bound
 * referee earns, while the referrer still holds the affiliate right, at the rate fixed when bound.
 */
export async function creditCommission(trx: Db, invoice: PaidInvoice, now: Date): Promise<void> {
  if (invoice.amount_cents <= 0) return;
  const referral = await trx
    .selectFrom('referrals')
    .select(['id', 'referrer_id', 'commission_percent'])
    .where('referee_id', '=', invoice.user_id)
    .executeTakeFirst();
  if (!referral || !(await hasAffiliateRight(trx, referral.referrer_id, now))) return;
  const cents = referralCommissionCents(invoice.amount_cents, referral.commission_percent);
  if (cents <= 0) return;
  await trx
    .insertInto('affiliate_ledger')
    .values({
      user_id: referral.referrer_id,
      kind: 'commission',
      amount_cents: cents,
      referral_id: referral.id,
      invoice_id: invoice.id,
      available_on: addDays(now, HOLDING_DAYS),
      created_on: now,
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/**
 * Brings the reversal of an invoice's commission up to what its refunds and disputes call for: the
 * share of the commission that the reversed share of the payment represents (all of it for a full
 * refund or a dispute of the whole amount). A new negative entry, never an edit; run again with
 * nothing new, it adds nothing. Call it under the invoice's row lock.
 */
export async function reverseCommission(trx: Db, invoiceId: string, sourceRef: string, now: Date): Promise<void> {
  const commission = await trx
    .selectFrom('affiliate_ledger')
    .select(['id', 'user_id', 'amount_cents', 'referral_id'])
    .where('invoice_id', '=', invoiceId)
    .where('kind', '=', 'commission')
    .executeTakeFirst();
  if (!commission) return;
  const invoice = await trx
    .selectFrom('invoices')
    .select('amount_cents')
    .where('id', '=', invoiceId)
    .executeTakeFirstOrThrow();
  const reversed = await trx
    .selectFrom('invoice_reversals')
    .select((eb) => eb.fn.sum<string>('amount_cents').as('cents'))
    .where('invoice_id', '=', invoiceId)
    .executeTakeFirstOrThrow();
  const already = await trx
    .selectFrom('affiliate_ledger')
    .select((eb) => eb.fn.sum<string>('amount_cents').as('cents'))
    .where('reverses_id', '=', commission.id)
    .executeTakeFirstOrThrow();
  const share = Math.min(Number(reversed.cents ?? 0), invoice.amount_cents) / invoice.amount_cents;
  const target = Math.round(commission.amount_cents * share);
  const missing = target + Number(already.cents ?? 0);
  if (missing <= 0) return;
  await trx
    .insertInto('affiliate_ledger')
    .values({
      user_id: commission.user_id,
      kind: 'reversal',
      amount_cents: -missing,
      referral_id: commission.referral_id,
      invoice_id: invoiceId,
      reverses_id: commission.id,
      source_ref: sourceRef,
      created_on: now,
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
}
