import type { AppDeps } from '../../context';
import { paymentFailedEmail } from '../../mail/billing-templates';
import { chargePeriod, markPastDue } from './period-charge';
import { addMonth } from './periods';
import { sendPendingReceipts, sendReceiptSoon } from './receipts';

export interface RenewalReport {
  renewed: number;
  failed: number;
  ended: number;
}

interface FailedRenewal {
  userId: string;
  planName: string;
  amountCents: number;
  card: string | null;
  reason: string;
}

/** Tells the member that a renewal failed, and where to put a new card. */
export async function sendPaymentFailed(deps: AppDeps, failure: FailedRenewal): Promise<void> {
  const user = await deps.db
    .selectFrom('users')
    .select(['name', 'email'])
    .where('id', '=', failure.userId)
    .executeTakeFirst();
  if (!user) return;
  await deps.mailer
    .send(
      paymentFailedEmail({
        to: user.email,
        name: user.name,
        planName: failure.planName,
        amountCents: failure.amountCents,
        card: failure.card,
        reason: failure.reason,
        billingUrl: `${deps.config.publicUrl}/dashboard/billing`,
      }),
    )
    .catch((error: unknown) => deps.log.error({ err: error }, 'payment-failed e-mail not sent'));
}

/**
 * Renews local-provider subscriptions whose period has ended: charges the period (account credit
 * first, then the default card; test behaviour decides), extends it by a month and records the
 * invoice; a refused card marks the plan past due (no access) and e-mails the member a link to
 * update the card; a plan set to cancel simply expires. Receipts and failure notices go out after
 * each commit. Stripe renews its own subscriptions and tells us through webhooks. Runs on start and
 * every hour, on the injected clock; it also sends receipts that could not be sent before.
 */
export async function runRenewals(deps: AppDeps): Promise<RenewalReport> {
  const now = deps.clock();
  const report: RenewalReport = { renewed: 0, failed: 0, ended: 0 };
  const due = await deps.db
    .selectFrom('user_plans')
    .innerJoin('plans', 'plans.id', 'user_plans.plan_id')
    .select([
      'user_plans.id',
      'user_plans.user_id',
      'user_plans.cancel_at_period_end',
      'user_plans.recurring_cents',
      'user_plans.list_cents',
      'user_plans.referee_discount',
      'user_plans.coupon_code',
      'plans.name as plan_name',
    ])
    .where('user_plans.provider', '=', 'local')
    .where('user_plans.status', 'in', ['active', 'trialing'])
    .where('user_plans.current_period_end', '<=', now)
    .execute();

  for (const plan of due) {
    const outcome = await deps.db.transaction().execute(async (trx) => {
      // Another server may have renewed it since we looked: lock and re-check.
      const current = await trx
        .selectFrom('user_plans')
        .select(['status', 'current_period_end'])
        .where('id', '=', plan.id)
        .forUpdate()
        .executeTakeFirstOrThrow();
      if (
        !['active', 'trialing'].includes(current.status) ||
        !current.current_period_end ||
        current.current_period_end > now
      )
        return null;
      if (plan.cancel_at_period_end || plan.recurring_cents === null) {
        await trx.updateTable('user_plans').set({ status: 'expired' }).where('id', '=', plan.id).execute();
        report.ended += 1;
        return null;
      }
      const start = current.current_period_end;
      const charge = await chargePeriod(
        deps,
        trx,
        { ...plan, recurring_cents: plan.recurring_cents },
        { start, end: addMonth(start) },
        now,
      );
      if (!charge.ok) await markPastDue(trx, plan.id, charge.reason, now);
      return charge;
    });
    if (!outcome) continue;
    if (outcome.ok) {
      report.renewed += 1;
      await sendReceiptSoon(deps, outcome.invoiceId);
    } else {
      report.failed += 1;
      await sendPaymentFailed(deps, { userId: plan.user_id, planName: plan.plan_name, ...outcome });
    }
  }
  if (due.length) deps.log.info(report, 'renewals');
  const late = await sendPendingReceipts(deps);
  if (late) deps.log.info({ receipts: late }, 'late receipts sent');
  return report;
}
