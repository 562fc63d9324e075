import { ErrorCode } from '@mentor/core';
import type { AppDeps } from '../../context';
import type { Db } from '../../db/database';
import { ReplyError } from '../../http/reply';
import { moveTeamToPlan } from '../employees/plan-change';
import { generateReferralCode } from '../plans/referral-code';
import { bindReferee } from '../referrals/attribution';
import { creditCommission } from '../referrals/ledger';
import { accountCreditCents, recordCreditMovement } from './account-credit';
import { claimCard } from './cards';
import { fromFiguresJson, invoiceLines } from './charge-figures';
import { CHANGE_PRICE_VALID_MS } from './checkout';
import { recordInvoice } from './invoice-record';
import { addMonth } from './periods';
import { sendReceiptSoon } from './receipts';
import { claimTrial } from './trials';

export interface Activation {
  paymentMethodId: string | null;
  providerSubscriptionId?: string | null;
  /** Provider's invoice id, so a replayed notification cannot add a second invoice. */
  invoiceRef?: string | null;
  periodEnd?: Date | null;
  /** What the provider says it charged, when it says (Stripe); else the checkout's figure. */
  amountPaidCents?: number | null;
}

export const PRICE_CHANGED =
  'Your plan or credit changed since this price was shown, so nothing was charged. Please close this window and start again.';
export const TRIAL_ALREADY_USED =
  'This account or address has already had its free trial, so nothing was set up. Please close this window and start again: the plan is charged at once.';

/** A checkout whose price no longer holds is closed with its reason, and the caller is told. */
async function refuse(db: Db, sessionId: string, message: string, now: Date): Promise<never> {
  await db
    .updateTable('checkout_sessions')
    .set({ status: 'canceled', error_message: message, updated_on: now })
    .where('id', '=', sessionId)
    .execute();
  throw new ReplyError(ErrorCode.failed, message, 409);
}

/**
 * Turns a confirmed checkout into the plan, inside one transaction: the session row is locked, so a
 * second confirmation (a retry, a webhook replay) finds it succeeded and changes nothing. A plan it
 * replaces ends now; the charge is the one priced when shown (a change whose plan or account credit
 * moved since is refused before anything is charged with the local provider). The invoice, the
 * referral binding and commission, and the account credit are written with it; the receipt goes
 * out once it is committed.
 */
export async function activateCheckout(deps: AppDeps, sessionId: string, activation: Activation): Promise<string> {
  const now = deps.clock();
  const outcome = await deps.db.transaction().execute(async (trx) => {
    const session = await trx
      .selectFrom('checkout_sessions')
      .selectAll()
      .where('id', '=', sessionId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (session.status === 'succeeded' && session.user_plan_id)
      return { userPlanId: session.user_plan_id, invoiceId: null, refused: null };
    const plan = await trx.selectFrom('plans').selectAll().where('id', '=', session.plan_id).executeTakeFirstOrThrow();
    const user = await trx
      .selectFrom('users')
      .select(['id', 'email'])
      .where('id', '=', session.user_id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const figures = fromFiguresJson(session.figures);
    // Stripe has charged before we hear of it: the plan follows what it did. Locally, activating is charging.
    const charged = session.provider === 'stripe';
    if (session.change_from_user_plan_id && !charged) {
      const replaced = await trx
        .selectFrom('user_plans')
        .select(['status', 'current_period_end'])
        .where('id', '=', session.change_from_user_plan_id)
        .forUpdate()
        .executeTakeFirstOrThrow();
      const samePeriod = replaced.current_period_end?.getTime() === session.change_from_period_end?.getTime();
      const fresh = now.getTime() - session.created_on.getTime() <= 2 * CHANGE_PRICE_VALID_MS;
      if (!['active', 'trialing'].includes(replaced.status) || !samePeriod || !fresh)
        return { userPlanId: null, invoiceId: null, refused: PRICE_CHANGED };
    }
    if (figures && !charged && (await accountCreditCents(trx, user.id)) !== figures.creditBeforeCents)
      return { userPlanId: null, invoiceId: null, refused: PRICE_CHANGED };

    const trial = session.kind === 'setup' && session.trial_ends_on !== null;
    if (trial && !(await claimTrial(trx, deps.codeSecret, user, now)) && !charged)
      return { userPlanId: null, invoiceId: null, refused: TRIAL_ALREADY_USED };
    // A local change starts the new plan where the credit for the old one stopped: when it was priced.
    const start = session.change_from_user_plan_id && figures && !charged ? new Date(figures.pricedOn) : now;
    const periodEnd =
      activation.periodEnd ??
      (trial ? session.trial_ends_on : plan.billing_interval === 'one_time' ? null : addMonth(start));

    await trx
      .updateTable('user_plans')
      .set({ status: 'canceled', current_period_end: now, cancel_at_period_end: false })
      .where('user_id', '=', session.user_id)
      .where('status', 'in', ['trialing', 'active', 'past_due'])
      .execute();
    const userPlan = await trx
      .insertInto('user_plans')
      .values({
        user_id: session.user_id,
        plan_id: plan.id,
        status: trial ? 'trialing' : 'active',
        referral_code: generateReferralCode(),
        current_period_start: start,
        current_period_end: periodEnd,
        trial_ends_on: trial ? session.trial_ends_on : null,
        provider: session.provider,
        provider_subscription_id: activation.providerSubscriptionId ?? session.provider_subscription_id,
        recurring_cents: plan.billing_interval === 'one_time' ? null : session.recurring_cents,
        coupon_code: session.coupon_code,
        list_cents: figures?.price.listCents ?? plan.price_cents,
        referee_discount: figures?.refereeDiscount ?? session.referee_discount,
        created_on: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await moveTeamToPlan(trx, session.user_id, userPlan.id, plan.plan_actions);

    const card = activation.paymentMethodId
      ? await claimCard(trx, session.user_id, activation.paymentMethodId)
      : undefined;
    const paid = activation.amountPaidCents ?? session.amount_cents;
    // Every charge, and every change (a downgrade paid by its credit says so), gets its invoice.
    const invoice =
      !trial && figures && (paid > 0 || session.change_from_user_plan_id)
        ? await recordInvoice(
            trx,
            deps.config,
            {
              userId: session.user_id,
              userPlanId: userPlan.id,
              cardId: card ? activation.paymentMethodId : null,
              description: `Mentor ${plan.name} plan${plan.billing_interval === 'one_time' ? ' (lifetime access)' : ''}`,
              lines: invoiceLines(figures, { start, end: periodEnd }),
              subtotalCents: figures.settlement.subtotalCents,
              taxCents: figures.settlement.taxCents,
              creditAppliedCents: figures.settlement.creditAppliedCents,
              amountCents: paid,
              periodStart: start,
              periodEnd,
              providerRef: activation.invoiceRef ?? null,
            },
            now,
          )
        : null;
    if (figures && !charged)
      await recordCreditMovement(
        trx,
        {
          userId: user.id,
          before: figures.creditBeforeCents,
          after: figures.settlement.creditLeftCents,
          checkoutSessionId: session.id,
          invoiceId: invoice?.id ?? null,
        },
        now,
      );
    // The referral is bound and its commission credited with the payment, or not at all.
    await bindReferee(trx, session, { cardId: activation.paymentMethodId, invoiceId: invoice?.id ?? null }, now);
    if (invoice) await creditCommission(trx, invoice, now);
    await trx
      .updateTable('checkout_sessions')
      .set({
        status: 'succeeded',
        user_plan_id: userPlan.id,
        payment_method_id: activation.paymentMethodId,
        error_message: null,
        updated_on: now,
      })
      .where('id', '=', session.id)
      .execute();
    return { userPlanId: userPlan.id, invoiceId: invoice?.id ?? null, refused: null };
  });
  if (outcome.refused !== null) return refuse(deps.db, sessionId, outcome.refused, now);
  if (outcome.invoiceId) await sendReceiptSoon(deps, outcome.invoiceId);
  return outcome.userPlanId!;
}
