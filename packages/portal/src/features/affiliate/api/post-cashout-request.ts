import type { AffiliatePaymentRequestInput } from '@mentor/core';
import { api } from '../../../lib/api';

/** POST /api/wallet/post-affiliate-payment-request: asks for a cash-out (dollars). */
export function postCashoutRequest(input: AffiliatePaymentRequestInput) {
  return api.wallet.postAffiliatePaymentRequest(input);
}
