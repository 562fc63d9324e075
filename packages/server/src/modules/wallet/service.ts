import {
  CASHOUT_SENT,
  centsToDollars,
  ErrorCode,
  INVALID_AMOUNT,
  type AffiliateRequest,
  type Wallet,
} from '@mentor/core';
import type { Selectable } from 'kysely';
import type { AppDeps } from '../../context';
import type { CashoutRequestsTable } from '../../db/schema';
import { forbidden, invalid, ReplyError } from '../../http/reply';
import { planRates } from '../referrals/terms';
import { computeBalance } from './balance';
import { currentPayoutMethod } from './payout-methods';

export const WALLET_MESSAGES = {
  cashoutSent: CASHOUT_SENT,
  invalidAmount: INVALID_AMOUNT,
  openRequest: 'You already have a cash-out request in progress. You can ask again once it is paid or rejected.',
  payoutMethodRequired: 'Please add a payout method (PayPal or wire transfer) before requesting a cash-out.',
} as const;

/**
 * The plan a wallet call names must be the caller's own (any state: money earned on a plan that has
 * since ended is still theirs). Another account's plan, or an id that is no plan, is refused alike,
 * so the reply tells nothing about other accounts.
 */
async function ownPlan(deps: AppDeps, callerId: string, userPlanId: string) {
  const plan = await deps.db
    .selectFrom('user_plans')
    .innerJoin('plans', 'plans.id', 'user_plans.plan_id')
    .select([
      'user_plans.id',
      'user_plans.user_id',
      'user_plans.referral_code',
      'plans.referral_discount',
      'plans.referee_discount',
    ])
    .where('user_plans.id', '=', userPlanId)
    .executeTakeFirst();
  if (!plan || plan.user_id !== callerId) throw forbidden();
  return plan;
}

/** get-user-wallet: the caller's commissions and referrals, computed from the ledger. */
export async function walletView(deps: AppDeps, callerId: string, userPlanId: string): Promise<Wallet> {
  const plan = await ownPlan(deps, callerId, userPlanId);
  const now = deps.clock();
  const [balance, referees] = await Promise.all([
    computeBalance(deps.db, callerId, now),
    deps.db
      .selectFrom('referrals')
      .innerJoin('users', 'users.id', 'referrals.referee_id')
      .select(['referrals.id', 'users.id as user_id', 'users.name', 'users.email', 'referrals.created_on'])
      .where('referrals.referrer_id', '=', callerId)
      .orderBy('referrals.created_on', 'desc')
      .execute(),
  ]);
  const names = new Map(referees.map((row) => [row.id, row.name]));
  const rates = planRates(plan);
  return {
    paid_out: centsToDollars(balance.paidOutCents),
    total_amount: centsToDollars(balance.earnedCents),
    amount: centsToDollars(balance.remainingCents),
    total_referrals: referees.length,
    referral_code: plan.referral_code,
    user_data: referees.map((row) => ({ _id: row.user_id, name: row.name, email: row.email })),
    pending_amount: centsToDollars(balance.pendingCents),
    approved_amount: centsToDollars(balance.approvedCents),
    requested_amount: centsToDollars(balance.requestedCents),
    commission_percent: rates.commissionPercent,
    referee_discount: rates.refereeDiscount,
    pending_commissions: balance.commissions
      .filter((commission) => commission.availableOn > now && commission.cents > 0)
      .sort((a, b) => a.availableOn.getTime() - b.availableOn.getTime())
      .map((commission) => ({
        _id: commission.id,
        amount: centsToDollars(commission.cents),
        earned_on: commission.createdOn.toISOString(),
        approves_on: commission.availableOn.toISOString(),
        referee_name: (commission.referralId && names.get(commission.referralId)) || null,
      })),
  };
}

function toRequest(row: Selectable<CashoutRequestsTable> & { payout_kind: 'paypal' | 'wire' }): AffiliateRequest {
  return {
    _id: row.id,
    number: Number(row.number),
    total_amount: centsToDollars(row.available_cents),
    requested_amount: centsToDollars(row.amount_cents),
    remaining_amount: centsToDollars(row.available_cents - row.amount_cents),
    status: row.status,
    payout_method: row.payout_kind,
    created_on: row.created_on.toISOString(),
    approved_on: row.approved_on?.toISOString() ?? null,
    paid_on: row.paid_on?.toISOString() ?? null,
    rejected_on: row.rejected_on?.toISOString() ?? null,
    note: row.note,
  };
}

function requestQuery(deps: AppDeps) {
  return deps.db
    .selectFrom('cashout_requests')
    .innerJoin('payout_methods', 'payout_methods.id', 'cashout_requests.payout_method_id')
    .selectAll('cashout_requests')
    .select('payout_methods.kind as payout_kind');
}

/** get-affiliate-request-list: the caller's cash-out requests, newest first. */
export async function requestList(deps: AppDeps, callerId: string): Promise<AffiliateRequest[]> {
  const rows = await requestQuery(deps)
    .where('cashout_requests.user_id', '=', callerId)
    .orderBy('cashout_requests.created_on', 'desc')
    .orderBy('cashout_requests.number', 'desc')
    .execute();
  return rows.map(toRequest);
}

const UNIQUE_VIOLATION = '23505';

/**
 * A cash-out request: more than 0 and no more than what remains approved, with a payout method on
 * file, and only one open at a time. Checked inside a transaction after locking the affiliate's user
 * row, so requests racing for the same balance are decided one after another: the first takes it,
 * the others find it open. The partial unique index on open requests stands behind the lock.
 */
export async function requestCashout(
  deps: AppDeps,
  callerId: string,
  input: { user_plan_id: string; amountCents: number },
): Promise<AffiliateRequest> {
  await ownPlan(deps, callerId, input.user_plan_id);
  if (!Number.isInteger(input.amountCents) || input.amountCents <= 0) throw invalid(WALLET_MESSAGES.invalidAmount);
  const now = deps.clock();
  try {
    const id = await deps.db.transaction().execute(async (trx) => {
      await trx.selectFrom('users').select('id').where('id', '=', callerId).forUpdate().execute();
      const open = await trx
        .selectFrom('cashout_requests')
        .select('id')
        .where('user_id', '=', callerId)
        .where('status', 'in', ['pending', 'approved'])
        .executeTakeFirst();
      if (open) throw new ReplyError(ErrorCode.exist, WALLET_MESSAGES.openRequest);
      const method = await currentPayoutMethod(trx, callerId);
      if (!method) throw invalid(WALLET_MESSAGES.payoutMethodRequired);
      const balance = await computeBalance(trx, callerId, now);
      if (input.amountCents > balance.remainingCents) throw invalid(WALLET_MESSAGES.invalidAmount);
      const row = await trx
        .insertInto('cashout_requests')
        .values({
          user_id: callerId,
          user_plan_id: input.user_plan_id,
          payout_method_id: method.id,
          amount_cents: input.amountCents,
          available_cents: balance.remainingCents,
          status: 'pending',
          created_on: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    });
    return toRequest(await requestQuery(deps).where('cashout_requests.id', '=', id).executeTakeFirstOrThrow());
  } catch (error) {
    if ((error as { code?: string }).code === UNIQUE_VIOLATION)
      throw new ReplyError(ErrorCode.exist, WALLET_MESSAGES.openRequest);
    throw error;
  }
}
