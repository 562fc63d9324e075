import type { ChangePasswordInput } from '@mentor/core';
import { api } from '../../../lib/api';

/** POST /api/user/change-password: succeeds with code 1 (updated). */
export function changePassword(input: ChangePasswordInput) {
  return api.user.changePassword(input);
}
