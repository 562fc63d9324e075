import { api } from '../../../lib/api';

/** POST /api/user/logout: revokes the session's token (after a plan change the user logs in again). */
export function logout() {
  return api.user.logout();
}
