import { api } from '../../../lib/api';

/** GET /api/user/sessions: the member's signed-in devices, this one first. */
export function getSessions() {
  return api.user.getSessions();
}
