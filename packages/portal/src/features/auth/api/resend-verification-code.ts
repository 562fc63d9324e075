import { api } from '../../../lib/api';

/** POST /api/user/resend-verification-code: a new code for the signed-in account that is not verified yet. */
export function resendVerificationCode() {
  return api.user.resendVerificationCode();
}
