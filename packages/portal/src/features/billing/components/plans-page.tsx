import { PLANS, applyCoupon, formatPrice } from '@mentor/core';
import type { Discount, PlanDefinition } from '@mentor/core';
import { Link } from 'wouter';
import { PLAN_CARD_TEXT, catalogCardProps } from '../../../components/plan-catalog';
import { PlanCard } from '../../../components/plan-card';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useCoupon } from '../hooks/use-coupon';
import { usePlanPurchase } from '../hooks/use-plan-purchase';
import { usePreparePayments } from '../hooks/use-prepare-payments';
import { useUser } from '../../../lib/use-session';
import { CouponBox } from './coupon-box';
import { CheckoutOverlay } from './payment-overlay';
import '../plans.css';

/** A plan's price after the applied coupon, and its base price when they differ (shown struck through). */
function prices(plan: PlanDefinition, discount: Discount | null) {
  if (plan.price_cents === null) return { price: null, original: null };
  const base = formatPrice(plan.price_cents);
  if (!discount) return { price: base, original: null };
  return { price: formatPrice(applyCoupon(plan.price_cents, discount)), original: base };
}

/**
 * The plans of /subscription and /dashboard/plans (spec §2 "Plans page"): the cards, the coupon box,
 * and the payment overlay of the plan chosen. Enterprise leads to Contact Us.
 */
export function PlansPage({ variant }: { variant: 'subscription' | 'dashboard' }) {
  const coupon = useCoupon();
  const purchase = usePlanPurchase();
  // One free trial per customer: its note shows only while it is still this member's to take.
  const trialAvailable = useUser()?.trial_available !== false;
  usePreparePayments();
  const contactPath = variant === 'dashboard' ? paths.dashboardContactUs : paths.contactUs;

  return (
    <section
      className={`plans-page${variant === 'dashboard' ? ' is-dashboard' : ''}`}
      aria-labelledby="plans-page-title"
    >
      <header className="page-header">
        <h1 id="plans-page-title" className="page-title">
          Choose your plan
        </h1>
        <p className="page-lead">One seat for yourself, ten for your agency. Have a coupon? Apply it first.</p>
      </header>
      <CouponBox
        code={coupon.code}
        onCode={coupon.setCode}
        onApply={() => void coupon.apply()}
        applying={coupon.applying}
        discount={coupon.discount}
      />
      <div className="plan-grid">
        {PLANS.map((plan) => {
          const text = PLAN_CARD_TEXT[plan.id];
          const { price, original } = prices(plan, coupon.discount);
          return (
            <PlanCard
              key={plan.id}
              headingLevel={2}
              {...catalogCardProps(plan)}
              note={trialAvailable ? catalogCardProps(plan).note : undefined}
              price={price}
              originalPrice={original}
              cardBtn={
                plan.sold_online ? (
                  <Button
                    block
                    variant={text.highlighted ? 'primary' : 'secondary'}
                    disabled={purchase.buying !== null}
                    aria-label={`Get Started with the ${plan.name} plan`}
                    onClick={() => void purchase.buy(plan, coupon.discount?.discount_code ?? null)}
                  >
                    Get Started
                  </Button>
                ) : (
                  <Link
                    href={contactPath}
                    className="btn btn-block btn-md btn-secondary"
                    aria-label={`Contact Us about the ${plan.name} plan`}
                  >
                    Contact Us
                  </Link>
                )
              }
            />
          );
        })}
      </div>
      <CheckoutOverlay purchase={purchase} />
    </section>
  );
}
