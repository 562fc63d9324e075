import { createContext, useContext } from 'react';
import type { ComponentType } from 'react';
import type { PaymentProviderName, PaymentSession } from '@mentor/core';

/** Billing details as Stripe's createPaymentMethod takes them (the local provider mirrors it). */
export interface BillingDetails {
  name: string;
  email?: string;
  phone: string;
  address: {
    line1: string;
    line2?: string;
    city: string;
    state: string;
    postal_code: string;
    country: string;
  };
}

/** A card the provider created: its payment method id, brand and last four digits. */
export interface CreatedCard {
  id: string;
  brand: string;
  last_digits: string;
}

/** What a confirmation needs from the payment session. */
export type ConfirmTarget = Pick<PaymentSession, 'client_secret' | 'intent_type'>;

/**
 * A refusal the provider explains (declined card, incomplete number, failed authentication): its
 * message is shown under the button as the provider wrote it.
 */
export class PaymentError extends Error {
  override readonly name = 'PaymentError';
}

/**
 * One card flow for both providers (Stripe Elements, or the local provider's card form and calls),
 * so the payment overlay and the billing page do not care which one runs.
 */
export interface PaymentGateway {
  readonly provider: PaymentProviderName;
  /** The card number, expiry and CVC inputs of this provider. */
  readonly CardFields: ComponentType<{ disabled?: boolean }>;
  /** Creates a card from the card fields and the billing details; throws {@link PaymentError}. */
  createCard(billing: BillingDetails): Promise<CreatedCard>;
  /**
   * Confirms the payment (or, for a trial, the card setup) with a card, including any
   * authentication the card asks for. Resolves with the final status ("succeeded" when paid);
   * throws {@link PaymentError} with the provider's message when it refuses.
   */
  confirm(target: ConfirmTarget, paymentMethodId: string): Promise<string>;
}

export const GatewayContext = createContext<PaymentGateway | null>(null);

/** The gateway of the nearest PaymentGatewayProvider (which renders its children once it is ready). */
export function useGateway(): PaymentGateway {
  const gateway = useContext(GatewayContext);
  if (!gateway) throw new Error('useGateway needs a PaymentGatewayProvider');
  return gateway;
}
