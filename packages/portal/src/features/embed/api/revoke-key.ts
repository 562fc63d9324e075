import { apiClient } from '../../../lib/api';

/** POST /api/embed/revoke-key: widgets using the key stop working. */
export function revokeKey(id: string) {
  return apiClient.post<null>('/api/embed/revoke-key', { _id: id });
}
