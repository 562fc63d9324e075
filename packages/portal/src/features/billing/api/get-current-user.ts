import type { User } from '@mentor/core';
import { apiClient } from '../../../lib/api';

/** GET /api/user/me: the caller as the server now sees it (flags and plan after a payment). */
export function getCurrentUser() {
  return apiClient.get<User>('/api/user/me');
}
