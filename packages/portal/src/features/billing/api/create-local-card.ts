import { apiClient } from '../../../lib/api';
import type { BillingDetails, CreatedCard } from '../gateway/payment-gateway';

export interface LocalCardInput {
  number: string;
  exp_month: number;
  exp_year: number;
  cvc: string;
  billing_details: BillingDetails;
}

/** POST /api/payments/local/payment-methods: the local provider's createPaymentMethod. */
export function createLocalCard(input: LocalCardInput) {
  return apiClient.post<CreatedCard>('/api/payments/local/payment-methods', input);
}
