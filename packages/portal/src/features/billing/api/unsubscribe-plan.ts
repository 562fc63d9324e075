import { api } from '../../../lib/api';

/** POST /api/plan/unsubscribe-plan {_id: the active plan's id}; the server revokes every session. */
export function unsubscribePlan(activePlanId: string) {
  return api.plan.unsubscribePlan(activePlanId);
}
