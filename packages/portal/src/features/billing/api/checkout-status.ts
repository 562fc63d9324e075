import { api } from '../../../lib/api';

/** POST /api/plan/checkout-status: where the checkout stands (with Stripe it activates the plan at once). */
export function checkoutStatus(clientSecret: string) {
  return api.plan.checkoutStatus(clientSecret);
}
