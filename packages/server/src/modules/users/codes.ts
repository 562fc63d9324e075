import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { ErrorCode, ROUTES } from '@mentor/core';
import { sql } from 'kysely';
import type { AppDeps } from '../../context';
import type { CodePurpose } from '../../db/schema';
import { assertUnderLimit, countHit, hitRateLimit } from '../../http/rate-limit';
import { ReplyError, tooManyRequests } from '../../http/reply';
import { codeEmail, codeGuessingEmail } from '../../mail/templates';

/** E-mail code rules (DESIGN, "E-mail codes"); the 60 s between codes is `config.rateLimits.codeIntervalSeconds`. */
export const CODE_RULES = {
  ttlMinutes: 10,
  maxAttempts: 5,
  maxPerDay: 10,
} as const;

export const CODE_WRONG = 'The code you entered is incorrect.';
export const CODE_DEAD = 'Too many wrong tries. Please request a new code.';
export const CODE_EXPIRED = 'This code has expired. Please request a new code.';

function codeHmac(secret: string, email: string, purpose: CodePurpose, code: string): string {
  return createHmac('sha256', secret).update(`${purpose}:${email}:${code}`).digest('hex');
}

export interface IssueOptions {
  /** Who the code is for; null when the address has no account (nothing is sent, limits still count). */
  recipientName: string | null;
  /** When the 60-second rule applies, fail loudly (code requests) or skip quietly (login). */
  whenTooSoon: 'refuse' | 'skip';
}

/**
 * Issues a new 4-digit code for an address and e-mails it. Older live codes of the same purpose die,
 * so only the newest can be used. The same limits apply whether or not the address has an account,
 * so the answer never tells which addresses exist.
 */
export async function issueCode(
  deps: AppDeps,
  email: string,
  purpose: CodePurpose,
  options: IssueOptions,
): Promise<void> {
  const now = deps.clock();
  const interval = deps.config.rateLimits.codeIntervalSeconds;
  const recent = await deps.db
    .selectFrom('email_codes')
    .select(['created_on'])
    .where('email', '=', email)
    .where('created_on', '>', new Date(now.getTime() - 86_400_000))
    .orderBy('created_on', 'desc')
    .execute();
  const newest = recent[0];
  if (newest) {
    const elapsed = (now.getTime() - newest.created_on.getTime()) / 1000;
    if (elapsed < interval) {
      if (options.whenTooSoon === 'skip') return;
      throw tooManyRequests(Math.ceil(interval - elapsed));
    }
  }
  if (recent.length >= CODE_RULES.maxPerDay) {
    if (options.whenTooSoon === 'skip') return;
    const oldest = recent[recent.length - 1]!;
    throw tooManyRequests(Math.ceil((oldest.created_on.getTime() + 86_400_000 - now.getTime()) / 1000));
  }

  const code = String(randomInt(0, 10_000)).padStart(4, '0');
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('email_codes')
      .set({ dead: true })
      .where('email', '=', email)
      .where('purpose', '=', purpose)
      .where('consumed_on', 'is', null)
      .execute();
    await trx
      .insertInto('email_codes')
      .values({
        email,
        purpose,
        code_hmac: codeHmac(deps.codeSecret, email, purpose, code),
        created_on: now,
        expires_on: new Date(now.getTime() + CODE_RULES.ttlMinutes * 60_000),
      })
      .execute();
  });
  if (options.recipientName !== null) {
    await deps.mailer.send(codeEmail(email, options.recipientName, code, purpose, CODE_RULES.ttlMinutes));
  }
}

export interface CheckedCode {
  id: string;
  purpose: CodePurpose;
}

/**
 * Code requests from one client address across every account (generate-code, resend). The
 * per-address rules (60 s apart, 10 a day) stop a flood to one inbox; this stops one client
 * mailing codes to a thousand inboxes.
 */
export async function assertCodeRequestAllowed(deps: AppDeps, ip: string): Promise<void> {
  await hitRateLimit(deps.db, deps.clock(), `code-request:ip:${ip}`, deps.config.rateLimits.codeRequestsPerIp, 3600);
}

/**
 * Checks a code against the newest unconsumed code of the address. A wrong code costs one of the
 * five tries, counted atomically; the fifth wrong try kills the code, and then even the right
 * code is refused. `purpose` restricts which kind of code is accepted.
 *
 * Five tries a code hold for one account, but a client spraying many accounts gets five tries on
 * each: wrong codes are also counted per client address across accounts, and past the hourly
 * limit that address may check no code at all (a right one included) until the hour ends.
 */
export async function checkCode(
  deps: AppDeps,
  email: string,
  code: string,
  ip: string,
  purpose?: CodePurpose,
): Promise<CheckedCode> {
  const now = deps.clock();
  const sprayKey = `code-check:ip:${ip}`;
  await assertUnderLimit(deps.db, now, sprayKey, deps.config.rateLimits.codeChecksPerIp, 3600);
  let query = deps.db
    .selectFrom('email_codes')
    .selectAll()
    .where('email', '=', email)
    .where('consumed_on', 'is', null)
    .orderBy('seq', 'desc')
    .limit(1);
  if (purpose) query = query.where('purpose', '=', purpose);
  const row = await query.executeTakeFirst();
  if (!row) {
    await countHit(deps.db, now, sprayKey, 3600);
    throw new ReplyError(ErrorCode.invalid_code, CODE_WRONG);
  }
  if (row.dead) throw new ReplyError(ErrorCode.invalid_code, CODE_DEAD);
  if (row.expires_on <= now) throw new ReplyError(ErrorCode.time_out, CODE_EXPIRED);

  const expected = Buffer.from(row.code_hmac, 'hex');
  const actual = Buffer.from(codeHmac(deps.codeSecret, email, row.purpose, code), 'hex');
  if (!timingSafeEqual(expected, actual)) {
    const updated = await deps.db
      .updateTable('email_codes')
      .set({
        attempts: sql<number>`attempts + 1`,
        dead: sql<boolean>`attempts + 1 >= ${CODE_RULES.maxAttempts}`,
      })
      .where('id', '=', row.id)
      .returning(['attempts', 'dead'])
      .executeTakeFirstOrThrow();
    await countHit(deps.db, now, sprayKey, 3600);
    if (updated.dead) await warnOwnerOfGuessing(deps, email);
    throw new ReplyError(ErrorCode.invalid_code, updated.dead ? CODE_DEAD : CODE_WRONG);
  }
  return { id: row.id, purpose: row.purpose };
}

/** Marks a code used. Returns false when another request consumed it first. */
export async function consumeCode(deps: AppDeps, codeId: string): Promise<boolean> {
  const result = await deps.db
    .updateTable('email_codes')
    .set({ consumed_on: deps.clock() })
    .where('id', '=', codeId)
    .where('consumed_on', 'is', null)
    .where('dead', '=', false)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * A code killed by wrong tries means someone is guessing this account's codes: its owner hears
 * of it, at most once a day, so an attack cannot go unnoticed nor turn into a flood of warnings.
 */
async function warnOwnerOfGuessing(deps: AppDeps, email: string): Promise<void> {
  const user = await deps.db.selectFrom('users').select(['name']).where('email', '=', email).executeTakeFirst();
  if (!user) return;
  const warned = await countHit(deps.db, deps.clock(), `code-guessing-warning:${email}`, 86_400);
  if (warned.hits > 1) return;
  await deps.mailer.send(codeGuessingEmail(email, user.name, `${deps.config.publicUrl}${ROUTES.forgetPassword}`));
}
