import { api } from '../../../lib/api';

/** POST /api/user/sign-out-other-sessions: every session but this one ends. */
export function signOutOtherSessions() {
  return api.user.signOutOtherSessions();
}
