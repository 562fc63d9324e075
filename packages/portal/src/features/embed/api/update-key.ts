import { apiClient } from '../../../lib/api';
import type { EmbedKey } from './embed-key';

/** POST /api/embed/update-key: a key's name or allowed origins. */
export function updateKey(input: { _id: string; name?: string; allowed_origins?: string[] }) {
  return apiClient.post<EmbedKey>('/api/embed/update-key', input);
}
