import { randomBytes } from 'node:crypto';
import type { AppDeps } from '../../context';
import type { Db } from '../../db/database';
import { forbidden, invalid, notFound } from '../../http/reply';
import { hashToken } from '../users/sessions';

/** What a key may do: chat (threads, messages, categories), read the seats, manage webhook endpoints. */
export const API_SCOPES = ['chat', 'seats:read', 'webhooks'] as const;
export type ApiScope = (typeof API_SCOPES)[number];

export const MAX_API_KEYS_PER_OWNER = 20;
const KEY_PREFIX = 'msk_';

/** An API key as the portal lists it: never the key itself, only its last four characters. */
export interface ApiKeyView {
  _id: string;
  name: string;
  scopes: ApiScope[];
  /** `msk_…` and the key's last four characters. */
  redacted: string;
  created_on: string;
  last_used_on: string | null;
}

/** Returned by creation only: the key is shown once and only its hash is kept. */
export type ApiKeyWithSecret = ApiKeyView & { key: string };

const COLUMNS = ['id', 'name', 'scopes', 'key_last4', 'created_on', 'last_used_on'] as const;

function toView(row: {
  id: string;
  name: string;
  scopes: string[];
  key_last4: string;
  created_on: Date;
  last_used_on: Date | null;
}): ApiKeyView {
  return {
    _id: row.id,
    name: row.name,
    scopes: row.scopes.filter((scope): scope is ApiScope => (API_SCOPES as readonly string[]).includes(scope)),
    redacted: `${KEY_PREFIX}…${row.key_last4}`,
    created_on: row.created_on.toISOString(),
    last_used_on: row.last_used_on?.toISOString() ?? null,
  };
}

export const API_KEY_MESSAGES = {
  tooMany: (max: number) => `An account can have at most ${max} API keys. Revoke one you no longer use.`,
  notFound: 'This API key does not exist.',
  noScope: 'Choose at least one scope for the key.',
} as const;

export async function listApiKeys(deps: AppDeps, ownerId: string): Promise<ApiKeyView[]> {
  const rows = await deps.db
    .selectFrom('api_keys')
    .select(COLUMNS)
    .where('owner_id', '=', ownerId)
    .where('revoked_on', 'is', null)
    .orderBy('created_on', 'desc')
    .execute();
  return rows.map(toView);
}

export async function createApiKey(
  deps: AppDeps,
  ownerId: string,
  input: { name: string; scopes: readonly ApiScope[] },
): Promise<ApiKeyWithSecret> {
  const scopes = API_SCOPES.filter((scope) => input.scopes.includes(scope));
  if (scopes.length === 0) throw invalid(API_KEY_MESSAGES.noScope);
  const count = await deps.db
    .selectFrom('api_keys')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('owner_id', '=', ownerId)
    .where('revoked_on', 'is', null)
    .executeTakeFirstOrThrow();
  if (Number(count.n) >= MAX_API_KEYS_PER_OWNER) throw invalid(API_KEY_MESSAGES.tooMany(MAX_API_KEYS_PER_OWNER));
  const key = `${KEY_PREFIX}${randomBytes(30).toString('base64url')}`;
  const row = await deps.db
    .insertInto('api_keys')
    .values({
      owner_id: ownerId,
      name: input.name,
      key_hash: hashToken(key),
      key_last4: key.slice(-4),
      scopes,
      created_on: deps.clock(),
    })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
  return { ...toView(row), key };
}

/** The caller's own live key, or 404 / 403. */
export async function ownedApiKey(db: Db, ownerId: string, id: string) {
  const row = await db
    .selectFrom('api_keys')
    .select(['id', 'owner_id', 'name', 'scopes'])
    .where('id', '=', id)
    .where('revoked_on', 'is', null)
    .executeTakeFirst();
  if (!row) throw notFound(API_KEY_MESSAGES.notFound);
  if (row.owner_id !== ownerId) throw forbidden();
  return row;
}

/** Revokes a key: calls with it are refused at once, and its webhook endpoints stop receiving events. */
export async function revokeApiKey(deps: AppDeps, ownerId: string, id: string): Promise<void> {
  await ownedApiKey(deps.db, ownerId, id);
  const now = deps.clock();
  await deps.db.transaction().execute(async (trx) => {
    await trx.updateTable('api_keys').set({ revoked_on: now }).where('id', '=', id).execute();
    await trx
      .updateTable('api_webhook_endpoints')
      .set({ deleted_on: now })
      .where('api_key_id', '=', id)
      .where('deleted_on', 'is', null)
      .execute();
  });
}

export interface LiveApiKey {
  id: string;
  owner_id: string;
  scopes: string[];
  last_used_on: Date | null;
}

/** The live key a request presents, by the hash of its value. */
export async function findLiveApiKey(db: Db, value: string): Promise<LiveApiKey | null> {
  if (!value.startsWith(KEY_PREFIX) || value.length > 200) return null;
  const row = await db
    .selectFrom('api_keys')
    .select(['id', 'owner_id', 'scopes', 'last_used_on'])
    .where('key_hash', '=', hashToken(value))
    .where('revoked_on', 'is', null)
    .executeTakeFirst();
  return row ?? null;
}

/** Last use is shown to the owner to the minute: written at most once a minute per key. */
export async function touchApiKey(db: Db, key: LiveApiKey, now: Date): Promise<void> {
  if (key.last_used_on && now.getTime() - key.last_used_on.getTime() < 60_000) return;
  await db.updateTable('api_keys').set({ last_used_on: now }).where('id', '=', key.id).execute();
}
