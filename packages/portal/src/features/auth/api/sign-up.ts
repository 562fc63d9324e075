import type { NewUserInput } from '@mentor/core';
import { api } from '../../../lib/api';

/** POST /api/user/new-user (multipart): the new user with its token; a code is e-mailed. */
export function signUp(input: NewUserInput) {
  return api.user.newUser({ name: input.name.trim(), email: input.email.trim(), password: input.password });
}
