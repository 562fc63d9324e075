import type { Db } from '../../db/database';
import { invalid } from '../../http/reply';
import { findPlanAccess } from '../plans/access';
import { EMPLOYEE_MESSAGES } from './messages';
import { countSeats } from './seats';

interface TargetPlan {
  name: string;
  seats: number | null;
  plan_actions: readonly string[];
}

/**
 * Refuses a plan change that would leave more of the team than the new plan has seats, saying how
 * many seats to free first. A plan without seats for employees (Agent, Affiliate) takes none, active
 * or not; one with seats counts them by the seat rule.
 */
export async function assertPlanChangeKeepsSeats(db: Db, ownerId: string, target: TargetPlan, now: Date) {
  const current = await findPlanAccess(db, ownerId, now);
  if (current?.role !== 'owner') return;
  const usage = await countSeats(db, current);
  const employees = usage.used - 1 + usage.inactive;
  if (!target.plan_actions.includes('employee')) {
    if (employees > 0) throw invalid(EMPLOYEE_MESSAGES.downgradeNoEmployees(target.name, current.plan_name, employees));
    return;
  }
  if (target.seats !== null && usage.used > target.seats)
    throw invalid(EMPLOYEE_MESSAGES.downgradeFewerSeats(target.name, target.seats, usage.used));
}

/**
 * When an owner's new plan has seats for employees, the team of their earlier plans moves onto it
 * (a lapsed Agency plan bought again keeps its employees). Runs in the activation's transaction.
 */
export async function moveTeamToPlan(trx: Db, ownerId: string, userPlanId: string, planActions: readonly string[]) {
  if (!planActions.includes('employee')) return;
  await trx
    .updateTable('employees')
    .set({ user_plan_id: userPlanId })
    .where('user_plan_id', 'in', (eb) =>
      eb.selectFrom('user_plans').select('id').where('user_id', '=', ownerId).where('id', '!=', userPlanId),
    )
    .execute();
}
