import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REFERRAL_SUBSCRIBED } from '@mentor/core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok } from '../../../testing/fake-api';
import { currentPath, renderApp } from '../../../testing/render-app';
import { forgetPaymentSetup } from '../../billing/gateway/payment-setup';
import { stripeMock, stripeSucceeds } from '../../billing/stripe-mock';
import { STRIPE_CONFIG, config, fillAddress, makeSession } from '../../billing/test-fixtures';

vi.mock('../../billing/gateway/load-stripe', async () => ({
  loadStripeJs: (await import('../../billing/stripe-mock')).stripeMock.loadStripeJs,
}));

const user = userEvent.setup();

beforeEach(() => {
  forgetPaymentSetup();
  vi.clearAllMocks();
  stripeSucceeds();
});

describe('the referral checkout with Stripe', () => {
  it('pays in the Card Element with the page address, then checks the status without a token', async () => {
    const calls = fakeApi({
      'GET /api/config': config(STRIPE_CONFIG),
      'GET /api/plan/get-referral-discount-detail': ok({
        referral_discount: 15,
        referee_discount: 21,
        referral_code: 'AFFCODE1',
      }),
      'POST /api/user/validate-email': ok('33333333-3333-4333-8333-333333333333'),
      'POST /api/plan/create-payment-intent': ok(
        makeSession({ client_secret: 'pi_ref_secret', provider: 'stripe', amount_pay_now: 38.71 }),
      ),
      'POST /api/plan/checkout-status': ok({ status: 'succeeded' }),
    });
    renderApp('/referral?REFERRALCODE=AFFCODE1');
    await user.click(await screen.findByRole('button', { name: 'Get Started with the Agent plan' }));
    fireEvent.change(await screen.findByLabelText('Email address'), { target: { value: 'visitor@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Secret123' } });
    fillAddress();
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    const overlay = await screen.findByRole('dialog', { name: 'Agent plan' });
    await within(overlay).findByRole('group', { name: 'Card details' });
    expect(stripeMock.cardElement.mount).toHaveBeenCalled();
    await user.click(within(overlay).getByRole('button', { name: 'Pay Now $38.71' }));
    expect((await screen.findByRole('alertdialog')).textContent).toContain(REFERRAL_SUBSCRIBED);
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(currentPath()).toBe('/login'));

    expect(stripeMock.stripe.createPaymentMethod).toHaveBeenCalledWith(
      expect.objectContaining({
        type: 'card',
        billing_details: expect.objectContaining({ name: 'Ana Brooks', email: 'visitor@example.com' }),
      }),
    );
    expect(stripeMock.stripe.confirmCardPayment).toHaveBeenCalledWith('pi_ref_secret', {
      payment_method: 'pm_stripe_1',
    });
    const status = calls.find((call) => call.path === '/api/plan/checkout-status');
    expect(status?.body).toEqual({ client_secret: 'pi_ref_secret' });
    expect(status?.headers.get('authorization')).toBeNull();
  });
});
