import { useEffect, useState } from 'react';
import { NETWORK_ERROR, referralCodeFromSearch } from '@mentor/core';
import type { PlanDefinition, ReferralDiscount } from '@mentor/core';
import { useLocation } from 'wouter';
import { catalogCardProps } from '../../../components/plan-catalog';
import { PlanCard } from '../../../components/plan-card';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { showAlert } from '../../../lib/alerts';
import { classifyFailure } from '../../../lib/failure';
import { notify } from '../../../lib/notify';
import { referralAttribution, storedKeys } from '../../../lib/stores';
import { getReferralDiscount } from '../api/get-referral-discount';
import { REFERRAL_PLANS, referralPlanState, referralPrices } from './referral-plans';
import '../referral.css';

type Loaded = { code: string; discount: ReferralDiscount | null; notice: string | null };

/** Without a query string the visitor goes back one page (spec §2), or home when there is none. */
function leave(navigate: (to: string, options?: { replace?: boolean }) => void) {
  if (window.history.length > 1) window.history.back();
  else navigate(paths.root, { replace: true });
}

/**
 * /referral?REFERRALCODE=…: keeps the code (first touch, 60 days), loads its discount under a
 * loading overlay, and offers the three plans at the referee price with the original struck through.
 */
export function ReferralLanding() {
  const [, navigate] = useLocation();
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    const search = window.location.search;
    if (!search || search === '?') {
      leave(navigate);
      return;
    }
    let alive = true;
    void (async () => {
      // The code in force is the first one this browser saw: the discount shown is the one the purchase gets.
      const code = (await referralAttribution.remember(referralCodeFromSearch(search))) ?? '';
      try {
        const reply = await getReferralDiscount(code);
        const valid = reply.result.referral_code !== null;
        if (alive) setLoaded({ code, discount: valid ? reply.result : null, notice: valid ? null : reply.message });
      } catch (error) {
        if (!alive) return;
        const failure = classifyFailure(error);
        if (failure.kind === 'api') void showAlert(failure.error.message);
        else notify('error', NETWORK_ERROR);
        setLoaded({ code, discount: null, notice: null });
      }
    })();
    return () => {
      alive = false;
    };
  }, []);

  const choose = async (plan: PlanDefinition) => {
    if (!loaded) return;
    await storedKeys.referralPlan.save(referralPlanState(plan, loaded.code, loaded.discount));
    navigate(paths.referralPlan);
  };

  return (
    <section className="referral-page container" aria-labelledby="referral-title">
      {!loaded && (
        <div className="loading-overlay">
          <Spinner label="Loading your discount" />
        </div>
      )}
      <header className="referral-header">
        <h1 id="referral-title" className="section-title">
          Select a hosting plan
        </h1>
        {loaded?.discount && (
          <p className="referral-lead">
            You were invited to Mentor: {loaded.discount.referee_discount}% off the plan you choose.
          </p>
        )}
        {loaded?.notice && <p className="referral-lead">{loaded.notice}</p>}
      </header>
      <div className="plan-grid">
        {REFERRAL_PLANS.map((plan) => {
          const card = catalogCardProps(plan);
          const { price, original } = referralPrices(plan, loaded?.discount ?? null);
          return (
            <PlanCard
              key={plan.id}
              {...card}
              price={price}
              originalPrice={original}
              cardBtn={
                <Button
                  block
                  variant={card.highlighted ? 'primary' : 'secondary'}
                  disabled={!loaded}
                  aria-label={`Get Started with the ${plan.name} plan`}
                  onClick={() => void choose(plan)}
                >
                  Get Started
                </Button>
              }
            />
          );
        })}
      </div>
    </section>
  );
}
