import { type ExpressionBuilder, sql } from 'kysely';
import type { Db } from '../../db/database';
import type { Database, UserPlanStatus } from '../../db/schema';

export interface PlanAccess {
  /** Whether the caller owns the plan or holds a seat on it. */
  role: 'owner' | 'employee';
  user_plan_id: string;
  owner_id: string;
  plan_id: string;
  plan_name: string;
  plan_actions: string[];
  seats: number | null;
  status: UserPlanStatus;
  referral_code: string;
  current_period_end: Date | null;
  trial_ends_on: Date | null;
  cancel_at_period_end: boolean;
}

/**
 * A plan gives access while it is trialing or active and its paid period has not ended
 * (unsubscribing stops renewal; access lasts to the end of the period). Lifetime plans have no end.
 */
export function isLive(now: Date) {
  return (eb: ExpressionBuilder<Database, 'user_plans'>) =>
    eb.and([
      eb('user_plans.status', 'in', ['trialing', 'active']),
      eb.or([eb('user_plans.current_period_end', 'is', null), eb('user_plans.current_period_end', '>', now)]),
    ]);
}

function accessQuery(db: Db, now: Date) {
  return db
    .selectFrom('user_plans')
    .innerJoin('plans', 'plans.id', 'user_plans.plan_id')
    .select([
      'user_plans.id as user_plan_id',
      'user_plans.user_id as owner_id',
      'user_plans.plan_id',
      'plans.name as plan_name',
      'plans.plan_actions',
      'plans.seats',
      'user_plans.status',
      'user_plans.referral_code',
      'user_plans.current_period_end',
      'user_plans.trial_ends_on',
      'user_plans.cancel_at_period_end',
    ])
    .where(isLive(now))
    .orderBy('user_plans.created_on', 'desc')
    .limit(1);
}

/** The live plan a user reaches: the one they own, or else the one they hold an active seat on. */
export async function findPlanAccess(db: Db, userId: string, now: Date): Promise<PlanAccess | null> {
  const owned = await accessQuery(db, now).where('user_plans.user_id', '=', userId).executeTakeFirst();
  if (owned) return { role: 'owner', ...owned };
  const seat = await accessQuery(db, now)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('employees')
          .select(sql`1`.as('one'))
          .whereRef('employees.user_plan_id', '=', 'user_plans.id')
          .where('employees.user_id', '=', userId)
          .where('employees.status', '=', true),
      ),
    )
    .executeTakeFirst();
  return seat ? { role: 'employee', ...seat } : null;
}
