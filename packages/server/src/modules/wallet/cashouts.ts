import { formatDollars } from '@mentor/core';
import type { Db } from '../../db/database';
import type { CashoutStatus } from '../../db/schema';
import { computeBalance } from './balance';

/**
 * What operators do with cash-out requests (the `ops` CLI): approve a pending one, pay an approved
 * one (which writes the payout into the ledger), or reject either. Each step runs in a transaction
 * holding the affiliate's user row lock, like requests do, and checks the request's state again
 * under it, so two operators cannot pay one request twice.
 */
export class CashoutError extends Error {}

export interface CashoutRow {
  id: string;
  number: string;
  user_id: string;
  email: string;
  name: string;
  amount_cents: number;
  status: CashoutStatus;
  payout_method_id: string;
  created_on: Date;
  approved_on: Date | null;
  paid_on: Date | null;
  rejected_on: Date | null;
  payout_reference: string | null;
  note: string | null;
}

function cashoutQuery(db: Db) {
  return db
    .selectFrom('cashout_requests')
    .innerJoin('users', 'users.id', 'cashout_requests.user_id')
    .select([
      'cashout_requests.id',
      'cashout_requests.number',
      'cashout_requests.user_id',
      'users.email',
      'users.name',
      'cashout_requests.amount_cents',
      'cashout_requests.status',
      'cashout_requests.payout_method_id',
      'cashout_requests.created_on',
      'cashout_requests.approved_on',
      'cashout_requests.paid_on',
      'cashout_requests.rejected_on',
      'cashout_requests.payout_reference',
      'cashout_requests.note',
    ]);
}

export async function listCashouts(db: Db, status: CashoutStatus | 'open' | 'all'): Promise<CashoutRow[]> {
  let query = cashoutQuery(db);
  if (status === 'open') query = query.where('cashout_requests.status', 'in', ['pending', 'approved']);
  else if (status !== 'all') query = query.where('cashout_requests.status', '=', status);
  return query.orderBy('cashout_requests.number').execute();
}

export async function findCashout(db: Db, number: number): Promise<CashoutRow> {
  const row = await cashoutQuery(db).where('cashout_requests.number', '=', String(number)).executeTakeFirst();
  if (!row) throw new CashoutError(`There is no cash-out request #${number}.`);
  return row;
}

/** Locks the affiliate, then the request, and hands both to `step` inside one transaction. */
async function underLock<T>(db: Db, number: number, step: (trx: Db, request: CashoutRow) => Promise<T>): Promise<T> {
  const { user_id } = await findCashout(db, number);
  return db.transaction().execute(async (trx) => {
    await trx.selectFrom('users').select('id').where('id', '=', user_id).forUpdate().execute();
    await trx.selectFrom('cashout_requests').select('id').where('number', '=', String(number)).forUpdate().execute();
    return step(trx, await findCashout(trx, number));
  });
}

/** The request must still be covered: a commission reversed since it was made may have shrunk the balance. */
async function assertCovered(trx: Db, request: CashoutRow, now: Date): Promise<void> {
  const balance = await computeBalance(trx, request.user_id, now);
  if (balance.remainingCents < 0) {
    throw new CashoutError(
      `#${request.number} asks for ${formatDollars(request.amount_cents)} but only ${formatDollars(
        balance.approvedCents - balance.paidOutCents,
      )} is approved and unpaid now (a commission was reversed). Reject it; the affiliate can ask again.`,
    );
  }
}

export async function approveCashout(db: Db, number: number, now: Date): Promise<CashoutRow> {
  return underLock(db, number, async (trx, request) => {
    if (request.status !== 'pending')
      throw new CashoutError(`#${number} is ${request.status}; only a pending request can be approved.`);
    await assertCovered(trx, request, now);
    await trx
      .updateTable('cashout_requests')
      .set({ status: 'approved', approved_on: now })
      .where('id', '=', request.id)
      .execute();
    return findCashout(trx, number);
  });
}

/** Records the payout: the request is paid and the ledger gets its negative entry, together. */
export async function payCashout(db: Db, number: number, reference: string, now: Date): Promise<CashoutRow> {
  return underLock(db, number, async (trx, request) => {
    if (request.status !== 'approved')
      throw new CashoutError(`#${number} is ${request.status}; approve it before paying.`);
    await assertCovered(trx, request, now);
    await trx
      .insertInto('affiliate_ledger')
      .values({
        user_id: request.user_id,
        kind: 'payout',
        amount_cents: -request.amount_cents,
        cashout_request_id: request.id,
        source_ref: `cashout:${request.id}`,
        created_on: now,
      })
      .execute();
    await trx
      .updateTable('cashout_requests')
      .set({ status: 'paid', paid_on: now, payout_reference: reference })
      .where('id', '=', request.id)
      .execute();
    return findCashout(trx, number);
  });
}

export async function rejectCashout(db: Db, number: number, reason: string, now: Date): Promise<CashoutRow> {
  return underLock(db, number, async (trx, request) => {
    if (request.status !== 'pending' && request.status !== 'approved')
      throw new CashoutError(`#${number} is ${request.status}; only an open request can be rejected.`);
    await trx
      .updateTable('cashout_requests')
      .set({ status: 'rejected', rejected_on: now, note: reason })
      .where('id', '=', request.id)
      .execute();
    return findCashout(trx, number);
  });
}
