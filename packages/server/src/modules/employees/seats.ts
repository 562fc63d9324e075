import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { forbidden } from '../../http/reply';
import { isLive } from '../plans/access';
import { EMBED_MESSAGES } from '../embed/messages';

/**
 * The seats a plan uses, by the one rule of DESIGN ("Seats"): the owner, every active employee and
 * every pending invitation (an active employee who has not set a password yet) take a seat; an
 * employee who is Not Active does not.
 */
export interface SeatUsage {
  /** The plan's seats, the owner included; null for unlimited (Enterprise). */
  seats: number | null;
  used: number;
  /** Of `used`: active employees still to accept their invitation. */
  pending: number;
  /** Employees who are Not Active (they take no seat). */
  inactive: number;
}

/** Counts a plan's seats. To act on the count, take {@link lockSeats} instead. */
export async function countSeats(db: Db, plan: { user_plan_id: string; seats: number | null }): Promise<SeatUsage> {
  const row = await db
    .selectFrom('employees')
    .innerJoin('users', 'users.id', 'employees.user_id')
    .select([
      sql<string>`count(*) filter (where employees.status)`.as('active'),
      sql<string>`count(*) filter (where employees.status and not users.is_verified)`.as('pending'),
      sql<string>`count(*) filter (where not employees.status)`.as('inactive'),
    ])
    .where('employees.user_plan_id', '=', plan.user_plan_id)
    .executeTakeFirstOrThrow();
  return {
    seats: plan.seats,
    used: 1 + Number(row.active),
    pending: Number(row.pending),
    inactive: Number(row.inactive),
  };
}

/**
 * Inside a transaction: locks the plan's row (the lock widget sign-ins take too) and counts its seats
 * under it, so concurrent adds, activations and sign-ins count one after another and never overfill.
 */
export async function lockSeats(trx: Db, plan: { user_plan_id: string; seats: number | null }): Promise<SeatUsage> {
  await trx.selectFrom('user_plans').select('id').where('id', '=', plan.user_plan_id).forUpdate().execute();
  return countSeats(trx, plan);
}

export function hasFreeSeat(usage: SeatUsage): boolean {
  return usage.seats === null || usage.used < usage.seats;
}

/** Refuses the portal login of an employee who is Not Active (unless they own a live plan themselves). */
export async function assertSeatActive(db: Db, userId: string, now: Date): Promise<void> {
  const seat = await db.selectFrom('employees').select('status').where('user_id', '=', userId).executeTakeFirst();
  if (!seat || seat.status) return;
  const owned = await db
    .selectFrom('user_plans')
    .select('id')
    .where('user_id', '=', userId)
    .where(isLive(now))
    .executeTakeFirst();
  if (!owned) throw forbidden(EMBED_MESSAGES.seatInactive);
}
