import type { BillingAddress } from '@mentor/core';

export interface Customer {
  id: string;
  email: string;
  name: string;
}

export interface CheckoutRequest {
  /** Our checkout session id (also the idempotency anchor for the provider). */
  sessionId: string;
  customer: Customer;
  planId: string;
  planName: string;
  /** Charged now (0 with a trial). */
  amountCents: number;
  /** The plan's price for this customer before any coupon (less the referee discount of a referral). */
  listPriceCents: number;
  /** Charged each period (the price after the coupon). */
  recurringCents: number;
  interval: 'month' | 'one_time';
  trialDays: number;
  couponCode: string | null;
  /** The card to charge, when the customer chose a stored one. */
  paymentMethodProviderId: string | null;
}

export interface CheckoutStart {
  kind: 'payment' | 'setup';
  clientSecret: string;
  providerRef: string;
  providerSubscriptionId: string | null;
}

export interface CardDetails {
  providerId: string;
  brand: string;
  lastDigits: string;
  expMonth: number;
  expYear: number;
  billing: Partial<BillingAddress>;
  /** The same for every payment method of one card number (spots a referrer paying as their own referee). */
  fingerprint: string | null;
}

/**
 * What the plan calls need from a card payment provider. `local` keeps its own state in our
 * database (fake money, test cards); `stripe` talks to Stripe and learns outcomes from webhooks.
 */
export interface PaymentProvider {
  readonly name: 'local' | 'stripe';
  /** Creates what the client confirms: a payment for the first period, or a card setup for a trial. */
  startCheckout(request: CheckoutRequest): Promise<CheckoutStart>;
  /** Attaches a card the client created to the customer and returns its details. */
  attachPaymentMethod(customer: Customer, providerPaymentMethodId: string): Promise<CardDetails>;
  updateBillingDetails(
    customer: Customer,
    providerPaymentMethodId: string,
    billing: Partial<BillingAddress>,
  ): Promise<void>;
  setDefaultPaymentMethod(customer: Customer, providerPaymentMethodId: string): Promise<void>;
  /** Stops renewal; access lasts to the end of the paid period. */
  cancelAtPeriodEnd(providerSubscriptionId: string | null): Promise<void>;
}
