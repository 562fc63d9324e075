import { randomBytes } from 'node:crypto';
import { ErrorCode } from '@mentor/core';
import type { AppDeps } from '../../context';
import type { Db } from '../../db/database';
import { forbidden, invalid, notFound, ReplyError } from '../../http/reply';
import { findPlanAccess } from '../plans/access';
import { EMBED_MESSAGES } from './messages';
import { MAX_ORIGINS_PER_KEY, normalizeOriginPattern } from './origins';
import { secretBoxFor } from './secret-box';

export const MAX_KEYS_PER_OWNER = 20;

export interface EmbedKeyView {
  _id: string;
  /** The public key the snippet carries (`data-key`). */
  key: string;
  name: string;
  allowed_origins: string[];
  /** The end of the identity secret, so an admin can tell which one a backend holds. */
  secret_last4: string;
  created_on: string;
  secret_rotated_on: string;
}

/** Returned on creation and rotation only: the secret is never shown again. */
export type EmbedKeyWithSecret = EmbedKeyView & { secret: string };

type KeyRow = {
  id: string;
  key: string;
  name: string;
  allowed_origins: string[];
  secret_last4: string;
  created_on: Date;
  secret_rotated_on: Date;
};

const VIEW_COLUMNS = [
  'id',
  'key',
  'name',
  'allowed_origins',
  'secret_last4',
  'created_on',
  'secret_rotated_on',
] as const;

function toView(row: KeyRow): EmbedKeyView {
  return {
    _id: row.id,
    key: row.key,
    name: row.name,
    allowed_origins: row.allowed_origins,
    secret_last4: row.secret_last4,
    created_on: row.created_on.toISOString(),
    secret_rotated_on: row.secret_rotated_on.toISOString(),
  };
}

export const newPublicKey = () => `mk_${randomBytes(18).toString('base64url')}`;
export const newIdentitySecret = () => `mks_${randomBytes(32).toString('base64url')}`;

/** The list as given, each origin normalised; duplicates dropped; a bad one refused with its message. */
export function parseOrigins(input: readonly string[]): string[] {
  if (input.length > MAX_ORIGINS_PER_KEY) throw invalid(`A key can allow at most ${MAX_ORIGINS_PER_KEY} origins.`);
  const patterns: string[] = [];
  for (const item of input) {
    const parsed = normalizeOriginPattern(item);
    if ('error' in parsed) throw invalid(parsed.error);
    if (!patterns.includes(parsed.pattern)) patterns.push(parsed.pattern);
  }
  return patterns;
}

/** Only the owner of a live plan whose actions include `embed` manages keys. */
export async function assertEmbedAdmin(deps: AppDeps, userId: string): Promise<void> {
  const access = await findPlanAccess(deps.db, userId, deps.clock());
  if (access?.role !== 'owner' || !access.plan_actions.includes('embed')) throw forbidden(EMBED_MESSAGES.notAdmin);
}

async function ownedKey(db: Db, ownerId: string, id: string) {
  const row = await db
    .selectFrom('embed_keys')
    .select(['id', 'owner_id'])
    .where('id', '=', id)
    .where('revoked_on', 'is', null)
    .executeTakeFirst();
  if (!row) throw notFound(EMBED_MESSAGES.keyNotFound);
  if (row.owner_id !== ownerId) throw forbidden();
  return row;
}

export async function listKeys(deps: AppDeps, ownerId: string): Promise<EmbedKeyView[]> {
  const rows = await deps.db
    .selectFrom('embed_keys')
    .select(VIEW_COLUMNS)
    .where('owner_id', '=', ownerId)
    .where('revoked_on', 'is', null)
    .orderBy('created_on', 'desc')
    .execute();
  return rows.map(toView);
}

export async function createKey(
  deps: AppDeps,
  ownerId: string,
  input: { name: string; allowed_origins: string[] },
  fixed?: { key: string; secret: string },
): Promise<EmbedKeyWithSecret> {
  const origins = parseOrigins(input.allowed_origins);
  const count = await deps.db
    .selectFrom('embed_keys')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('owner_id', '=', ownerId)
    .where('revoked_on', 'is', null)
    .executeTakeFirstOrThrow();
  if (Number(count.n) >= MAX_KEYS_PER_OWNER) throw invalid(EMBED_MESSAGES.tooManyKeys(MAX_KEYS_PER_OWNER));
  const secret = fixed?.secret ?? newIdentitySecret();
  const box = await secretBoxFor(deps);
  const now = deps.clock();
  const row = await deps.db
    .insertInto('embed_keys')
    .values({
      key: fixed?.key ?? newPublicKey(),
      owner_id: ownerId,
      name: input.name,
      allowed_origins: origins,
      secret_ciphertext: box.seal(secret),
      secret_last4: secret.slice(-4),
      created_on: now,
      secret_rotated_on: now,
    })
    .returning(VIEW_COLUMNS)
    .executeTakeFirstOrThrow();
  return { ...toView(row), secret };
}

export async function updateKey(
  deps: AppDeps,
  ownerId: string,
  input: { _id: string; name?: string | undefined; allowed_origins?: string[] | undefined },
): Promise<EmbedKeyView> {
  await ownedKey(deps.db, ownerId, input._id);
  const changes: { name?: string; allowed_origins?: string[] } = {};
  if (input.name !== undefined) changes.name = input.name;
  if (input.allowed_origins !== undefined) changes.allowed_origins = parseOrigins(input.allowed_origins);
  if (Object.keys(changes).length === 0) throw invalid('Nothing to change: send a name or allowed_origins.');
  const row = await deps.db
    .updateTable('embed_keys')
    .set(changes)
    .where('id', '=', input._id)
    .returning(VIEW_COLUMNS)
    .executeTakeFirstOrThrow();
  return toView(row);
}

/** A new identity secret: tokens signed with the old one stop working at once. */
export async function rotateSecret(deps: AppDeps, ownerId: string, id: string): Promise<EmbedKeyWithSecret> {
  await ownedKey(deps.db, ownerId, id);
  const secret = newIdentitySecret();
  const box = await secretBoxFor(deps);
  const row = await deps.db
    .updateTable('embed_keys')
    .set({ secret_ciphertext: box.seal(secret), secret_last4: secret.slice(-4), secret_rotated_on: deps.clock() })
    .where('id', '=', id)
    .returning(VIEW_COLUMNS)
    .executeTakeFirstOrThrow();
  return { ...toView(row), secret };
}

export async function revokeKey(deps: AppDeps, ownerId: string, id: string): Promise<void> {
  await ownedKey(deps.db, ownerId, id);
  await deps.db.updateTable('embed_keys').set({ revoked_on: deps.clock() }).where('id', '=', id).execute();
}

/** A live key by its public value, with what the widget's requests need. */
export async function findLiveKey(db: Db, key: string) {
  if (key.length > 100) return null;
  return (
    (await db
      .selectFrom('embed_keys')
      .select(['id', 'key', 'owner_id', 'allowed_origins', 'secret_ciphertext'])
      .where('key', '=', key)
      .where('revoked_on', 'is', null)
      .executeTakeFirst()) ?? null
  );
}

export type LiveKey = NonNullable<Awaited<ReturnType<typeof findLiveKey>>>;

/** The key's identity secret in the clear, for verifying a user-token. */
export async function identitySecretOf(deps: AppDeps, key: LiveKey): Promise<string> {
  const secret = (await secretBoxFor(deps)).open(key.secret_ciphertext);
  if (secret === null) throw new ReplyError(ErrorCode.exception, EMBED_MESSAGES.secretUnreadable, 500);
  return secret;
}
