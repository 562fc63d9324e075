import { PLANS, formatPrice, freeTrialText } from '@mentor/core';
import type { ActivePlan } from '@mentor/core';
import { Link } from 'wouter';
import { PLAN_CARD_TEXT } from '../../../components/plan-catalog';
import { PlanCard } from '../../../components/plan-card';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useUser } from '../../../lib/use-session';
import { usePlanPurchase } from '../hooks/use-plan-purchase';
import { CheckoutOverlay } from './payment-overlay';

/** Upgrade Plan when the user has a card on file, otherwise Buy Plan (spec §2 "Billing"). */
export function planButtonLabel(hasCard: boolean): string {
  return hasCard ? 'Upgrade Plan' : 'Buy Plan';
}

/** The plan tiles of the billing page, prices per month (the one-time Affiliate plan says so). */
export function BillingPlans({ activePlan, hasCard }: { activePlan: ActivePlan | null; hasCard: boolean }) {
  const purchase = usePlanPurchase();
  const label = planButtonLabel(hasCard);
  const trialAvailable = useUser()?.trial_available === true;

  return (
    <section className="billing-section" aria-labelledby="billing-plans-title">
      <div className="billing-section-head">
        <h2 id="billing-plans-title" className="billing-section-title">
          Plans
        </h2>
        <Link href={paths.dashboardPlans} className="text-link">
          Compare plans and use a coupon
        </Link>
      </div>
      <div className="plan-grid billing-plan-grid">
        {PLANS.filter((plan) => plan.sold_online && plan.price_cents !== null).map((plan) => {
          const text = PLAN_CARD_TEXT[plan.id];
          const current = activePlan?.plan_id === plan.id;
          return (
            <PlanCard
              key={plan.id}
              plan={plan.name}
              tagline={text.tagline}
              price={formatPrice(plan.price_cents ?? 0)}
              duration={plan.interval === 'month' ? 'per month' : 'one time'}
              amountText={text.amountText}
              note={trialAvailable && plan.trial_days > 0 ? freeTrialText(plan.trial_days) : undefined}
              features={[]}
              highlighted={current}
              badge="Current plan"
              cardBtn={
                <Button
                  block
                  variant={current ? 'secondary' : 'primary'}
                  disabled={current || purchase.buying !== null}
                  aria-label={current ? `${plan.name} is your current plan` : `${label}: ${plan.name}`}
                  onClick={() => void purchase.buy(plan, null)}
                >
                  {current ? 'Current Plan' : label}
                </Button>
              }
            />
          );
        })}
      </div>
      <CheckoutOverlay purchase={purchase} />
    </section>
  );
}
