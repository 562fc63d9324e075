import { api } from '../../../lib/api';

/** POST /api/employee/accept-invitation (ours): sets the password; the link then stops working. */
export function acceptInvitation(token: string, password: string) {
  return api.employee.acceptInvitation(token, password);
}
