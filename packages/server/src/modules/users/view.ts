import type { PlanAction, User } from '@mentor/core';
import type { Db } from '../../db/database';
import { ReplyError } from '../../http/reply';
import { ErrorCode } from '@mentor/core';
import type { AppDeps } from '../../context';
import { trialAvailable } from '../payments/trials';
import { findPlanAccess } from '../plans/access';

/**
 * The user as the clients see it (spec §3): flags, plan_actions and the subscribed plan are derived
 * from the plan the user owns or holds a seat on; nothing here is stored twice.
 */
export async function loadUserView(db: Db, userId: string, now: Date): Promise<User> {
  const user = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
  if (!user) throw new ReplyError(ErrorCode.not_exist, 'This account no longer exists.');
  const [access, seat] = await Promise.all([
    findPlanAccess(db, userId, now),
    db.selectFrom('employees').select('id').where('user_id', '=', userId).executeTakeFirst(),
  ]);
  const owner = access?.role === 'owner' ? access : null;
  return {
    _id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    image: user.image_path,
    is_verified: user.is_verified,
    is_user_subscribed: access !== null,
    is_user_business_role: user.is_user_business_role,
    is_hear_from: user.is_hear_from,
    is_employee: seat !== undefined,
    // Seats use the agency's plan but none of its admin areas (employees, affiliate, embed keys).
    plan_actions: (owner?.plan_actions ?? []).map((action_name) => ({ action_name: action_name as PlanAction })),
    subscribed_plan: owner
      ? {
          _id: owner.user_plan_id,
          plan_id: owner.plan_id,
          plan_name: owner.plan_name,
          referral_code: owner.referral_code,
          status: owner.status === 'trialing' ? 'trialing' : 'active',
          current_period_end: owner.current_period_end?.toISOString() ?? null,
          cancel_at_period_end: owner.cancel_at_period_end,
        }
      : null,
  };
}

/** The user as the portal sees it: the view above, and whether a free trial is still theirs to take. */
export async function loadPortalUser(deps: AppDeps, userId: string): Promise<User> {
  const view = await loadUserView(deps.db, userId, deps.clock());
  return {
    ...view,
    trial_available: await trialAvailable(deps.db, deps.codeSecret, { id: view._id, email: view.email }),
  };
}
