import { api } from '../../../lib/api';

/** POST /api/user/logout: revokes the session's token. */
export function logout() {
  return api.user.logout();
}
