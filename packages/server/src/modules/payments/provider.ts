import type { BillingAddress } from '@mentor/core';
import type { ChargeFigures } from './charge-figures';

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

/** A change of a provider's subscription to another monthly plan, priced at `prorationDate`. */
export interface ChangeRequest {
  customer: Customer;
  providerSubscriptionId: string;
  planId: string;
  planName: string;
  /** Our figures for the new plan (its price, coupon, referral discount); the provider's preview replaces the amounts. */
  figures: ChargeFigures;
  prorationDate: Date;
}

export interface AppliedChange {
  status: 'succeeded' | 'requires_action' | 'failed';
  invoiceRef: string | null;
  amountPaidCents: number | null;
  periodEnd: Date | null;
  /** With requires_action: what the client authenticates. */
  paymentClientSecret: string | null;
  message: string;
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
  /** Ends a subscription now (a deleted account, a plan replaced by a lifetime one). */
  cancelNow(providerSubscriptionId: string | null): Promise<void>;
  /**
   * Providers that run subscriptions themselves (Stripe) price a change with their own preview and
   * apply it; the local provider's changes are priced and charged by our checkout.
   */
  previewChange?(request: ChangeRequest): Promise<ChargeFigures>;
  applyChange?(request: ChangeRequest & { paymentMethodProviderId: string; sessionId: string }): Promise<AppliedChange>;
  /** Pays a past-due subscription's open invoice with the default card (Stripe). */
  retryPastDue?(providerSubscriptionId: string): Promise<{ status: 'succeeded' | 'failed'; message: string }>;
}
