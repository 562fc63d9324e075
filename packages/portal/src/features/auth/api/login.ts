import type { LoginInput } from '@mentor/core';
import { api } from '../../../lib/api';

/** POST /api/user/login-user: the user with its token. */
export function login(input: LoginInput) {
  return api.user.loginUser({ email: input.email.trim(), password: input.password });
}
