import { AFFILIATE_BLURB, PlanId, freeTrialText } from '@mentor/core';
import type { PlanDefinition } from '@mentor/core';

// Spec §2 "Plans page": the personal list, the team list and the affiliate text. The landing page,
// the plans pages and billing all draw their cards from here.
export const PERSONAL_FEATURES = [
  'Full Access',
  'Personalized Sales Mentor',
  'Detailed Product Insights',
  'Automated Underwriting',
  'Carrier Selection Assistance',
  'Compliance Support',
] as const;
export const TEAM_FEATURES = [
  'Full Access',
  'Team Sales Training',
  'All features of the Starter plan',
  'Priority 24/7 support',
] as const;
const ENTERPRISE_FEATURES = [
  'Unlimited users',
  'All features of the Agency plan',
  'Affiliate and referral programme',
  'Chat widget for your own CRM',
] as const;

/** What a plan's card says besides its name and price. */
export interface PlanCardText {
  tagline: string;
  duration: string;
  amountText?: string;
  features: readonly string[];
  highlighted?: boolean;
}

export const PLAN_CARD_TEXT: Record<PlanDefinition['id'], PlanCardText> = {
  [PlanId.agent]: { tagline: 'Perfect for Personal use', duration: '/month', features: PERSONAL_FEATURES },
  [PlanId.agency]: {
    tagline: 'For agencies and their teams',
    duration: '/month',
    amountText: '10 users',
    features: TEAM_FEATURES,
    highlighted: true,
  },
  [PlanId.affiliate]: { tagline: 'Earn as you refer', duration: 'one time', features: [AFFILIATE_BLURB] },
  [PlanId.enterprise]: { tagline: 'For carriers, IMOs and large teams', duration: '', features: ENTERPRISE_FEATURES },
};

/** A plan's card as the catalog words it: everything but the price and the button. */
export function catalogCardProps(plan: PlanDefinition) {
  const text = PLAN_CARD_TEXT[plan.id];
  return {
    plan: plan.name,
    tagline: text.tagline,
    duration: text.duration,
    amountText: text.amountText,
    features: text.features,
    highlighted: text.highlighted,
    // A trial is said up front (issue 13); screens for a member who had one leave it out.
    note: plan.trial_days > 0 ? freeTrialText(plan.trial_days) : undefined,
  };
}
