import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../lib/stores';
import { fakeApi, ok } from '../../../testing/fake-api';
import { makeUser } from '../../../testing/fixtures';
import { currentPath, renderApp } from '../../../testing/render-app';
import { STRIPE_CONFIG, TRIAL_SESSION, config, fillAddress, makeSession } from '../test-fixtures';
import { stripeMock, stripeSucceeds } from '../stripe-mock';
import { forgetPaymentSetup } from './payment-setup';

vi.mock('./load-stripe', async () => ({ loadStripeJs: (await import('../stripe-mock')).stripeMock.loadStripeJs }));

const user = userEvent.setup();
const newUser = () => makeUser({ is_user_subscribed: false, plan_actions: [], subscribed_plan: null });

beforeEach(() => {
  forgetPaymentSetup();
  vi.clearAllMocks();
  stripeSucceeds();
});

async function payWithStripe(paymentSession = makeSession({ client_secret: 'pi_secret_1', provider: 'stripe' })) {
  const calls = fakeApi({
    'GET /api/config': config(STRIPE_CONFIG),
    'POST /api/plan/buy-plan': ok(paymentSession),
    'POST /api/plan/checkout-status': ok({ status: 'succeeded' }),
    'GET /api/user/me': ok({ ...newUser(), is_user_subscribed: true }),
  });
  renderApp('/subscription', { user: newUser() });
  await user.click(await screen.findByRole('button', { name: 'Get Started with the Agent plan' }));
  await screen.findByRole('group', { name: 'Card details' });
  fillAddress();
  return calls;
}

const billingDetails = {
  name: 'Ana Brooks',
  email: 'ana@example.com',
  phone: '5551234567',
  address: { line1: '1 Main St', city: 'Austin', state: 'TX', postal_code: '73301', country: 'US' },
};

describe('the Stripe gateway (Card Element flow)', () => {
  it('loads Stripe.js with the publishable key and mounts the Card Element in <Elements>', async () => {
    await payWithStripe();
    expect(stripeMock.loadStripeJs).toHaveBeenCalledWith('pk_test_1');
    expect(stripeMock.elements.create).toHaveBeenCalledWith('card', expect.objectContaining({ hidePostalCode: true }));
    expect(stripeMock.cardElement.mount).toHaveBeenCalled();
    expect(screen.queryByLabelText('CVC')).toBeNull();
  });

  it('creates the payment method with the billing details, confirms the payment with it, then checks the status', async () => {
    const calls = await payWithStripe();
    await user.click(screen.getByRole('button', { name: 'Pay Now $49.00' }));
    await waitFor(() => expect(currentPath()).toBe('/dashboard'));
    expect(stripeMock.stripe.createPaymentMethod).toHaveBeenCalledWith({
      type: 'card',
      card: stripeMock.cardElement,
      billing_details: billingDetails,
    });
    expect(stripeMock.stripe.confirmCardPayment).toHaveBeenCalledWith('pi_secret_1', { payment_method: 'pm_stripe_1' });
    expect(stripeMock.stripe.confirmCardSetup).not.toHaveBeenCalled();
    expect(calls.find((call) => call.path === '/api/plan/checkout-status')?.body).toEqual({
      client_secret: 'pi_secret_1',
    });
    expect(session.user.peek()?.is_user_subscribed).toBe(true);
  });

  it('confirms a card setup for a trial', async () => {
    await payWithStripe({ ...TRIAL_SESSION, client_secret: 'seti_secret_1', provider: 'stripe' });
    await user.click(screen.getByRole('button', { name: 'Start Trial Period' }));
    await waitFor(() => expect(currentPath()).toBe('/dashboard'));
    expect(stripeMock.stripe.confirmCardSetup).toHaveBeenCalledWith('seti_secret_1', { payment_method: 'pm_stripe_1' });
    expect(stripeMock.stripe.confirmCardPayment).not.toHaveBeenCalled();
  });

  it("shows Stripe's message under the button, and unexpected state. for another status", async () => {
    stripeMock.stripe.confirmCardPayment.mockResolvedValueOnce({
      error: { type: 'card_error', message: 'Your card was declined.' },
    });
    const calls = await payWithStripe();
    await user.click(screen.getByRole('button', { name: 'Pay Now $49.00' }));
    expect(await screen.findByText('Your card was declined.')).toBeTruthy();
    stripeMock.stripe.confirmCardPayment.mockResolvedValueOnce({ paymentIntent: { status: 'processing' } });
    await user.click(screen.getByRole('button', { name: 'Pay Now $49.00' }));
    expect(await screen.findByText('unexpected state.')).toBeTruthy();
    expect(calls.filter((call) => call.path === '/api/plan/checkout-status')).toHaveLength(0);
    expect(currentPath()).toBe('/subscription');
  });
});
