import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '../../context';
import type { Customer } from '../payments/provider';
import { hashToken } from '../users/sessions';

/**
 * A visitor's referral checkout has no session: validate-email proves the account (a new one, or
 * an existing one with its password) and leaves this grant, an HttpOnly same-site cookie sent only
 * to /api/plan, which create-payment-intent needs before it opens a payment for that account. No one
 * can open a checkout for somebody else's address, or bind them to a referral code, by naming it.
 */
const COOKIE = 'mentor_checkout';
const COOKIE_PATH = '/api/plan';
const GRANT_MINUTES = 30;

export async function issueCheckoutGrant(c: Context<AppEnv>, userId: string): Promise<void> {
  const { db, clock, config } = c.var.deps;
  const token = randomBytes(32).toString('base64url');
  const now = clock();
  await db.deleteFrom('checkout_grants').where('expires_on', '<', now).execute();
  await db
    .insertInto('checkout_grants')
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      created_on: now,
      expires_on: new Date(now.getTime() + GRANT_MINUTES * 60_000),
    })
    .execute();
  setCookie(c, COOKIE, token, {
    httpOnly: true,
    sameSite: 'Strict',
    secure: config.publicUrl.startsWith('https:'),
    path: COOKIE_PATH,
    maxAge: GRANT_MINUTES * 60,
  });
}

/** The account the request's grant proves, or null when it has none, or an expired one. */
export async function grantedCustomer(c: Context<AppEnv>): Promise<Customer | null> {
  const token = getCookie(c, COOKIE);
  if (!token) return null;
  const { db, clock } = c.var.deps;
  const row = await db
    .selectFrom('checkout_grants')
    .innerJoin('users', 'users.id', 'checkout_grants.user_id')
    .select(['users.id', 'users.email', 'users.name'])
    .where('checkout_grants.token_hash', '=', hashToken(token))
    .where('checkout_grants.expires_on', '>', clock())
    .executeTakeFirst();
  if (!row) deleteCookie(c, COOKIE, { path: COOKIE_PATH });
  return row ?? null;
}
