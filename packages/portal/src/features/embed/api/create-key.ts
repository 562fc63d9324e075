import { apiClient } from '../../../lib/api';
import type { EmbedKeyWithSecret } from './embed-key';

/** POST /api/embed/create-key: a new key and its identity secret (shown once). */
export function createKey(input: { name: string; allowed_origins: string[] }) {
  return apiClient.post<EmbedKeyWithSecret>('/api/embed/create-key', input);
}
