import type { VerificationCodeInput } from '@mentor/core';
import { api } from '../../../lib/api';

/** POST /api/user/validate-verification-code: the verified user, or null for a reset code. */
export function verifyCode(input: VerificationCodeInput) {
  return api.user.validateVerificationCode({ email: input.email.trim(), code: input.code.trim() });
}
