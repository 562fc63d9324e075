import { useEffect } from 'react';
import { loadPaymentSetup } from '../gateway/payment-setup';

/** Starts loading the payment provider (config, Stripe.js) while the person reads the page. */
export function usePreparePayments() {
  useEffect(() => {
    loadPaymentSetup().catch(() => undefined);
  }, []);
}
