import { type Selectable, sql } from 'kysely';
import type { Db } from '../../db/database';
import type { CheckoutSessionsTable } from '../../db/schema';
import { isLive } from '../plans/access';
import { canonicalEmail, findReferralTerms, normalizeReferralCode, type ReferralTerms } from './terms';

interface Referee {
  id: string;
  email: string;
}

/** A referee pays once before being bound: after a paid invoice, no code applies any more. */
async function hasPaid(db: Db, userId: string, exceptInvoiceId: string | null = null): Promise<boolean> {
  let query = db
    .selectFrom('invoices')
    .select('id')
    .where('user_id', '=', userId)
    .where('status', '=', 'paid')
    .where('amount_cents', '>', 0);
  if (exceptInvoiceId) query = query.where('id', '<>', exceptInvoiceId);
  return (await query.limit(1).executeTakeFirst()) !== undefined;
}

async function isBound(db: Db, userId: string): Promise<boolean> {
  const row = await db.selectFrom('referrals').select('id').where('referee_id', '=', userId).executeTakeFirst();
  return row !== undefined;
}

/** The referrer's own account, or an address of the referrer's (account or PayPal payout e-mail). */
async function isSelfReferral(db: Db, terms: ReferralTerms, referee: Referee): Promise<boolean> {
  if (terms.referrerId === referee.id) return true;
  const referrer = await db
    .selectFrom('users')
    .leftJoin('payout_methods', (join) =>
      join
        .onRef('payout_methods.user_id', '=', 'users.id')
        .on('payout_methods.kind', '=', 'paypal')
        .on('payout_methods.replaced_on', 'is', null),
    )
    .select(['users.email', 'payout_methods.paypal_email'])
    .where('users.id', '=', terms.referrerId)
    .executeTakeFirst();
  const own = canonicalEmail(referee.email);
  return [referrer?.email, referrer?.paypal_email].some((email) => email && canonicalEmail(email) === own);
}

/** The same card number as one the referrer has paid with (a self-referral under another address). */
async function usesReferrersCard(db: Db, referrerId: string, cardId: string | null): Promise<boolean> {
  if (!cardId) return false;
  const match = await db
    .selectFrom('payment_methods as used')
    .innerJoin('payment_methods as theirs', 'theirs.fingerprint', 'used.fingerprint')
    .select('theirs.id')
    .where('used.id', '=', cardId)
    .where('theirs.user_id', '=', referrerId)
    .executeTakeFirst();
  return match !== undefined;
}

/**
 * Whether a referral applies to a checkout being opened, and on what terms. Candidates are the code
 * kept at sign-up (the first touch) and the one sent with this purchase, in that order. Refused
 * without a word (the checkout goes on at full price): an unknown code, one whose plan is no longer
 * live or earns nothing, the referrer's own account or e-mail, and a referee who already paid or is
 * already bound to someone.
 */
export async function acceptReferral(
  db: Db,
  referee: Referee,
  purchaseCode: string | null | undefined,
  now: Date,
): Promise<ReferralTerms | null> {
  const user = await db
    .selectFrom('users')
    .select('signup_referral_code')
    .where('id', '=', referee.id)
    .executeTakeFirst();
  const candidates = [
    ...new Set([user?.signup_referral_code, purchaseCode].map(normalizeReferralCode).filter((c) => c !== null)),
  ];
  if (candidates.length === 0) return null;
  if ((await isBound(db, referee.id)) || (await hasPaid(db, referee.id))) return null;
  for (const code of candidates) {
    const terms = await findReferralTerms(db, code, now);
    if (terms && !(await isSelfReferral(db, terms, referee))) return terms;
  }
  return null;
}

/**
 * Binds the referee of a checkout that carried an accepted referral, inside the transaction that
 * records the payment. The checks are made again under that transaction (two purchases racing, a
 * plan that ended meanwhile), and the card is now known: the referrer's own card refuses the
 * referral. A refused referral binds nothing and credits nothing; the price already confirmed stands.
 * The unique referee makes binding once and for all: a second binding finds the first one.
 */
export async function bindReferee(
  trx: Db,
  session: Selectable<CheckoutSessionsTable>,
  paid: { cardId: string | null; invoiceId: string | null },
  now: Date,
): Promise<void> {
  if (!session.referral_code || !session.referrer_user_plan_id || session.referee_discount === null) return;
  const user = await trx
    .selectFrom('users')
    .select(['id', 'email'])
    .where('id', '=', session.user_id)
    .executeTakeFirst();
  if (!user) return;
  const terms = await findReferralTerms(trx, session.referral_code, now);
  if (!terms || terms.referrerUserPlanId !== session.referrer_user_plan_id) return;
  if ((await isBound(trx, user.id)) || (await hasPaid(trx, user.id, paid.invoiceId))) return;
  if ((await isSelfReferral(trx, terms, user)) || (await usesReferrersCard(trx, terms.referrerId, paid.cardId))) return;
  await trx
    .insertInto('referrals')
    .values({
      referrer_id: terms.referrerId,
      referrer_user_plan_id: terms.referrerUserPlanId,
      referee_id: user.id,
      referral_code: terms.code,
      commission_percent: terms.commissionPercent,
      referee_discount: session.referee_discount,
      checkout_session_id: session.id,
      created_on: now,
    })
    .onConflict((oc) => oc.column('referee_id').doNothing())
    .execute();
}

/** True when the user has a live plan that gives the affiliate right (commissions are earned only then). */
export async function hasAffiliateRight(db: Db, userId: string, now: Date): Promise<boolean> {
  const row = await db
    .selectFrom('user_plans')
    .innerJoin('plans', 'plans.id', 'user_plans.plan_id')
    .select('user_plans.id')
    .where('user_plans.user_id', '=', userId)
    .where(isLive(now))
    .where(sql<boolean>`'affiliate' = any(plans.plan_actions)`)
    .executeTakeFirst();
  return row !== undefined;
}
