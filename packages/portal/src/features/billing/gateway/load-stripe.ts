import type { Stripe } from '@stripe/stripe-js';

/**
 * Loads Stripe.js for `publishableKey`. The `pure` entry injects Stripe's script only when called,
 * and this module is imported on demand, so nothing of Stripe reaches pages that do not pay.
 */
export async function loadStripeJs(publishableKey: string): Promise<Stripe | null> {
  const { loadStripe } = await import('@stripe/stripe-js/pure');
  return loadStripe(publishableKey);
}
