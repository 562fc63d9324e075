import type { ProfileInput } from '@mentor/core';
import { api } from '../../../lib/api';

/** POST /api/user/post (multipart): the updated user fields. */
export function updateProfile(input: ProfileInput) {
  return api.user.updateProfile(input);
}
