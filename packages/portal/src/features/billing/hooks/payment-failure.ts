import { NETWORK_ERROR, UNEXPECTED_STATE, isApiError, isNetworkError } from '@mentor/core';
import { PaymentError } from '../gateway/payment-gateway';

/** What a failed payment step shows under the button: the provider's or the server's message. */
export function paymentFailureMessage(error: unknown): string {
  if (error instanceof PaymentError || isApiError(error)) return error.message;
  if (isNetworkError(error)) return NETWORK_ERROR;
  console.error(error);
  return UNEXPECTED_STATE;
}
