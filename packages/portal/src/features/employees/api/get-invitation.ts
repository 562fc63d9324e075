import { api } from '../../../lib/api';

/** POST /api/employee/invitation (ours): who the link invites, before it is used. */
export function getInvitation(token: string) {
  return api.employee.getInvitation(token);
}
