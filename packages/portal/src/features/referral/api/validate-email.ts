import type { ValidateEmailInput } from '@mentor/core';
import { api } from '../../../lib/api';

/**
 * POST /api/user/validate-email: a new address gets an account, a known one needs its password. The
 * reply leaves the proof (a same-site cookie) that create-payment-intent needs for this address.
 */
export function validateEmail(input: ValidateEmailInput) {
  return api.user.validateEmail(input);
}
