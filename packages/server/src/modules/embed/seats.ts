import { ErrorCode, SUBSCRIPTION_EXPIRED } from '@mentor/core';
import type { AppDeps } from '../../context';
import { forbidden, ReplyError } from '../../http/reply';
import { queueSeatEvents } from '../api-v1/webhooks/events';
import { hasFreeSeat, lockSeats } from '../employees/seats';
import { findPlanAccess, type PlanAccess } from '../plans/access';
import type { LiveKey } from './keys';
import { EMBED_MESSAGES } from './messages';
import type { UserTokenClaims } from './user-token';

/** The agency behind a key: its owner's live plan, which must include the widget. */
export async function agencyPlanOf(deps: AppDeps, key: LiveKey): Promise<PlanAccess> {
  const access = await findPlanAccess(deps.db, key.owner_id, deps.clock());
  if (access?.role !== 'owner' || !access.plan_actions.includes('embed')) {
    throw new ReplyError(ErrorCode.not_exist, SUBSCRIPTION_EXPIRED, 403);
  }
  return access;
}

/**
 * The user a verified user-token signs in: the plan's owner, or its employee with that e-mail. A new
 * e-mail becomes an employee (a verified user without a password) while a seat is free, by the seat
 * rule of the employees module, under the plan's row lock that employee management takes too.
 */
export async function claimSeat(deps: AppDeps, plan: PlanAccess, claims: UserTokenClaims): Promise<string> {
  const now = deps.clock();
  return deps.db.transaction().execute(async (trx) => {
    const usage = await lockSeats(trx, plan);
    const user = await trx.selectFrom('users').select('id').where('email', '=', claims.email).executeTakeFirst();
    if (user) {
      if (user.id === plan.owner_id) return user.id;
      const seat = await trx
        .selectFrom('employees')
        .select('status')
        .where('user_plan_id', '=', plan.user_plan_id)
        .where('user_id', '=', user.id)
        .executeTakeFirst();
      if (!seat) throw new ReplyError(ErrorCode.exist, EMBED_MESSAGES.otherAccount);
      if (!seat.status) throw forbidden(EMBED_MESSAGES.seatInactive);
      return user.id;
    }
    if (!hasFreeSeat(usage)) throw forbidden(EMBED_MESSAGES.noSeat(plan.seats ?? usage.used));
    const created = await trx
      .insertInto('users')
      .values({ name: claims.name, email: claims.email, password_hash: null, is_verified: true, created_on: now })
      .onConflict((oc) => oc.column('email').doNothing())
      .returning('id')
      .executeTakeFirst();
    // The address was taken meanwhile by a sign-up elsewhere: that is another account.
    if (!created) throw new ReplyError(ErrorCode.exist, EMBED_MESSAGES.otherAccount);
    const seat = await trx
      .insertInto('employees')
      .values({
        user_id: created.id,
        user_plan_id: plan.user_plan_id,
        full_name: claims.name,
        email: claims.email,
        created_on: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await queueSeatEvents(trx, now, plan.owner_id, 'seat.created', [seat.id]);
    return created.id;
  });
}

/** The password login of the widget admits the key's owner and that plan's active employees only. */
export async function assertMember(deps: AppDeps, plan: PlanAccess, userId: string): Promise<void> {
  if (userId === plan.owner_id) return;
  const seat = await deps.db
    .selectFrom('employees')
    .select('status')
    .where('user_plan_id', '=', plan.user_plan_id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!seat) throw forbidden(EMBED_MESSAGES.notMember);
  if (!seat.status) throw forbidden(EMBED_MESSAGES.seatInactive);
}
