import { api } from '../../../lib/api';

/** POST /api/user/generate-code: e-mails a password-reset code. */
export function requestResetCode(email: string) {
  return api.user.generateCode(email.trim());
}
