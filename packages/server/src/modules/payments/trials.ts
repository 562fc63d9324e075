import { createHmac } from 'node:crypto';
import type { Db } from '../../db/database';
import { canonicalEmail } from '../referrals/terms';

/**
 * One free trial per customer, ever. A customer is an account (any earlier subscription counts) and
 * an address: a keyed hash of the canonical address is kept when the trial starts, and it outlives
 * the account, so deleting an account and signing up again does not bring a second trial.
 */
function emailHash(secret: string, email: string): string {
  return createHmac('sha256', secret)
    .update(`trial:${canonicalEmail(email)}`)
    .digest('hex');
}

export async function trialAvailable(db: Db, secret: string, user: { id: string; email: string }): Promise<boolean> {
  const [earlierPlan, claim] = await Promise.all([
    db.selectFrom('user_plans').select('id').where('user_id', '=', user.id).limit(1).executeTakeFirst(),
    db
      .selectFrom('trial_claims')
      .select('email_hash')
      .where('email_hash', '=', emailHash(secret, user.email))
      .executeTakeFirst(),
  ]);
  return !earlierPlan && !claim;
}

/**
 * Claims the trial inside the transaction that starts it: false when this customer had one
 * already (two trial checkouts racing, or an address that had its trial on a deleted account).
 */
export async function claimTrial(
  trx: Db,
  secret: string,
  user: { id: string; email: string },
  now: Date,
): Promise<boolean> {
  const earlierPlan = await trx
    .selectFrom('user_plans')
    .select('id')
    .where('user_id', '=', user.id)
    .limit(1)
    .executeTakeFirst();
  if (earlierPlan) return false;
  const claimed = await trx
    .insertInto('trial_claims')
    .values({ email_hash: emailHash(secret, user.email), user_id: user.id, claimed_on: now })
    .onConflict((oc) => oc.column('email_hash').doNothing())
    .returning('email_hash')
    .executeTakeFirst();
  return claimed !== undefined;
}
