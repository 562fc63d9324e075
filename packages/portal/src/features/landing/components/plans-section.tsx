import { AFFILIATE_BLURB, PLANS, PlanId, formatPrice } from '@mentor/core';
import type { PlanDefinition } from '@mentor/core';
import { Link } from 'wouter';
import { PlanCard } from '../../../components/plan-card';
import { paths } from '../../../config/paths';

// Spec §2 "Plans page": the personal list, the team list and the affiliate text.
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

interface PublicPlan {
  tagline: string;
  duration: string;
  amountText?: string;
  features: readonly string[];
  highlighted?: boolean;
}

const PUBLIC_PLANS: Record<PlanDefinition['id'], PublicPlan> = {
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

/** The four plans (Agent, Agency, Affiliate, Enterprise); Enterprise leads to Contact Us. */
export function PlansSection({ headingLevel = 2 }: { headingLevel?: 1 | 2 }) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section id="plans" className="section plans-section" aria-labelledby="plans-title">
      <div className="container">
        <p className="eyebrow">Plans</p>
        <Heading id="plans-title" className="section-title">
          Simple pricing for agents and agencies
        </Heading>
        <p className="section-lead">Start with one seat or bring your whole team. Cancel renewal at any time.</p>
        <div className="plan-grid">
          {PLANS.map((plan) => {
            const extra = PUBLIC_PLANS[plan.id];
            const byContact = !plan.sold_online;
            return (
              <PlanCard
                key={plan.id}
                plan={plan.name}
                tagline={extra.tagline}
                price={plan.price_cents === null ? null : formatPrice(plan.price_cents)}
                duration={extra.duration}
                amountText={extra.amountText}
                features={extra.features}
                highlighted={extra.highlighted}
                cardBtn={
                  <Link
                    href={byContact ? paths.contactUs : paths.signup}
                    className={`btn btn-block btn-md ${extra.highlighted ? 'btn-primary' : 'btn-secondary'}`}
                    aria-label={`${byContact ? 'Contact Us' : 'Get Started'} with the ${plan.name} plan`}
                  >
                    {byContact ? 'Contact Us' : 'Get Started'}
                  </Link>
                }
              />
            );
          })}
        </div>
      </div>
    </section>
  );
}
