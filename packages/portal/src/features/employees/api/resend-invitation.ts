import { api } from '../../../lib/api';

/** POST /api/employee/resend-invitation (ours): a new set-password link; the old one stops working. */
export function resendInvitation(id: string) {
  return api.employee.resendInvitation(id);
}
