import type { NewUserInput } from '@mentor/core';
import { api } from '../../../lib/api';
import { referralAttribution } from '../../../lib/stores';

/**
 * POST /api/user/new-user (multipart): the new user with its token; a code is e-mailed. The referral
 * code the visitor arrived with goes along, so their first purchase is attributed even elsewhere.
 */
export async function signUp(input: NewUserInput) {
  return api.user.newUser({
    name: input.name.trim(),
    email: input.email.trim(),
    password: input.password,
    referral_code: await referralAttribution.current(),
  });
}
