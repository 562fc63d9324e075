import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FILL_BILLING_ADDRESS, PLAN_UPDATED_LOGIN_AGAIN, SELECT_CARD, UNEXPECTED_STATE } from '@mentor/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { session } from '../../../lib/stores';
import { fakeApi, ok } from '../../../testing/fake-api';
import type { FakeRequest } from '../../../testing/fake-api';
import { makeUser } from '../../../testing/fixtures';
import { currentPath, renderApp } from '../../../testing/render-app';
import { forgetPaymentSetup } from '../gateway/payment-setup';
import { TRIAL_SESSION, config, fillAddress, fillLocalCard, makeSession } from '../test-fixtures';

const user = userEvent.setup();
const newUser = () => makeUser({ is_user_subscribed: false, plan_actions: [], subscribed_plan: null });

beforeEach(() => forgetPaymentSetup());

async function openOverlay(path = '/subscription', paymentSession = makeSession(), extra = {}) {
  const calls = fakeApi({
    'GET /api/config': config(),
    'POST /api/plan/buy-plan': ok(paymentSession),
    ...extra,
  });
  renderApp(path, { user: newUser() });
  await user.click(await screen.findByRole('button', { name: 'Get Started with the Agent plan' }));
  const overlay = await screen.findByRole('dialog', { name: 'Agent plan' });
  return { calls, overlay };
}

const paths = (calls: FakeRequest[]) => calls.map((call) => call.path);

describe('payment overlay', () => {
  it('labels the button Pay Now with amount_pay_now and can be closed', async () => {
    await openOverlay();
    expect(await screen.findByRole('button', { name: 'Pay Now $49.00' })).toBeTruthy();
    expect(screen.queryByText(/after your trial period ends/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Agent plan' })).toBeNull());
  });

  it('words a trial: Start Trial Period and the amount charged after it', async () => {
    await openOverlay('/subscription', TRIAL_SESSION);
    expect(await screen.findByRole('button', { name: 'Start Trial Period' })).toBeTruthy();
    expect(screen.getByText('You will be charged $499.00 after your trial period ends')).toBeTruthy();
    expect(screen.getByText('Your free trial runs until 01 Dec, 2026.')).toBeTruthy();
  });

  it("shows what a plan change does before paying, and pays the preview's amount", async () => {
    const change = makeSession({
      amount_pay_now: 465.81,
      amount_will_charged: 499,
      plan_change: {
        from_plan_name: 'Agent',
        to_plan_name: 'Agency',
        unused_credit: 33.19,
        unused_until: '2030-04-01T00:00:00.000Z',
        credit_applied: 0,
        tax: 0,
        amount_today: 465.81,
        new_price: 499,
        new_price_interval: 'month',
        next_charge_on: '2030-04-11T00:00:00.000Z',
        credit_left: 0,
      },
    });
    await openOverlay('/dashboard/plans', change);
    const summary = await screen.findByRole('region', { name: 'What changes' });
    expect(summary.textContent).toContain('Your Agent plan ends today and Agency starts now.');
    expect(summary.textContent).toContain('Credit for unused Agent time (until 01 Apr, 2030)-$33.19');
    expect(summary.textContent).toContain("Today's charge$465.81");
    expect(summary.textContent).toContain('Then $499.00 per month, next charged on 11 Apr, 2030.');
    expect(screen.getByRole('button', { name: 'Pay Now $465.81' })).toBeTruthy();
  });

  it('a change the credit pays entirely is confirmed, not paid, and says what credit is kept', async () => {
    const downgrade = makeSession({
      amount_pay_now: 0,
      plan_change: {
        from_plan_name: 'Agency',
        to_plan_name: 'Agent',
        unused_credit: 334.81,
        unused_until: '2030-08-11T00:00:00.000Z',
        credit_applied: 0,
        tax: 0,
        amount_today: 0,
        new_price: 39.2,
        new_price_interval: 'month',
        next_charge_on: '2030-08-16T00:00:00.000Z',
        credit_left: 295.61,
      },
    });
    await openOverlay('/dashboard/plans', downgrade);
    expect(await screen.findByRole('button', { name: 'Confirm Change' })).toBeTruthy();
    expect(screen.getByText(/\$295\.61 of credit stays on your account for the next charges\./)).toBeTruthy();
  });

  it('asks to select a stored card, shows the chosen one masked, and pays with it', async () => {
    const stored = [
      { stripe_id: 'pm_a', last_digits: '4242', name: 'Ana Brooks', line1: '1 Main St' },
      { stripe_id: 'pm_b', last_digits: '1881', name: 'Ana Brooks', line1: '9 Elm St' },
    ];
    const { calls } = await openOverlay('/subscription', makeSession({ stored_payment_methods: stored }), {
      'POST /api/payments/local/confirm': ok({ status: 'succeeded', message: 'Payment succeeded.' }),
      'POST /api/plan/checkout-status': ok({ status: 'succeeded' }),
      'GET /api/user/me': ok({ ...newUser(), is_user_subscribed: true }),
    });
    expect(screen.getByText('Card ending 1881')).toBeTruthy();
    expect(screen.getByText('Ana Brooks, 9 Elm St')).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Pay Now $49.00' }));
    expect(await screen.findByText(SELECT_CARD)).toBeTruthy();
    expect(paths(calls)).not.toContain('/api/payments/local/confirm');

    await user.click(screen.getByRole('radio', { name: /Card ending 1881/ }));
    expect(screen.getByText('**** **** **** 1881')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Pay Now $49.00' }));
    await waitFor(() => expect(currentPath()).toBe('/dashboard'));
    expect(calls.find((call) => call.path === '/api/payments/local/confirm')?.body).toEqual({
      client_secret: 'cs_local_1',
      payment_method: 'pm_b',
    });
  });

  it('needs a complete billing address before a new card is created', async () => {
    const { calls } = await openOverlay();
    fillLocalCard();
    await user.click(await screen.findByRole('button', { name: 'Pay Now $49.00' }));
    expect(await screen.findByText(FILL_BILLING_ADDRESS)).toBeTruthy();
    expect(screen.getByLabelText('Address line 1').getAttribute('aria-invalid')).toBe('true');
    expect(paths(calls)).not.toContain('/api/payments/local/payment-methods');
  });

  it('detects the brand of the number typed', async () => {
    await openOverlay();
    fillLocalCard('5555 5555 5555 4444');
    expect(document.querySelector('.card-brand')?.textContent).toBe('Mastercard');
    expect((screen.getByLabelText(/^Card number/) as HTMLInputElement).value).toBe('5555 5555 5555 4444');
    fillLocalCard('378282246310005');
    expect((screen.getByLabelText(/^Card number/) as HTMLInputElement).value).toBe('3782 822463 10005');
  });

  it('on /subscription: creates the card, confirms, checks the status, stores the refreshed user, goes to the dashboard', async () => {
    const me = { ...newUser(), is_user_subscribed: true, plan_actions: [{ action_name: 'embed' as const }] };
    const receipt = {
      plan_name: 'Agent',
      invoice_number: 'MEN-000042',
      amount_paid: 39.2,
      discounts: [{ label: 'Coupon SAVE20 (20% off)', amount: 9.8 }],
      card_brand: 'visa',
      last_digits: '4242',
      period_start: '2026-11-24T00:00:00.000Z',
      period_end: '2026-12-24T00:00:00.000Z',
      trial_ends_on: null,
      next_charge_on: '2026-12-24T00:00:00.000Z',
      next_charge_amount: 39.2,
      invoice_pdf: 'http://localhost/api/plan/invoice-pdf?id=1',
      email: newUser().email,
    };
    const { calls } = await openOverlay('/subscription', makeSession(), {
      'POST /api/payments/local/payment-methods': ok({ id: 'pm_local_new', brand: 'visa', last_digits: '4242' }),
      'POST /api/payments/local/confirm': ok({ status: 'succeeded', message: 'Payment succeeded.' }),
      'POST /api/plan/checkout-status': ok({ status: 'succeeded', receipt }),
      'GET /api/user/me': ok(me),
      'GET /api/category/get-all-categories': ok([]),
    });
    fillAddress();
    fillLocalCard();
    await user.click(await screen.findByRole('button', { name: 'Pay Now $49.00' }));
    await waitFor(() => expect(currentPath()).toBe('/dashboard'));
    // The dashboard confirms it on screen, with the figures.
    const confirmation = await screen.findByRole('status', { name: 'Payment received' });
    expect(confirmation.textContent).toContain('We charged $39.20 to your Visa ending 4242 for the Agent plan.');
    expect(confirmation.textContent).toContain('Coupon SAVE20 (20% off): -$9.80');
    expect(confirmation.textContent).toContain('Next charge: $39.20 on 24 Dec, 2026.');
    expect(confirmation.textContent).toContain(`Receipt MEN-000042 is on its way to ${newUser().email}.`);
    expect(within(confirmation).getByRole('link', { name: 'View the invoice (PDF)' }).getAttribute('target')).toBe(
      '_blank',
    );
    expect(calls.find((call) => call.path === '/api/payments/local/payment-methods')?.body).toEqual({
      number: '4242424242424242',
      exp_month: 12,
      exp_year: 2034,
      cvc: '123',
      billing_details: {
        name: 'Ana Brooks',
        email: newUser().email,
        phone: '5551234567',
        address: { line1: '1 Main St', city: 'Austin', state: 'TX', postal_code: '73301', country: 'US' },
      },
    });
    expect(calls.find((call) => call.path === '/api/payments/local/confirm')?.body).toEqual({
      client_secret: 'cs_local_1',
      payment_method: 'pm_local_new',
    });
    expect(calls.find((call) => call.path === '/api/plan/checkout-status')?.body).toEqual({
      client_secret: 'cs_local_1',
    });
    expect(session.user.peek()).toMatchObject({
      is_user_subscribed: true,
      plan_actions: [{ action_name: 'embed' }],
      token: 'token-1',
    });
  });

  it('shows the provider message under the button, and "unexpected state." for any other outcome', async () => {
    let answer = { status: 'failed', message: 'Your card was declined.' };
    const { calls } = await openOverlay('/subscription', makeSession(), {
      'POST /api/payments/local/payment-methods': ok({ id: 'pm_local_new', brand: 'visa', last_digits: '0002' }),
      'POST /api/payments/local/confirm': () => ok(answer),
      'POST /api/plan/checkout-status': ok({ status: 'requires_payment_method' }),
    });
    fillAddress();
    fillLocalCard('4000 0000 0000 0002');
    const pay = await screen.findByRole('button', { name: 'Pay Now $49.00' });
    await user.click(pay);
    const message = await screen.findByText('Your card was declined.');
    expect(message.previousElementSibling).toBe(pay);
    expect(currentPath()).toBe('/subscription');

    answer = { status: 'processing', message: '' };
    await user.click(pay);
    expect(await screen.findByText(UNEXPECTED_STATE)).toBeTruthy();

    answer = { status: 'succeeded', message: '' };
    await user.click(pay);
    await waitFor(() => expect(calls.filter((call) => call.path === '/api/plan/checkout-status')).toHaveLength(1));
    expect(await screen.findByText(UNEXPECTED_STATE)).toBeTruthy();
  });

  it('shows the local card errors the provider gives, without a request for an incomplete card', async () => {
    const { calls } = await openOverlay('/subscription', makeSession(), {
      'POST /api/payments/local/payment-methods': {
        error_code: 2,
        message: 'Your card number is incorrect.',
        status: 422,
      },
    });
    fillAddress();
    fillLocalCard('4242 4242', '12/34', '123');
    await user.click(await screen.findByRole('button', { name: 'Pay Now $49.00' }));
    expect(await screen.findByText('Your card number is incomplete.')).toBeTruthy();
    expect(paths(calls)).not.toContain('/api/payments/local/payment-methods');
    fillLocalCard('4242 4242 4242 4241');
    await user.click(screen.getByRole('button', { name: 'Pay Now $49.00' }));
    expect(await screen.findByText('Your card number is incorrect.')).toBeTruthy();
  });

  it('asks to authenticate a 3-D Secure card and pays when approved', async () => {
    const { calls } = await openOverlay('/subscription', makeSession(), {
      'POST /api/payments/local/payment-methods': ok({ id: 'pm_3ds', brand: 'visa', last_digits: '3184' }),
      'POST /api/payments/local/confirm': ok({ status: 'requires_action', message: 'Authenticate this payment' }),
      'POST /api/payments/local/authenticate': ok({ status: 'succeeded', message: 'Payment succeeded.' }),
      'POST /api/plan/checkout-status': ok({ status: 'succeeded' }),
      'GET /api/user/me': ok({ ...newUser(), is_user_subscribed: true }),
    });
    fillAddress();
    fillLocalCard('4000 0027 6000 3184');
    await user.click(await screen.findByRole('button', { name: 'Pay Now $49.00' }));
    const dialog = await screen.findByRole('dialog', { name: 'Authenticate this payment' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(currentPath()).toBe('/dashboard'));
    expect(calls.find((call) => call.path === '/api/payments/local/authenticate')?.body).toEqual({
      client_secret: 'cs_local_1',
      approve: true,
    });
  });

  it('shows the failed authentication message when the person fails it', async () => {
    await openOverlay('/subscription', makeSession(), {
      'POST /api/payments/local/payment-methods': ok({ id: 'pm_3ds', brand: 'visa', last_digits: '3184' }),
      'POST /api/payments/local/confirm': ok({ status: 'requires_action', message: 'Authenticate this payment' }),
      'POST /api/payments/local/authenticate': ok({ status: 'failed', message: 'We are unable to authenticate.' }),
    });
    fillAddress();
    fillLocalCard('4000 0027 6000 3184');
    await user.click(await screen.findByRole('button', { name: 'Pay Now $49.00' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Authenticate this payment' })).getByRole('button', {
        name: 'Fail',
      }),
    );
    expect(await screen.findByText('We are unable to authenticate.')).toBeTruthy();
  });

  it('pays once on a double click (the button is disabled while the payment is in flight)', async () => {
    let release: () => void = () => undefined;
    const { calls } = await openOverlay('/subscription', makeSession(), {
      'POST /api/payments/local/payment-methods': () =>
        new Promise((resolve) => {
          release = () => resolve(ok({ id: 'pm_local_new', brand: 'visa', last_digits: '4242' }));
        }),
      'POST /api/payments/local/confirm': ok({ status: 'succeeded', message: '' }),
      'POST /api/plan/checkout-status': ok({ status: 'succeeded' }),
      'GET /api/user/me': ok({ ...newUser(), is_user_subscribed: true }),
    });
    fillAddress();
    fillLocalCard();
    const pay = await screen.findByRole('button', { name: 'Pay Now $49.00' });
    await user.dblClick(pay);
    expect((pay as HTMLButtonElement).disabled).toBe(true);
    release();
    await waitFor(() => expect(currentPath()).toBe('/dashboard'));
    expect(calls.filter((call) => call.path === '/api/payments/local/payment-methods')).toHaveLength(1);
    expect(calls.filter((call) => call.path === '/api/payments/local/confirm')).toHaveLength(1);
  });

  it('elsewhere: alerts that the plan was updated, clears the login and goes to /login', async () => {
    const { calls } = await openOverlay('/dashboard/plans', makeSession(), {
      'POST /api/payments/local/payment-methods': ok({ id: 'pm_local_new', brand: 'visa', last_digits: '4242' }),
      'POST /api/payments/local/confirm': ok({ status: 'succeeded', message: '' }),
      'POST /api/plan/checkout-status': ok({ status: 'succeeded' }),
      'POST /api/user/logout': ok(null),
    });
    fillAddress();
    fillLocalCard();
    await user.click(await screen.findByRole('button', { name: 'Pay Now $49.00' }));
    const alert = await screen.findByRole('alertdialog');
    expect(alert.textContent).toContain(PLAN_UPDATED_LOGIN_AGAIN);
    await user.click(within(alert).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(currentPath()).toBe('/login'));
    expect(session.user.peek()).toBeNull();
    expect(paths(calls)).toContain('/api/user/logout');
  });
});
