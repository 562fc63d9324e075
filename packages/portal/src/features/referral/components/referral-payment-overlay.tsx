import type { FormEvent } from 'react';
import { dollarsToCents, paymentButtonLabel, trialChargeText } from '@mentor/core';
import type { PaymentSession } from '@mentor/core';
import { Button } from '../../../components/ui/button';
// Billing's card flow for both providers (Stripe Elements or the local card form), reused as it is.
import type { BillingAddressValues } from '../../billing/components/billing-address';
import { Modal } from '../../billing/components/modal';
import { PaymentGatewayProvider } from '../../billing/gateway/gateway-provider';
import { useGateway } from '../../billing/gateway/payment-gateway';
import { usePayNow } from '../../billing/hooks/use-pay-now';

function CardForm({
  session,
  address,
  onPaid,
}: {
  session: PaymentSession;
  address: BillingAddressValues;
  onPaid: () => void;
}) {
  const gateway = useGateway();
  const { pay, paying, message } = usePayNow(session, gateway, onPaid);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void pay({ kind: 'new_card', address });
  };
  return (
    <form className="payment-form" onSubmit={onSubmit} noValidate>
      {session.trial_ends_on && (
        <p className="note-accent">{trialChargeText(dollarsToCents(session.amount_will_charged))}</p>
      )}
      <gateway.CardFields disabled={paying} />
      <Button type="submit" size="lg" block disabled={paying} aria-busy={paying || undefined}>
        {paymentButtonLabel(session)}
      </Button>
      {message && (
        <p className="payment-message" role="alert">
          {message}
        </p>
      )}
    </form>
  );
}

/**
 * The referral checkout's card overlay (close icon, the trial note when the session has a trial end,
 * Pay Now with amount_pay_now). The address comes from the checkout page; the card is billed to it.
 */
export function ReferralPaymentOverlay({
  title,
  session,
  address,
  onClose,
  onPaid,
}: {
  title: string;
  session: PaymentSession;
  address: BillingAddressValues;
  onClose: () => void;
  onPaid: () => void;
}) {
  return (
    <Modal title={title} onClose={onClose} className="payment-overlay">
      <PaymentGatewayProvider>
        <CardForm session={session} address={address} onPaid={onPaid} />
      </PaymentGatewayProvider>
    </Modal>
  );
}
