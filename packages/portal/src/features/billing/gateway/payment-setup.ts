import type { Stripe } from '@stripe/stripe-js';
import { getPaymentConfig } from '../api/get-payment-config';

/** Which provider runs; for Stripe, Stripe.js on its way (null when it could not be loaded). */
export type PaymentSetup = { provider: 'local' } | { provider: 'stripe'; stripe: Promise<Stripe | null> };

export const PAYMENT_FORM_UNAVAILABLE = 'The payment form could not be loaded. Check your connection and try again.';

let pending: Promise<PaymentSetup> | null = null;

async function resolveSetup(): Promise<PaymentSetup> {
  const { result } = await getPaymentConfig();
  if (result.payment_provider !== 'stripe') return { provider: 'local' };
  const key = result.stripe_publishable_key;
  if (!key) throw new Error('Stripe runs without a publishable key');
  // Never rejects: a script that fails to load resolves null, and the gateway says so.
  const stripe = import('./load-stripe')
    .then(({ loadStripeJs }) => loadStripeJs(key))
    .catch((error: unknown) => {
      console.error('Stripe.js could not be loaded', error);
      return null;
    });
  return { provider: 'stripe', stripe };
}

/**
 * GET /api/config once per page load (the provider does not change while the app runs), and Stripe.js
 * when Stripe runs. The plans and billing pages call it on mount so the card form is ready when
 * opened; a failure is forgotten so the next try asks again.
 */
export function loadPaymentSetup(): Promise<PaymentSetup> {
  if (!pending) {
    pending = resolveSetup();
    pending.catch(() => {
      pending = null;
    });
  }
  return pending;
}

/** Forgets the loaded setup (tests switch providers). */
export function forgetPaymentSetup(): void {
  pending = null;
}
