import { SignJWT } from 'jose';
import type { AppDeps } from '../../context';
import { devMailboxEnabled } from '../../config';
import { invalid, notFound } from '../../http/reply';
import { DEMO_ACCOUNTS } from '../../seed/demo-accounts';
import { DEMO_EMBED } from '../../seed/demo-embed';
import { findLiveKey, identitySecretOf } from './keys';

const DEMO_DOMAIN = '@mentor.demo';

/**
 * Development only: signs a user-token for the demo key, standing in for the CRM backend of
 * examples/crm-demo (a static page cannot hold the secret). Served under the same conditions as the
 * dev mailbox, with demo data, and only for addresses of the demo domain.
 */
export async function devUserToken(deps: AppDeps, email: string | undefined) {
  if (!deps.config.seedDemo || !devMailboxEnabled(deps.config)) throw notFound('Not found.');
  const address = email ?? DEMO_ACCOUNTS.agent.email;
  if (!address.endsWith(DEMO_DOMAIN)) throw invalid(`Only ${DEMO_DOMAIN} addresses get a development token.`);
  const key = await findLiveKey(deps.db, DEMO_EMBED.key);
  if (!key) throw notFound('The demo embed key is not seeded.');
  const known = Object.values(DEMO_ACCOUNTS).find((account) => account.email === address);
  const name = known?.name ?? address.split('@')[0]!;
  const now = Math.floor(deps.clock().getTime() / 1000);
  const userToken = await new SignJWT({ name })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(address)
    .setIssuedAt(now)
    .setExpirationTime(now + 3600)
    .sign(new TextEncoder().encode(await identitySecretOf(deps, key)));
  return { user_token: userToken, email: address, name };
}
