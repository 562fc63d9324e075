import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../../db/database';
import type { Message, Seat } from '../views';
import type { WebhookEventType } from './event-types';

/** Running dispatchers of this process, woken when an event is queued outside a transaction. */
const listeners = new Set<() => void>();

export function onEventQueued(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function wakeDispatchers(): void {
  for (const listener of listeners) listener();
}

/**
 * Queues an event of an agency for every live endpoint of its live keys that takes this type: the
 * event (its body kept as it will be signed) and one delivery per endpoint, in the caller's
 * transaction when given one, so the change and its event are written together or not at all.
 */
export async function queueEvent(
  db: Db,
  now: Date,
  ownerId: string,
  type: WebhookEventType,
  object: Message | Seat,
): Promise<void> {
  const endpoints = await db
    .selectFrom('api_webhook_endpoints as e')
    .innerJoin('api_keys as k', 'k.id', 'e.api_key_id')
    .select('e.id')
    .where('e.owner_id', '=', ownerId)
    .where('e.deleted_on', 'is', null)
    .where('k.revoked_on', 'is', null)
    .where(sql<boolean>`${type} = any(e.events)`)
    .execute();
  if (endpoints.length === 0) return;
  const id = randomUUID();
  const body = JSON.stringify({ id, object: 'event', type, created_at: now.toISOString(), data: { object } });
  await db.insertInto('api_events').values({ id, owner_id: ownerId, type, body, created_on: now }).execute();
  await db
    .insertInto('api_webhook_deliveries')
    .values(
      endpoints.map((endpoint) => ({
        event_id: id,
        endpoint_id: endpoint.id,
        status: 'pending' as const,
        next_attempt_on: now,
        created_on: now,
      })),
    )
    .execute();
}

/** A seat as the API shows it, from the employee row (or the owner, who always holds one). */
export async function seatsOf(db: Db, employeeIds: readonly string[]): Promise<Seat[]> {
  if (employeeIds.length === 0) return [];
  const rows = await db
    .selectFrom('employees as e')
    .innerJoin('users as u', 'u.id', 'e.user_id')
    .select(['u.id', 'u.email', 'e.full_name', 'e.status', 'u.is_verified', 'e.created_on'])
    .where('e.id', 'in', employeeIds)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    object: 'seat',
    email: row.email,
    name: row.full_name,
    role: 'agent',
    status: !row.status ? 'inactive' : row.is_verified ? 'active' : 'pending',
    created_at: row.created_on.toISOString(),
  }));
}

/**
 * The seat rule's hook (employees/service.ts, embed/seats.ts): `seat.created` when a person takes a
 * seat (added, signed in by the widget or the API, activated), `seat.removed` when one is freed
 * (deactivated, deleted). Runs in the transaction that changes the seat.
 */
export async function queueSeatEvents(
  trx: Db,
  now: Date,
  ownerId: string,
  type: 'seat.created' | 'seat.removed',
  employeeIds: readonly string[],
): Promise<void> {
  for (const seat of await seatsOf(trx, employeeIds)) await queueEvent(trx, now, ownerId, type, seat);
}
