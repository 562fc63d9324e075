import type { Config } from '../config';
import type { Db } from '../db/database';
import { createSecretBox } from '../modules/embed/secret-box';
import { loadSecret } from '../secrets';
import { DEMO_ACCOUNTS } from './demo-accounts';

/** Development data only: the demo agency's widget key, printed by `npm start` and used by the CRM demo. */
export const DEMO_EMBED = {
  key: 'mk_demo_agency_local',
  secret: 'mks_demo_identity_secret_for_local_development_only',
  name: 'CRM demo (development)',
  allowed_origins: ['http://localhost:*', 'http://127.0.0.1:*'],
} as const;

/**
 * Gives the demo agency its embed key. Runs on every start: the secret is sealed again when the
 * server key changed (a new APP_SECRET), so the printed secret always works.
 */
export async function seedDemoEmbed(db: Db, config: Pick<Config, 'appSecret'>, now: Date): Promise<void> {
  const owner = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', DEMO_ACCOUNTS.agencyAdmin.email)
    .executeTakeFirst();
  if (!owner) return;
  const box = createSecretBox(await loadSecret(db, 'embed_secret_key', config.appSecret));
  const existing = await db
    .selectFrom('embed_keys')
    .select(['id', 'secret_ciphertext'])
    .where('key', '=', DEMO_EMBED.key)
    .executeTakeFirst();
  if (existing && box.open(existing.secret_ciphertext) === DEMO_EMBED.secret) return;
  const sealed = { secret_ciphertext: box.seal(DEMO_EMBED.secret), secret_last4: DEMO_EMBED.secret.slice(-4) };
  if (existing) {
    await db.updateTable('embed_keys').set(sealed).where('id', '=', existing.id).execute();
    return;
  }
  await db
    .insertInto('embed_keys')
    .values({
      key: DEMO_EMBED.key,
      owner_id: owner.id,
      name: DEMO_EMBED.name,
      allowed_origins: [...DEMO_EMBED.allowed_origins],
      ...sealed,
      created_on: now,
      secret_rotated_on: now,
    })
    .execute();
}
