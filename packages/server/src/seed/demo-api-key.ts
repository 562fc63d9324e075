import type { Db } from '../db/database';
import { API_SCOPES } from '../modules/api-v1/keys';
import { hashToken } from '../modules/users/sessions';
import { DEMO_ACCOUNTS } from './demo-accounts';

/** Development data only: the demo agency's API key with every scope, printed by `npm start`. */
export const DEMO_API_KEY = {
  key: 'msk_demo_agency_local_development_only',
  name: 'Quick start (development)',
} as const;

/** Gives the demo agency its API key (once; a revoked one stays revoked). */
export async function seedDemoApiKey(db: Db, now: Date): Promise<void> {
  const owner = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', DEMO_ACCOUNTS.agencyAdmin.email)
    .executeTakeFirst();
  if (!owner) return;
  await db
    .insertInto('api_keys')
    .values({
      owner_id: owner.id,
      name: DEMO_API_KEY.name,
      key_hash: hashToken(DEMO_API_KEY.key),
      key_last4: DEMO_API_KEY.key.slice(-4),
      scopes: [...API_SCOPES],
      created_on: now,
    })
    .onConflict((oc) => oc.column('key_hash').doNothing())
    .execute();
}
