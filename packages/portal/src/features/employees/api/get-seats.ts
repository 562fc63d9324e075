import { api } from '../../../lib/api';

/** GET /api/employee/seats (ours): seats used, pending invitations, and the plan's limit. */
export function getSeats(userPlanId: string) {
  return api.employee.seats(userPlanId);
}
