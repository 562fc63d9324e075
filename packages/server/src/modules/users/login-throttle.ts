import { sql } from 'kysely';
import type { AppDeps } from '../../context';
import { hitRateLimit } from '../../http/rate-limit';
import { tooManyRequests } from '../../http/reply';

/**
 * Password guessing is slowed per account *and* client address: the attacker's address waits
 * longer after each wrong password, while the owner, on any other address, still signs in. A
 * lockout keyed on the account alone would let anyone lock the owner out with ten wrong tries.
 * Unknown addresses are counted alike, so the waits never tell which accounts exist.
 */
export const LOGIN_DELAY = {
  /** The first wait after the free failures; it doubles with every further wrong password. */
  firstSeconds: 2,
  maxSeconds: 900,
  /** A quiet day forgives the failures. */
  forgetAfterMs: 86_400_000,
} as const;

/** The wait after `failures` wrong passwords: none for the first `free`, then 2 s, 4 s, 8 s, … up to 15 minutes. */
export function loginDelaySeconds(failures: number, free: number): number {
  if (failures <= free) return 0;
  return Math.min(LOGIN_DELAY.maxSeconds, LOGIN_DELAY.firstSeconds * 2 ** Math.min(20, failures - free - 1));
}

/**
 * Before a password is checked (login, the widget's login, validate-email): the client address's
 * own cap across accounts, then the wait this account and address earned. A blocked try does not
 * check the password at all, so it cannot confirm a right one.
 */
export async function assertPasswordTryAllowed(deps: AppDeps, email: string, ip: string): Promise<void> {
  const now = deps.clock();
  await hitRateLimit(deps.db, now, `login:ip:${ip}`, deps.config.rateLimits.loginPerIp, 900);
  const row = await deps.db
    .selectFrom('login_throttles')
    .select('blocked_until')
    .where('email', '=', email)
    .where('ip', '=', ip)
    .executeTakeFirst();
  if (row?.blocked_until && row.blocked_until > now) {
    throw tooManyRequests(Math.ceil((row.blocked_until.getTime() - now.getTime()) / 1000));
  }
}

/** Counts a wrong password for this account and address, and sets the next wait. */
export async function recordPasswordFailure(deps: AppDeps, email: string, ip: string): Promise<void> {
  const now = deps.clock();
  const forgetBefore = new Date(now.getTime() - LOGIN_DELAY.forgetAfterMs);
  const row = await deps.db
    .insertInto('login_throttles')
    .values({ email, ip, failures: 1, last_failure_on: now })
    .onConflict((oc) =>
      oc.columns(['email', 'ip']).doUpdateSet({
        failures: sql<number>`case when login_throttles.last_failure_on < ${forgetBefore} then 1 else login_throttles.failures + 1 end`,
        last_failure_on: now,
      }),
    )
    .returning('failures')
    .executeTakeFirstOrThrow();
  const wait = loginDelaySeconds(row.failures, deps.config.rateLimits.loginFreeFailures);
  if (wait > 0) {
    await deps.db
      .updateTable('login_throttles')
      .set({ blocked_until: new Date(now.getTime() + wait * 1000) })
      .where('email', '=', email)
      .where('ip', '=', ip)
      .execute();
  }
}

/** A right password clears this address's count for the account. */
export async function clearPasswordFailures(deps: AppDeps, email: string, ip: string): Promise<void> {
  await deps.db.deleteFrom('login_throttles').where('email', '=', email).where('ip', '=', ip).execute();
}

/** Deletes counts nobody has added to for a day (the hourly sweep). */
export async function sweepLoginThrottles(deps: Pick<AppDeps, 'db'>, now: Date): Promise<void> {
  await deps.db
    .deleteFrom('login_throttles')
    .where('last_failure_on', '<', new Date(now.getTime() - LOGIN_DELAY.forgetAfterMs))
    .execute();
}

/**
 * One password check under these rules: allowed or refused first, then counted or cleared.
 * Returns whether the password was right; the caller decides what a wrong one answers.
 */
export async function checkPasswordThrottled(
  deps: AppDeps,
  email: string,
  ip: string,
  check: () => Promise<boolean>,
): Promise<boolean> {
  await assertPasswordTryAllowed(deps, email, ip);
  const ok = await check();
  if (ok) await clearPasswordFailures(deps, email, ip);
  else await recordPasswordFailure(deps, email, ip);
  return ok;
}
