import { api } from '../../../lib/api';

/** POST /api/plan/confirm-change: a Stripe plan change applied with the chosen card. */
export function confirmChange(clientSecret: string, paymentMethod: string) {
  return api.plan.confirmChange(clientSecret, paymentMethod);
}
