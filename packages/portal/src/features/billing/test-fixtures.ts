import { PlanId } from '@mentor/core';
import type { AppConfig, PaymentMethod, PaymentSession, SubscriptionDetail } from '@mentor/core';
import { fireEvent, screen, within } from '@testing-library/react';
import { ok } from '../../testing/fake-api';
import type { FakeAnswer } from '../../testing/fake-api';

export const LOCAL_CONFIG: AppConfig = {
  payment_provider: 'local',
  stripe_publishable_key: null,
  assistant_mode: 'knowledge',
  mail_transport: 'outbox',
  dev_mailbox: true,
};

export const STRIPE_CONFIG: AppConfig = {
  ...LOCAL_CONFIG,
  payment_provider: 'stripe',
  stripe_publishable_key: 'pk_test_1',
};

export const config = (value: AppConfig = LOCAL_CONFIG): FakeAnswer => ok(value);

export function makeSession(overrides: Partial<PaymentSession> = {}): PaymentSession {
  return {
    client_secret: 'cs_local_1',
    default_payment_method: null,
    stored_payment_methods: [],
    trial_ends_on: null,
    amount_will_charged: 49,
    amount_pay_now: 49,
    intent_type: 'payment',
    provider: 'local',
    ...overrides,
  };
}

export const TRIAL_SESSION = makeSession({
  trial_ends_on: '2026-12-01T00:00:00.000Z',
  amount_will_charged: 499,
  amount_pay_now: 0,
  intent_type: 'setup',
});

export function makeCard(overrides: Partial<PaymentMethod> = {}): PaymentMethod {
  return {
    stripe_id: 'pm_local_1',
    brand: 'visa',
    last_digits: '4242',
    exp_month: 4,
    exp_year: 2030,
    name: 'Ana Brooks',
    phone: '5551234567',
    line1: '1 Main St',
    line2: null,
    city: 'Austin',
    state: 'TX',
    postal_code: '73301',
    country: 'US',
    is_default: true,
    ...overrides,
  };
}

export function makeDetail(overrides: Partial<SubscriptionDetail> = {}): SubscriptionDetail {
  const card = makeCard();
  return {
    active_plan: {
      _id: 'up-1',
      plan_id: PlanId.agent,
      plan_name: 'Agent',
      status: 'active',
      current_period_end: '2026-12-21T12:00:00.000Z',
      cancel_at_period_end: false,
      trial_ends_on: null,
    },
    active_billing_address: { ...card },
    active_payment_method: card,
    stored_payment_methods: [card],
    stored_billing_addresses: [],
    stripe_invoices: [
      {
        _id: 'inv-1',
        created: '2026-11-21T12:00:00.000Z',
        total: 49,
        invoice_pdf: '/api/plan/invoice-pdf?id=inv-1&expires=1&sig=abc',
        status: 'paid',
      },
    ],
    ...overrides,
  };
}

/** Fills the billing address form (fireEvent: fast, and enough for controlled inputs). */
export function fillAddress() {
  const form = within(screen.getByRole('group', { name: 'Billing address' }));
  const values: Record<string, string> = {
    'Full name': 'Ana Brooks',
    Phone: '5551234567',
    'Address line 1': '1 Main St',
    City: 'Austin',
    State: 'TX',
    'Postal code': '73301',
  };
  for (const [label, value] of Object.entries(values)) {
    fireEvent.change(form.getByLabelText(label), { target: { value } });
  }
}

/** Fills the local card form. */
export function fillLocalCard(number = '4242 4242 4242 4242', expiry = '12/34', cvc = '123') {
  fireEvent.change(screen.getByLabelText(/^Card number/), { target: { value: number } });
  fireEvent.change(screen.getByLabelText('Expiry (MM/YY)'), { target: { value: expiry } });
  fireEvent.change(screen.getByLabelText('CVC'), { target: { value: cvc } });
}
