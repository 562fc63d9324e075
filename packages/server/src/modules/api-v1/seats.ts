import type { AppDeps } from '../../context';
import { countSeats } from '../employees/seats';
import type { PlanAccess } from '../plans/access';
import { invalidParam, resourceMissing } from './errors';
import type { PageParams } from './pagination';
import { seatsOf } from './webhooks/events';
import type { Seat } from './views';

/**
 * The agency's seats: its owner first, then its agents in the order they joined (active, pending an
 * invitation, or inactive, which holds no seat). Paged by id like every list.
 */
export async function listSeats(deps: AppDeps, plan: PlanAccess, page: PageParams) {
  const owner = await deps.db
    .selectFrom('users')
    .select(['id', 'email', 'name', 'created_on'])
    .where('id', '=', plan.owner_id)
    .executeTakeFirstOrThrow();
  const employees = await deps.db
    .selectFrom('employees')
    .select('id')
    .where('user_plan_id', '=', plan.user_plan_id)
    .orderBy('created_on')
    .orderBy('id')
    .execute();
  const seats: Seat[] = [
    {
      id: owner.id,
      object: 'seat',
      email: owner.email,
      name: owner.name,
      role: 'owner',
      status: 'active',
      created_at: owner.created_on.toISOString(),
    },
    ...(
      await seatsOf(
        deps.db,
        employees.map((e) => e.id),
      )
    ).sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id)),
  ];
  if (page.starting_after && page.ending_before) {
    throw invalidParam('ending_before', 'Send starting_after or ending_before, not both.');
  }
  const cursor = page.starting_after ?? page.ending_before;
  const at = cursor ? seats.findIndex((seat) => seat.id === cursor) : -1;
  if (cursor && at === -1)
    throw resourceMissing(
      `No seat with id ${cursor} to page from.`,
      page.starting_after ? 'starting_after' : 'ending_before',
    );
  const start = page.ending_before ? Math.max(0, at - page.limit) : at + 1;
  const end = page.ending_before ? at : start + page.limit;
  const usage = await countSeats(deps.db, plan);
  return {
    object: 'list' as const,
    data: seats.slice(start, end),
    has_more: page.ending_before ? start > 0 : end < seats.length,
    total_seats: plan.seats,
    used_seats: usage.used,
  };
}
