import type { AppDeps } from '../../../context';
import type { Db } from '../../../db/database';
import { forbidden, invalid, notFound } from '../../../http/reply';
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from './event-types';
import { wakeDispatchers } from './events';
import { isPrivateAddress } from './post';
import { newSigningSecret, webhookSecretBox } from './secret';

export const MAX_ENDPOINTS_PER_KEY = 10;

export interface WebhookEndpointView {
  id: string;
  object: 'webhook_endpoint';
  url: string;
  events: WebhookEventType[];
  secret_last4: string;
  created_at: string;
  /** Only in the reply that creates the endpoint. */
  secret?: string;
}

export const WEBHOOK_MESSAGES = {
  tooMany: (max: number) => `A key can have at most ${max} webhook endpoints. Delete one you no longer use.`,
  notFound: 'This webhook endpoint does not exist.',
  deliveryNotFound: 'This delivery does not exist.',
  keyNeedsScope: 'Webhook endpoints belong to an API key with the "webhooks" scope.',
  httpsOnly: 'The endpoint must be an https:// URL on a public address.',
} as const;

const COLUMNS = ['id', 'api_key_id', 'url', 'events', 'secret_last4', 'created_on'] as const;

function toView(row: {
  id: string;
  url: string;
  events: string[];
  secret_last4: string;
  created_on: Date;
}): WebhookEndpointView {
  return {
    id: row.id,
    object: 'webhook_endpoint',
    url: row.url,
    events: WEBHOOK_EVENT_TYPES.filter((type) => row.events.includes(type)),
    secret_last4: row.secret_last4,
    created_at: row.created_on.toISOString(),
  };
}

/** In production webhooks go to public https addresses only (delivery checks the address it resolves to too). */
function checkUrl(deps: AppDeps, url: string): void {
  if (deps.config.webhookAllowPrivate) return;
  const parsed = new URL(url);
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  if (parsed.protocol !== 'https:' || host === 'localhost' || isPrivateAddress(host))
    throw invalid(WEBHOOK_MESSAGES.httpsOnly);
}

export async function createEndpoint(
  deps: AppDeps,
  key: { id: string; owner_id: string },
  input: { url: string; events?: readonly WebhookEventType[] | undefined },
): Promise<WebhookEndpointView> {
  checkUrl(deps, input.url);
  const count = await deps.db
    .selectFrom('api_webhook_endpoints')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('api_key_id', '=', key.id)
    .where('deleted_on', 'is', null)
    .executeTakeFirstOrThrow();
  if (Number(count.n) >= MAX_ENDPOINTS_PER_KEY) throw invalid(WEBHOOK_MESSAGES.tooMany(MAX_ENDPOINTS_PER_KEY));
  const secret = newSigningSecret();
  const box = await webhookSecretBox(deps);
  const events = input.events?.length
    ? WEBHOOK_EVENT_TYPES.filter((t) => input.events!.includes(t))
    : [...WEBHOOK_EVENT_TYPES];
  const row = await deps.db
    .insertInto('api_webhook_endpoints')
    .values({
      api_key_id: key.id,
      owner_id: key.owner_id,
      url: input.url,
      events,
      secret_ciphertext: box.seal(secret),
      secret_last4: secret.slice(-4),
      created_on: deps.clock(),
    })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
  return { ...toView(row), secret };
}

/** The live endpoints of one key, or of every key of an owner (the portal). */
export async function listEndpoints(db: Db, scope: { apiKeyId: string } | { ownerId: string }) {
  let query = db
    .selectFrom('api_webhook_endpoints as e')
    .innerJoin('api_keys as k', 'k.id', 'e.api_key_id')
    .select(['e.id', 'e.api_key_id', 'k.name as api_key_name', 'e.url', 'e.events', 'e.secret_last4', 'e.created_on'])
    .where('e.deleted_on', 'is', null)
    .where('k.revoked_on', 'is', null)
    .orderBy('e.created_on', 'desc');
  query =
    'apiKeyId' in scope
      ? query.where('e.api_key_id', '=', scope.apiKeyId)
      : query.where('e.owner_id', '=', scope.ownerId);
  const rows = await query.execute();
  return rows.map((row) => ({ ...toView(row), api_key_id: row.api_key_id, api_key_name: row.api_key_name }));
}

/** A live endpoint of the owner; with `apiKeyId`, only that key's (the API sees its own key's). */
export async function ownedEndpoint(db: Db, ownerId: string, id: string, apiKeyId?: string) {
  const row = await db
    .selectFrom('api_webhook_endpoints')
    .select(['id', 'owner_id', 'api_key_id'])
    .where('id', '=', id)
    .where('deleted_on', 'is', null)
    .executeTakeFirst();
  if (!row || (apiKeyId !== undefined && row.api_key_id !== apiKeyId)) throw notFound(WEBHOOK_MESSAGES.notFound);
  if (row.owner_id !== ownerId) throw forbidden();
  return row;
}

/** Deletes an endpoint: deliveries still pending for it are given up. */
export async function deleteEndpoint(deps: AppDeps, id: string): Promise<void> {
  await deps.db.updateTable('api_webhook_endpoints').set({ deleted_on: deps.clock() }).where('id', '=', id).execute();
}

export interface DeliveryView {
  _id: string;
  event_id: string;
  event_type: string;
  status: 'pending' | 'delivered' | 'failed';
  attempts: number;
  last_status_code: number | null;
  last_error: string | null;
  next_attempt_on: string | null;
  delivered_on: string | null;
  created_on: string;
}

/** The delivery log of an endpoint, newest first (the portal's); or one delivery. */
export async function listDeliveries(
  db: Db,
  scope: { endpointId: string } | { deliveryId: string },
  limit = 50,
): Promise<DeliveryView[]> {
  const rows = await db
    .selectFrom('api_webhook_deliveries as d')
    .innerJoin('api_events as ev', 'ev.id', 'd.event_id')
    .select([
      'd.id',
      'd.event_id',
      'ev.type',
      'd.status',
      'd.attempts',
      'd.last_status_code',
      'd.last_error',
      'd.next_attempt_on',
      'd.delivered_on',
      'd.created_on',
    ])
    .where(
      'endpointId' in scope ? 'd.endpoint_id' : 'd.id',
      '=',
      'endpointId' in scope ? scope.endpointId : scope.deliveryId,
    )
    .orderBy('d.seq', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    _id: row.id,
    event_id: row.event_id,
    event_type: row.type,
    status: row.status,
    attempts: row.attempts,
    last_status_code: row.last_status_code,
    last_error: row.last_error,
    next_attempt_on: row.next_attempt_on?.toISOString() ?? null,
    delivered_on: row.delivered_on?.toISOString() ?? null,
    created_on: row.created_on.toISOString(),
  }));
}

/** Resend: the same event (the same body and id) as a new delivery, sent now and retried like any other. */
export async function resendDelivery(deps: AppDeps, ownerId: string, deliveryId: string): Promise<DeliveryView> {
  const row = await deps.db
    .selectFrom('api_webhook_deliveries')
    .select(['event_id', 'endpoint_id'])
    .where('id', '=', deliveryId)
    .executeTakeFirst();
  if (!row) throw notFound(WEBHOOK_MESSAGES.deliveryNotFound);
  await ownedEndpoint(deps.db, ownerId, row.endpoint_id);
  const now = deps.clock();
  const created = await deps.db
    .insertInto('api_webhook_deliveries')
    .values({
      event_id: row.event_id,
      endpoint_id: row.endpoint_id,
      status: 'pending',
      next_attempt_on: now,
      created_on: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  wakeDispatchers();
  const [view] = await listDeliveries(deps.db, { deliveryId: created.id });
  return view!;
}
