import { PlanId, REFER_AND_EARN_TEXT, affiliateBlurb, findPlan, formatPrice } from '@mentor/core';
import type { PlanDefinition } from '@mentor/core';
import { PLAN_CARD_TEXT } from '../../../components/plan-catalog';
import { PlanCard } from '../../../components/plan-card';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { getReferralDiscount } from '../api/get-referral-discount';
import { useAffiliateLoad } from '../hooks/use-affiliate-load';
import { ReferralLink } from './referral-link';

// Spec §2: the three cards of "Select a hosting plan for your friend", in its order and words.
const FRIEND_PLANS: { id: PlanDefinition['id']; duration: string }[] = [
  { id: PlanId.affiliate, duration: 'OneTime Payment' },
  { id: PlanId.agency, duration: 'Per Month/10 Users' },
  { id: PlanId.agent, duration: 'Per Month' },
];

/** Shares the link through the device's share sheet, or an e-mail where there is none. */
function referToFriend(link: string) {
  const text = `Mentor is an AI sales mentor for life-insurance agents. Subscribe through my link for a discount: ${link}`;
  if (typeof navigator.share === 'function') {
    void navigator.share({ title: 'Mentor', text, url: link }).catch(() => undefined);
    return;
  }
  window.location.href = `mailto:?subject=${encodeURIComponent('Try Mentor')}&body=${encodeURIComponent(text)}`;
}

/** Tab 1, Refer & Earn: the plans a friend can buy, Refer To Friend, and the link with a copy button. */
export function ReferAndEarnTab({ code, link }: { code: string; link: string }) {
  const rates = useAffiliateLoad(code, getReferralDiscount);
  return (
    <div className="affiliate-tab">
      <h2 className="affiliate-heading">Select a hosting plan for your friend</h2>
      {rates.loading && !rates.data ? (
        <Spinner label="Loading your referral rates" />
      ) : (
        <div className="plan-grid affiliate-plan-grid">
          {FRIEND_PLANS.map(({ id, duration }) => {
            const plan = findPlan(id)!;
            const text = PLAN_CARD_TEXT[id];
            const features =
              id === PlanId.affiliate && rates.data
                ? [affiliateBlurb(rates.data.referral_discount, rates.data.referee_discount)]
                : text.features;
            return (
              <PlanCard
                key={id}
                plan={plan.name}
                tagline={text.tagline}
                price={formatPrice(plan.price_cents!)}
                duration={duration}
                features={features}
                cardBtn={null}
              />
            );
          })}
        </div>
      )}
      <div className="card affiliate-card refer-card">
        <p className="refer-text">{REFER_AND_EARN_TEXT}</p>
        <ReferralLink link={link} />
        <Button onClick={() => referToFriend(link)}>Refer To Friend</Button>
      </div>
    </div>
  );
}
