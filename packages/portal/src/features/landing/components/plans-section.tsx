import { PLANS, formatPrice } from '@mentor/core';
import { Link } from 'wouter';
import { PLAN_CARD_TEXT, catalogCardProps } from '../../../components/plan-catalog';
import { PlanCard } from '../../../components/plan-card';
import { paths } from '../../../config/paths';

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
            const extra = PLAN_CARD_TEXT[plan.id];
            const byContact = !plan.sold_online;
            return (
              <PlanCard
                key={plan.id}
                {...catalogCardProps(plan)}
                price={plan.price_cents === null ? null : formatPrice(plan.price_cents)}
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
