import { useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { isApiError } from '@mentor/core';
import { authenticateLocal } from '../api/authenticate-local';
import { confirmLocal } from '../api/confirm-local';
import { createLocalCard } from '../api/create-local-card';
import { AuthenticateDialog } from './authenticate-dialog';
import { parseExpiry } from './card-brand';
import { EMPTY_LOCAL_CARD, LocalCardContext } from './local-card-context';
import type { LocalCardValues } from './local-card-context';
import { LocalCardFields } from './local-card-fields';
import { GatewayContext, PaymentError } from './payment-gateway';
import type { PaymentGateway } from './payment-gateway';

// Stripe's own wording for an incomplete card, so both providers read alike.
export const CARD_NUMBER_INCOMPLETE = 'Your card number is incomplete.';
export const EXPIRY_INCOMPLETE = "Your card's expiration date is incomplete.";
export const CVC_INCOMPLETE = "Your card's security code is incomplete.";

/** The local provider's refusals come back as envelopes: their message is the provider's message. */
async function provider<T>(call: Promise<{ result: T }>): Promise<T> {
  try {
    return (await call).result;
  } catch (error) {
    if (isApiError(error)) throw new PaymentError(error.message);
    throw error;
  }
}

function cardFromForm({ number, expiry, cvc }: LocalCardValues) {
  const digits = number.replace(/\D/g, '');
  if (digits.length < 12) throw new PaymentError(CARD_NUMBER_INCOMPLETE);
  const exp = parseExpiry(expiry);
  if (!exp) throw new PaymentError(EXPIRY_INCOMPLETE);
  if (!/^\d{3,4}$/.test(cvc)) throw new PaymentError(CVC_INCOMPLETE);
  return { number: digits, exp_month: exp.month, exp_year: exp.year, cvc };
}

/**
 * The local provider (the default): our card form and /api/payments/local/*, which mirror the part of
 * Stripe.js the portal uses. A confirmation that asks for authentication opens the Authenticate dialog.
 */
export function LocalGateway({ children }: { children: ReactNode }) {
  const [card, setCard] = useState<LocalCardValues>(EMPTY_LOCAL_CARD);
  // createCard runs from a click handler after the last render: it reads the card through a ref.
  const cardRef = useRef(card);
  useEffect(() => {
    cardRef.current = card;
  }, [card]);
  const [authentication, setAuthentication] = useState<((approve: boolean) => void) | null>(null);

  const gateway = useMemo<PaymentGateway>(
    () => ({
      provider: 'local',
      CardFields: LocalCardFields,
      async createCard(billing) {
        return provider(createLocalCard({ ...cardFromForm(cardRef.current), billing_details: billing }));
      },
      async confirm(target, paymentMethodId) {
        let outcome = await provider(confirmLocal(target.client_secret, paymentMethodId));
        if (outcome.status === 'requires_action') {
          const approve = await new Promise<boolean>((resolve) => setAuthentication(() => resolve));
          setAuthentication(null);
          outcome = await provider(authenticateLocal(target.client_secret, approve));
        }
        if (outcome.status === 'failed') throw new PaymentError(outcome.message);
        return outcome.status;
      },
    }),
    [],
  );
  const cardContext = useMemo(() => ({ card, setCard }), [card]);

  return (
    <LocalCardContext.Provider value={cardContext}>
      <GatewayContext.Provider value={gateway}>
        {children}
        {authentication && <AuthenticateDialog onAnswer={authentication} />}
      </GatewayContext.Provider>
    </LocalCardContext.Provider>
  );
}
