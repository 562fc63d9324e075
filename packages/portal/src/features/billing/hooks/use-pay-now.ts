import { useRef, useState } from 'react';
import { UNEXPECTED_STATE, firstError, validatePayment } from '@mentor/core';
import type { PaymentChoice, PaymentReceipt, PaymentSession } from '@mentor/core';
import { checkoutStatus } from '../api/checkout-status';
import { toBillingDetails } from '../components/billing-address';
import type { BillingAddressValues } from '../components/billing-address';
import type { PaymentGateway } from '../gateway/payment-gateway';
import { paymentFailureMessage } from './payment-failure';

/** Pay with a stored card, or with a new card and its billing address. */
export type PayWith = { kind: 'stored_card'; cardId: string } | { kind: 'new_card'; address: BillingAddressValues };

function asChoice(payWith: PayWith): PaymentChoice {
  return payWith.kind === 'stored_card'
    ? { kind: 'stored_card', cardId: payWith.cardId }
    : { kind: 'new_card', billingAddress: payWith.address };
}

/**
 * Pay Now: validate, create the card when it is new, confirm (a card setup for a trial), then ask
 * checkout-status so the plan is active at once. A click while a payment is in flight does nothing.
 * `message` is what shows under the button: a rule of spec §5, the provider's message, or
 * "unexpected state." for any outcome other than succeeded.
 */
export function usePayNow(
  session: PaymentSession,
  gateway: PaymentGateway,
  onPaid: (receipt: PaymentReceipt | null) => void,
) {
  const [paying, setPaying] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const inFlight = useRef(false);

  const pay = async (payWith: PayWith) => {
    if (inFlight.current) return;
    const invalid = firstError(validatePayment(asChoice(payWith)));
    if (invalid) {
      setMessage(invalid);
      return;
    }
    inFlight.current = true;
    setPaying(true);
    setMessage(null);
    let paid = false;
    try {
      const paymentMethodId =
        payWith.kind === 'stored_card'
          ? payWith.cardId
          : (await gateway.createCard(toBillingDetails(payWith.address))).id;
      const status = await gateway.confirm(session, paymentMethodId);
      if (status !== 'succeeded') {
        setMessage(UNEXPECTED_STATE);
        return;
      }
      const { result } = await checkoutStatus(session.client_secret);
      if (result.status !== 'succeeded') {
        setMessage(UNEXPECTED_STATE);
        return;
      }
      paid = true;
      onPaid(result.receipt ?? null);
    } catch (error) {
      setMessage(paymentFailureMessage(error));
    } finally {
      // After a payment the button stays disabled while the app moves on.
      if (!paid) {
        inFlight.current = false;
        setPaying(false);
      }
    }
  };

  return { pay, paying, message, setMessage };
}
