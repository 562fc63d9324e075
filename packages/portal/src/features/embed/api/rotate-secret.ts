import { apiClient } from '../../../lib/api';
import type { EmbedKeyWithSecret } from './embed-key';

/** POST /api/embed/rotate-secret: a new identity secret (shown once); the old one stops working. */
export function rotateSecret(id: string) {
  return apiClient.post<EmbedKeyWithSecret>('/api/embed/rotate-secret', { _id: id });
}
