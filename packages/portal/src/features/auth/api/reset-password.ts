import type { ResetPasswordInput } from '@mentor/core';
import { api } from '../../../lib/api';

/** POST /api/user/forgot-password: sets the new password with the reset code. */
export function resetPassword(input: ResetPasswordInput) {
  return api.user.forgotPassword({ ...input, email: input.email.trim() });
}
