import { api } from '../../../lib/api';

/** POST /api/plan/make-payment-method-default */
export function makePaymentMethodDefault(paymentMethodId: string, userEmail: string) {
  return api.plan.makePaymentMethodDefault({ stripe_payment_method_id: paymentMethodId, user_email: userEmail });
}
