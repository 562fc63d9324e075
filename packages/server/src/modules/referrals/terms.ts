import { DEFAULT_REFEREE_DISCOUNT, DEFAULT_REFERRAL_COMMISSION } from '@mentor/core';
import type { Db } from '../../db/database';
import { isLive } from '../plans/access';

/** What an accepted referral code means for a purchase: who earns, at what rate, and the buyer's discount. */
export interface ReferralTerms {
  referrerId: string;
  referrerUserPlanId: string;
  code: string;
  /** Percent of each payment the referrer earns (15 by default, or the plan's referralDiscount). */
  commissionPercent: number;
  /** Percent off the referee's price (21 by default, or the plan's refereeDiscount). */
  refereeDiscount: number;
}

/** A plan's referral rates: its own, or the defaults of spec §9 (15 % commission, 21 % off). */
export function planRates(plan: { referral_discount: number | null; referee_discount: number | null }) {
  return {
    commissionPercent: plan.referral_discount ?? DEFAULT_REFERRAL_COMMISSION,
    refereeDiscount: plan.referee_discount ?? DEFAULT_REFEREE_DISCOUNT,
  };
}

/** Codes are shown in capitals; people type them in any case, with stray spaces. */
export function normalizeReferralCode(code: string | null | undefined): string | null {
  const trimmed = code?.trim().toUpperCase() ?? '';
  return /^[A-Z0-9]{4,40}$/.test(trimmed) ? trimmed : null;
}

/**
 * The terms of a code that can earn: it names a plan that is live now and gives the affiliate right
 * (Affiliate or Enterprise). Every subscription has a code, but an Agent's or an Agency's earns nothing.
 */
export async function findReferralTerms(db: Db, code: string, now: Date): Promise<ReferralTerms | null> {
  const normalized = normalizeReferralCode(code);
  if (!normalized) return null;
  const row = await db
    .selectFrom('user_plans')
    .innerJoin('plans', 'plans.id', 'user_plans.plan_id')
    .select([
      'user_plans.id',
      'user_plans.user_id',
      'user_plans.referral_code',
      'plans.plan_actions',
      'plans.referral_discount',
      'plans.referee_discount',
    ])
    .where('user_plans.referral_code', '=', normalized)
    .where(isLive(now))
    .executeTakeFirst();
  if (!row || !row.plan_actions.includes('affiliate')) return null;
  return {
    referrerId: row.user_id,
    referrerUserPlanId: row.id,
    code: row.referral_code,
    ...planRates(row),
  };
}

/**
 * An address as a person owns it: lower case, without a "+tag" (ana+promo@x.com is ana@x.com), so
 * a second address of the referrer's own mailbox counts as the same e-mail.
 */
export function canonicalEmail(email: string): string {
  const [local = '', domain = ''] = email.trim().toLowerCase().split('@');
  return `${local.split('+')[0]}@${domain}`;
}
