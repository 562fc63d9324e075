import { api } from '../../../lib/api';

/** GET /api/plan/get-user-subscription-detail: active plan, cards, billing addresses and invoices. */
export function getSubscriptionDetail(userId: string) {
  return api.plan.getUserSubscriptionDetail(userId);
}
