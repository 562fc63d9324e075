import type { Db } from '../../db/database';

/**
 * Account credit, in cents: what a downgrade's unused time left over beyond the new price. Later
 * charges (a renewal, another change) use it first. Append-only entries; the balance is their sum.
 */
export async function accountCreditCents(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('account_credits')
    .select((eb) => eb.fn.sum<string>('amount_cents').as('cents'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(row?.cents ?? 0);
}

export interface CreditMovement {
  userId: string;
  before: number;
  after: number;
  checkoutSessionId?: string | null;
  invoiceId?: string | null;
}

/** Records the change a charge made to the account credit (nothing when there is none). */
export async function recordCreditMovement(trx: Db, movement: CreditMovement, now: Date): Promise<void> {
  const delta = movement.after - movement.before;
  if (delta === 0) return;
  await trx
    .insertInto('account_credits')
    .values({
      user_id: movement.userId,
      amount_cents: delta,
      reason: delta > 0 ? 'plan_change' : 'applied',
      checkout_session_id: movement.checkoutSessionId ?? null,
      invoice_id: movement.invoiceId ?? null,
      created_on: now,
    })
    .execute();
}
