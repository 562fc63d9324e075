import { sql } from 'kysely';
import type { AppDeps } from '../../context';
import { creditCommission } from '../referrals/ledger';
import { addMonth } from './periods';

export interface RenewalReport {
  renewed: number;
  failed: number;
  ended: number;
}

/**
 * Renews local-provider subscriptions whose period has ended: charges the default card (test
 * behaviour decides), extends the period by a month and records the invoice; a declined card or no
 * card ends access (past_due); a plan set to cancel simply expires. Stripe renews its own
 * subscriptions and tells us through webhooks. Runs on start and every hour, on the injected clock.
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
      'user_plans.current_period_end',
      'plans.name',
    ])
    .where('user_plans.provider', '=', 'local')
    .where('user_plans.status', 'in', ['active', 'trialing'])
    .where('user_plans.current_period_end', '<=', now)
    .execute();

  for (const plan of due) {
    await deps.db.transaction().execute(async (trx) => {
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
        return;
      if (plan.cancel_at_period_end || plan.recurring_cents === null) {
        await trx.updateTable('user_plans').set({ status: 'expired' }).where('id', '=', plan.id).execute();
        report.ended += 1;
        return;
      }
      const card = await trx
        .selectFrom('payment_methods')
        .select(['id', 'brand', 'last_digits', 'test_behavior', 'exp_month', 'exp_year'])
        .where('user_id', '=', plan.user_id)
        .where('is_default', '=', true)
        .where('detached_on', 'is', null)
        .executeTakeFirst();
      const expired =
        card &&
        (card.exp_year < now.getUTCFullYear() ||
          (card.exp_year === now.getUTCFullYear() && card.exp_month < now.getUTCMonth() + 1));
      if (!card || card.test_behavior !== 'succeed' || expired) {
        await trx
          .updateTable('user_plans')
          .set({ status: 'past_due', renewal_failures: sql`renewal_failures + 1` })
          .where('id', '=', plan.id)
          .execute();
        report.failed += 1;
        return;
      }
      const start = current.current_period_end;
      const end = addMonth(start);
      await trx
        .updateTable('user_plans')
        .set({ status: 'active', current_period_start: start, current_period_end: end, renewal_failures: 0 })
        .where('id', '=', plan.id)
        .execute();
      const invoice = await trx
        .insertInto('invoices')
        .values({
          user_id: plan.user_id,
          user_plan_id: plan.id,
          amount_cents: plan.recurring_cents,
          status: 'paid',
          description: `Mentor ${plan.name} plan renewal`,
          period_start: start,
          period_end: end,
          card_brand: card.brand,
          card_last_digits: card.last_digits,
          created_on: now,
        })
        .returning(['id', 'user_id', 'amount_cents'])
        .executeTakeFirstOrThrow();
      await creditCommission(trx, invoice, now);
      report.renewed += 1;
    });
  }
  if (due.length) deps.log.info(report, 'renewals');
  return report;
}
