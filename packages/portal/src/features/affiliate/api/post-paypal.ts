import { api } from '../../../lib/api';

/** POST /api/user-bank-detail/post-paypal: PayPal becomes the payout method. */
export function postPaypal(userId: string, paypalEmail: string) {
  return api.bank.postPaypal({ user: userId, paypal_email: paypalEmail.trim() });
}
