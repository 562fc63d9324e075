import { api } from '../../../lib/api';

/** POST /api/plan/attach-payment-method: a card the gateway created joins the user's cards. */
export function attachPaymentMethod(paymentMethodId: string, userEmail: string) {
  return api.plan.attachPaymentMethod({ stripe_payment_method_id: paymentMethodId, user_email: userEmail });
}
