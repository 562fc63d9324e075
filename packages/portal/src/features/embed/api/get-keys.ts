import { apiClient } from '../../../lib/api';
import type { EmbedKey } from './embed-key';

/** GET /api/embed/get-keys: the admin's live keys. */
export function getKeys() {
  return apiClient.get<EmbedKey[]>('/api/embed/get-keys');
}
