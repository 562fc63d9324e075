import type { CreatePaymentIntentInput } from '@mentor/core';
import { api } from '../../../lib/api';

/** POST /api/plan/create-payment-intent (public, after validate-email): the referral checkout's payment session. */
export function createPaymentIntent(input: CreatePaymentIntentInput) {
  return api.plan.createPaymentIntent(input);
}
