import { ErrorCode, type CheckoutStatusResult } from '@mentor/core';
import type { AppDeps, AuthedUser } from '../../context';
import { forbidden, notFound, ReplyError } from '../../http/reply';
import { chargePeriod, markPastDue } from './period-charge';
import { addMonth } from './periods';
import { paymentReceipt, sendReceiptSoon } from './receipts';

export const NOT_PAST_DUE = 'This plan is not waiting for a payment.';

/**
 * Pays a past-due plan now, after the member put in a new card: the local provider charges a new
 * month from today to the default card (account credit first); Stripe pays the subscription's open
 * invoice (its webhook records the invoice). A refusal keeps the plan past due and says why.
 */
export async function retryPayment(
  deps: AppDeps,
  caller: AuthedUser,
  userPlanId: string,
): Promise<CheckoutStatusResult> {
  const found = await deps.db
    .selectFrom('user_plans')
    .innerJoin('plans', 'plans.id', 'user_plans.plan_id')
    .select([
      'user_plans.id',
      'user_plans.user_id',
      'user_plans.status',
      'user_plans.provider',
      'user_plans.provider_subscription_id',
      'user_plans.recurring_cents',
      'user_plans.list_cents',
      'user_plans.referee_discount',
      'user_plans.coupon_code',
      'plans.name as plan_name',
    ])
    .where('user_plans.id', '=', userPlanId)
    .executeTakeFirst();
  if (!found) throw notFound('This plan does not exist.');
  if (found.user_id !== caller.id) throw forbidden();
  if (found.status !== 'past_due' || found.recurring_cents === null)
    throw new ReplyError(ErrorCode.exist, NOT_PAST_DUE);

  if (found.provider === 'stripe') {
    if (!deps.payments.retryPastDue || !found.provider_subscription_id)
      throw new ReplyError(ErrorCode.exist, NOT_PAST_DUE);
    const outcome = await deps.payments.retryPastDue(found.provider_subscription_id);
    if (outcome.status !== 'succeeded') throw new ReplyError(ErrorCode.failed, outcome.message, 400);
    return { status: 'succeeded', receipt: null };
  }

  const now = deps.clock();
  const charge = await deps.db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('user_plans')
      .select('status')
      .where('id', '=', found.id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (current.status !== 'past_due') return null;
    const outcome = await chargePeriod(
      deps,
      trx,
      { ...found, recurring_cents: found.recurring_cents! },
      { start: now, end: addMonth(now) },
      now,
    );
    if (!outcome.ok) await markPastDue(trx, found.id, outcome.reason, now);
    return outcome;
  });
  if (!charge) throw new ReplyError(ErrorCode.exist, NOT_PAST_DUE);
  if (!charge.ok) throw new ReplyError(ErrorCode.failed, charge.reason, 400);
  await sendReceiptSoon(deps, charge.invoiceId);
  return { status: 'succeeded', receipt: await paymentReceipt(deps, charge.invoiceId) };
}
