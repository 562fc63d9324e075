import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { dollarsToCents, formatInvoiceDate, maskCardNumber, paymentButtonLabel, trialChargeText } from '@mentor/core';
import type { PaymentReceipt, PaymentSession } from '@mentor/core';
import { Button } from '../../../components/ui/button';
import { useUser } from '../../../lib/use-session';
import { PaymentGatewayProvider } from '../gateway/gateway-provider';
import { useGateway } from '../gateway/payment-gateway';
import { usePlanActivated } from '../hooks/use-plan-activated';
import type { OpenCheckout, PlanPurchase } from '../hooks/use-plan-purchase';
import { usePayNow } from '../hooks/use-pay-now';
import { billingAddressForUser } from './billing-address';
import { BillingAddressForm } from './billing-address-form';
import { Modal } from './modal';
import { PlanChangeSummary } from './plan-change-summary';

/** Pay Now with its amount; a change that today's credit pays entirely is confirmed instead. */
function submitLabel(session: PaymentSession): string {
  if (session.plan_change && session.amount_pay_now === 0) return 'Confirm Change';
  return paymentButtonLabel(session);
}

const NEW_CARD = 'new';

/** Stored cards (last digits, name, address line) or a new card with its billing address, then Pay Now. */
function PaymentForm({
  session,
  onPaid,
}: {
  session: PaymentSession;
  onPaid: (receipt: PaymentReceipt | null) => void;
}) {
  const gateway = useGateway();
  const user = useUser();
  const stored = session.stored_payment_methods;
  const [choice, setChoice] = useState(() => (stored.length > 0 ? (session.default_payment_method ?? '') : NEW_CARD));
  const [address, setAddress] = useState(() => billingAddressForUser(user));
  const [tried, setTried] = useState(false);
  const { pay, paying, message } = usePayNow(session, gateway, onPaid);
  const messageRef = useRef<HTMLParagraphElement>(null);
  // The message sits under the button, which a long form may have scrolled to the edge.
  useEffect(() => {
    messageRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [message]);
  const newCard = choice === NEW_CARD;
  const chosen = stored.find((card) => card.stripe_id === choice);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    void pay(newCard ? { kind: 'new_card', address } : { kind: 'stored_card', cardId: choice });
  };

  return (
    <form className="payment-form" onSubmit={onSubmit} noValidate>
      {session.trial_ends_on && (
        <div className="note-accent">
          <p>Your free trial runs until {formatInvoiceDate(session.trial_ends_on)}.</p>
          <p>{trialChargeText(dollarsToCents(session.amount_will_charged))}</p>
        </div>
      )}
      {session.plan_change && <PlanChangeSummary change={session.plan_change} />}
      {stored.length > 0 && (
        <fieldset className="stored-cards" disabled={paying}>
          <legend className="card-fields-legend">Pay with</legend>
          {stored.map((card) => (
            <label key={card.stripe_id} className={`stored-card${choice === card.stripe_id ? ' is-chosen' : ''}`}>
              <input
                type="radio"
                name="payment-card"
                value={card.stripe_id}
                checked={choice === card.stripe_id}
                onChange={() => setChoice(card.stripe_id)}
              />
              <span className="stored-card-digits">Card ending {card.last_digits}</span>
              <span className="stored-card-meta">
                {card.name}
                {card.line1 ? `, ${card.line1}` : ''}
              </span>
            </label>
          ))}
          <label className={`stored-card${newCard ? ' is-chosen' : ''}`}>
            <input
              type="radio"
              name="payment-card"
              value={NEW_CARD}
              checked={newCard}
              onChange={() => setChoice(NEW_CARD)}
            />
            <span className="stored-card-digits">Use a new card</span>
          </label>
        </fieldset>
      )}
      {chosen && (
        <p className="chosen-card" aria-label={`Chosen card ending ${chosen.last_digits}`}>
          {maskCardNumber(chosen.last_digits)}
        </p>
      )}
      {newCard && (
        <>
          <BillingAddressForm values={address} onChange={setAddress} showMissing={tried} disabled={paying} />
          <gateway.CardFields disabled={paying} />
        </>
      )}
      <Button type="submit" size="lg" block disabled={paying} aria-busy={paying || undefined}>
        {submitLabel(session)}
      </Button>
      {message && (
        <p className="payment-message" role="alert" ref={messageRef}>
          {message}
        </p>
      )}
    </form>
  );
}

/** The payment overlay of a plan purchase; it can be closed. */
export function PaymentOverlay({
  checkout,
  onClose,
  onPaid,
}: {
  checkout: OpenCheckout;
  onClose: () => void;
  onPaid: (receipt: PaymentReceipt | null) => void;
}) {
  return (
    <Modal title={`${checkout.plan.name} plan`} onClose={onClose} className="payment-overlay">
      <PaymentGatewayProvider>
        <PaymentForm session={checkout.session} onPaid={onPaid} />
      </PaymentGatewayProvider>
    </Modal>
  );
}

/** The overlay of the purchase under way, if any; once paid, the app moves on as spec §4 says. */
export function CheckoutOverlay({ purchase }: { purchase: PlanPurchase }) {
  const activated = usePlanActivated();
  if (!purchase.checkout) return null;
  return (
    <PaymentOverlay
      checkout={purchase.checkout}
      onClose={purchase.close}
      onPaid={(receipt) => {
        purchase.close();
        void activated(receipt);
      }}
    />
  );
}
