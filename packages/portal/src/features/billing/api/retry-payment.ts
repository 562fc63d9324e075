import { api } from '../../../lib/api';

/** POST /api/plan/retry-payment {_id}: charges a past-due plan's renewal to the default card now. */
export function retryPayment(pastDuePlanId: string) {
  return api.plan.retryPayment(pastDuePlanId);
}
