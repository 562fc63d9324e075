import { apiClient } from '../../../lib/api';

export interface LocalConfirmation {
  status: 'succeeded' | 'requires_action' | 'failed';
  message: string;
}

/** POST /api/payments/local/confirm: pays (or sets up, for a trial) with a card. */
export function confirmLocal(clientSecret: string, paymentMethodId: string) {
  return apiClient.post<LocalConfirmation>('/api/payments/local/confirm', {
    client_secret: clientSecret,
    payment_method: paymentMethodId,
  });
}
