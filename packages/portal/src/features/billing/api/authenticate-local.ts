import { apiClient } from '../../../lib/api';
import type { LocalConfirmation } from './confirm-local';

/** POST /api/payments/local/authenticate: the person approved (or failed) the 3-D Secure step. */
export function authenticateLocal(clientSecret: string, approve: boolean) {
  return apiClient.post<LocalConfirmation>('/api/payments/local/authenticate', {
    client_secret: clientSecret,
    approve,
  });
}
