import type { Db } from '../../db/database';
import { notFound } from '../../http/reply';
import { reverseCommission } from '../referrals/ledger';

export interface InvoiceReversal {
  invoiceId: string;
  kind: 'refund' | 'dispute';
  /** What this event takes back, in cents: an amount, or (Stripe's cumulative figure) the kind's total so far. */
  amount: { cents: number } | { totalCents: number };
  /** Unique per event, so that the same refund or dispute is recorded once. */
  sourceRef: string;
}

/**
 * Records a refund or a dispute of a paid invoice and reverses the referrer's commission in the same
 * transaction, under the invoice's row lock. Never more than the invoice's amount is reversed; an
 * event seen before records nothing. Returns the cents recorded now (0 when nothing was new).
 */
export async function recordInvoiceReversal(db: Db, now: Date, input: InvoiceReversal): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const invoice = await trx
      .selectFrom('invoices')
      .select(['id', 'amount_cents'])
      .where('id', '=', input.invoiceId)
      .forUpdate()
      .executeTakeFirst();
    if (!invoice) throw notFound('This invoice does not exist.');
    const earlier = await trx
      .selectFrom('invoice_reversals')
      .select(['kind', 'amount_cents'])
      .where('invoice_id', '=', invoice.id)
      .execute();
    const total = earlier.reduce((sum, row) => sum + row.amount_cents, 0);
    const ofKind = earlier.filter((row) => row.kind === input.kind).reduce((sum, row) => sum + row.amount_cents, 0);
    const wanted = 'cents' in input.amount ? input.amount.cents : input.amount.totalCents - ofKind;
    const cents = Math.min(wanted, invoice.amount_cents - total);
    if (cents <= 0) return 0;
    const row = await trx
      .insertInto('invoice_reversals')
      .values({
        invoice_id: invoice.id,
        kind: input.kind,
        amount_cents: cents,
        source_ref: input.sourceRef,
        created_on: now,
      })
      .onConflict((oc) => oc.column('source_ref').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!row) return 0;
    await reverseCommission(trx, invoice.id, `reversal:${row.id}`, now);
    return cents;
  });
}
