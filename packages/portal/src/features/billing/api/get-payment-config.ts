import { api } from '../../../lib/api';

/** GET /api/config: which payment provider runs, and Stripe's publishable key when it is Stripe. */
export function getPaymentConfig() {
  return api.config.getConfig();
}
