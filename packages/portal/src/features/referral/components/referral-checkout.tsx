import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import {
  NETWORK_ERROR,
  REFERRAL_SUBSCRIBED,
  findPlan,
  firstError,
  isBillingAddressComplete,
  validateReferralCheckout,
} from '@mentor/core';
import type { PaymentSession, ReferralPlanState } from '@mentor/core';
import { Link, useLocation } from 'wouter';
import { Button } from '../../../components/ui/button';
import { PasswordField, TextField } from '../../../components/ui/field';
import { CheckIcon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { showAlert } from '../../../lib/alerts';
import { classifyFailure } from '../../../lib/failure';
import { notify } from '../../../lib/notify';
import { storedKeys } from '../../../lib/stores';
import { billingAddressForUser, type BillingAddressValues } from '../../billing/components/billing-address';
import { BillingAddressForm } from '../../billing/components/billing-address-form';
import { usePreparePayments } from '../../billing/hooks/use-prepare-payments';
import { createPaymentIntent } from '../api/create-payment-intent';
import { validateEmail } from '../api/validate-email';
import { ReferralPaymentOverlay } from './referral-payment-overlay';
import { referralPrices } from './referral-plans';
import '../referral.css';

function PlanSummary({ plan }: { plan: ReferralPlanState }) {
  const definition = findPlan(plan.plan_id);
  const { price, original } = definition
    ? referralPrices(definition, plan.referralDiscountData)
    : { price: '', original: null };
  return (
    <aside className="card referral-summary" aria-label={`${plan.plan_name} plan`}>
      <h2 className="referral-plan-name">{plan.plan_name}</h2>
      <p className="plan-tagline">{plan.tag_line}</p>
      <p className="plan-price">
        {original && (
          <span className="plan-original">
            <span className="visually-hidden">Original price </span>
            <s>${original}</s>
            <span className="visually-hidden">, now </span>
          </span>
        )}
        <span className="plan-currency">$</span>
        <span className="plan-amount">{price}</span>
      </p>
      <ul className="plan-features">
        {plan.features.map((feature) => (
          <li key={feature}>
            <CheckIcon className="plan-check" />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
    </aside>
  );
}

/**
 * /referral/plan: the chosen plan, then e-mail, password and billing address; Pay Now checks the
 * credentials with the server (validate-email), opens the payment (create-payment-intent) and the
 * card overlay. Once paid: "Subscribed to plan successfully. Please login to continue." and /login.
 */
export function ReferralCheckout() {
  const [, navigate] = useLocation();
  const [plan, setPlan] = useState<ReferralPlanState | null | undefined>(undefined);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [address, setAddress] = useState<BillingAddressValues>(() => billingAddressForUser(null));
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [session, setSession] = useState<PaymentSession | null>(null);
  usePreparePayments();

  useEffect(() => {
    void storedKeys.referralPlan.load().then(setPlan);
  }, []);

  if (plan === undefined) return <Spinner label="Loading your plan" />;
  if (plan === null) {
    return (
      <section className="referral-page container">
        <p className="referral-empty">
          Choose a plan first.{' '}
          <Link href={paths.plans} className="text-link">
            See the plans
          </Link>
        </p>
      </section>
    );
  }

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const problem = firstError(validateReferralCheckout({ email, password }));
    if (problem) {
      void showAlert(problem);
      return;
    }
    setTried(true);
    // Spec §5: an incomplete billing address does nothing (the missing fields are outlined).
    if (!isBillingAddressComplete(address)) return;
    setBusy(true);
    try {
      const userEmail = email.trim().toLowerCase();
      await validateEmail({ email: userEmail, name: address.name.trim(), password });
      const { result } = await createPaymentIntent({
        user_email: userEmail,
        plan_id: plan.plan_id,
        referral_code: plan.referralCode || null,
      });
      setSession(result);
    } catch (error) {
      const failure = classifyFailure(error);
      if (failure.kind === 'api') void showAlert(failure.error.message);
      else notify('error', NETWORK_ERROR);
    } finally {
      setBusy(false);
    }
  };

  const onPaid = async () => {
    setSession(null);
    await storedKeys.referralPlan.remove();
    await showAlert(REFERRAL_SUBSCRIBED);
    navigate(paths.login);
  };

  return (
    <section className="referral-page referral-checkout container" aria-labelledby="checkout-title">
      <h1 id="checkout-title" className="section-title">
        Checkout
      </h1>
      <div className="referral-checkout-grid">
        <PlanSummary plan={plan} />
        <form className="card form referral-form" onSubmit={onSubmit} noValidate>
          <fieldset className="address-fields" disabled={busy}>
            <legend className="card-fields-legend">Your account</legend>
            <TextField
              label="Email address"
              type="email"
              name="email"
              autoComplete="email"
              inputMode="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
            <PasswordField
              label="Password"
              name="password"
              autoComplete="new-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          </fieldset>
          <BillingAddressForm values={address} onChange={setAddress} showMissing={tried} disabled={busy} hideEmail />
          <Button type="submit" size="lg" block disabled={busy} aria-busy={busy || undefined}>
            Pay Now
          </Button>
        </form>
      </div>
      {session && (
        <ReferralPaymentOverlay
          title={`${plan.plan_name} plan`}
          session={session}
          address={{ ...address, email: email.trim().toLowerCase() }}
          onClose={() => setSession(null)}
          onPaid={() => void onPaid()}
        />
      )}
    </section>
  );
}
