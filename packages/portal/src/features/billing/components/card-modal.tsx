import { useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { firstError, isApiError, validatePayment } from '@mentor/core';
import type { PaymentMethod } from '@mentor/core';
import { Button } from '../../../components/ui/button';
import { notify } from '../../../lib/notify';
import { useUser } from '../../../lib/use-session';
import { attachPaymentMethod } from '../api/attach-payment-method';
import { editPaymentMethod } from '../api/edit-payment-method';
import { makePaymentMethodDefault } from '../api/make-payment-method-default';
import { PaymentGatewayProvider } from '../gateway/gateway-provider';
import { useGateway } from '../gateway/payment-gateway';
import { paymentFailureMessage } from '../hooks/payment-failure';
import { reportBillingFailure } from '../hooks/report-billing-failure';
import { billingAddressForUser, billingAddressOfCard, toBillingDetails, toEditPaymentMethod } from './billing-address';
import type { BillingAddressValues } from './billing-address';
import { BillingAddressForm } from './billing-address-form';
import { Modal } from './modal';

/** Add a card (`makeDefault`: it becomes the card renewals charge), or edit one's address. */
export type CardModalMode = { kind: 'add'; makeDefault?: boolean } | { kind: 'edit'; card: PaymentMethod };

/**
 * A card form around the billing address: the address must be complete before anything is sent
 * (spec §5 "Card form"); the provider's refusal shows in the form, our server's in an alert (spec §8).
 */
function CardForm({
  initial,
  submitLabel,
  save,
  cardFields,
}: {
  initial: BillingAddressValues;
  submitLabel: string;
  /** Sends the address; resolves with the server's message. */
  save: (address: BillingAddressValues) => Promise<string>;
  cardFields?: (saving: boolean) => ReactNode;
}) {
  const [address, setAddress] = useState(initial);
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    setTried(true);
    const problem = firstError(validatePayment({ kind: 'new_card', billingAddress: address }));
    setMessage(problem);
    if (problem) return;
    setSaving(true);
    try {
      notify('success', await save(address));
    } catch (error) {
      if (isApiError(error)) void reportBillingFailure(error);
      else setMessage(paymentFailureMessage(error));
      setSaving(false);
    }
  };

  return (
    <form className="payment-form" onSubmit={(event) => void onSubmit(event)} noValidate>
      {cardFields?.(saving)}
      <BillingAddressForm values={address} onChange={setAddress} showMissing={tried} disabled={saving} />
      <Button type="submit" size="lg" block disabled={saving}>
        {submitLabel}
      </Button>
      {message && (
        <p className="payment-message" role="alert">
          {message}
        </p>
      )}
    </form>
  );
}

/** Add: card form plus address form; the gateway creates the card, then attach-payment-method. */
function AddCardForm({ onSaved, makeDefault }: { onSaved: () => void; makeDefault: boolean }) {
  const gateway = useGateway();
  const user = useUser();
  return (
    <CardForm
      initial={billingAddressForUser(user)}
      submitLabel="Save Card"
      cardFields={(saving) => <gateway.CardFields disabled={saving} />}
      save={async (address) => {
        const card = await gateway.createCard(toBillingDetails(address));
        const { message } = await attachPaymentMethod(card.id, user?.email ?? '');
        if (makeDefault) await makePaymentMethodDefault(card.id, user?.email ?? '');
        onSaved();
        return message || 'Card added.';
      }}
    />
  );
}

/** The add/edit card modal of the billing page (edit: the address form only). */
export function CardModal({
  mode,
  onClose,
  onSaved,
}: {
  mode: CardModalMode;
  onClose: () => void;
  onSaved: () => void;
}) {
  const user = useUser();
  if (mode.kind === 'edit') {
    const { card } = mode;
    return (
      <Modal title={`Edit card ending ${card.last_digits}`} onClose={onClose} className="card-modal">
        <CardForm
          initial={billingAddressOfCard(card, user?.email ?? '')}
          submitLabel="Save Changes"
          save={async (address) => {
            const { message } = await editPaymentMethod(toEditPaymentMethod(card.stripe_id, address));
            onSaved();
            return message || 'Billing details updated.';
          }}
        />
      </Modal>
    );
  }
  return (
    <Modal title="Add card" onClose={onClose} className="card-modal">
      <PaymentGatewayProvider>
        <AddCardForm onSaved={onSaved} makeDefault={mode.makeDefault ?? false} />
      </PaymentGatewayProvider>
    </Modal>
  );
}
