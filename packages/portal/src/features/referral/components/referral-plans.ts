import { PLANS, applyRefereeDiscount, formatPrice } from '@mentor/core';
import type { PlanDefinition, ReferralDiscount, ReferralPlanState } from '@mentor/core';
import { PLAN_CARD_TEXT } from '../../../components/plan-catalog';

/** The three plans sold online, as the referral landing offers them. */
export const REFERRAL_PLANS: readonly PlanDefinition[] = PLANS.filter((plan) => plan.sold_online);

/** A plan's price for the referred visitor, and its base price when they differ (shown struck through). */
export function referralPrices(plan: PlanDefinition, discount: ReferralDiscount | null) {
  const base = plan.price_cents ?? 0;
  const cents =
    discount && discount.referee_discount > 0 ? applyRefereeDiscount(base, discount.referee_discount) : base;
  return { cents, price: formatPrice(cents), original: cents === base ? null : formatPrice(base) };
}

/** What the landing passes to the checkout (spec §3 "Referral plan state"). */
export function referralPlanState(
  plan: PlanDefinition,
  referralCode: string,
  discount: ReferralDiscount | null,
): ReferralPlanState {
  const text = PLAN_CARD_TEXT[plan.id];
  return {
    plan_name: plan.name,
    tag_line: text.tagline,
    features: [...text.features],
    plan_id: plan.id,
    plan_price: plan.price_cents ?? 0,
    referralCode,
    referralDiscountData: discount,
  };
}
