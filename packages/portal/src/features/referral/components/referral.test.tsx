import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  PlanId,
  REFERRAL_EMAIL_REQUIRED,
  REFERRAL_PASSWORD_REQUIRED,
  REFERRAL_SUBSCRIBED,
  STORAGE_KEYS,
} from '@mentor/core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok } from '../../../testing/fake-api';
import type { FakeAnswer, FakeRequest } from '../../../testing/fake-api';
import { makeUser } from '../../../testing/fixtures';
import { currentPath, renderApp } from '../../../testing/render-app';
import { forgetPaymentSetup } from '../../billing/gateway/payment-setup';
import { config, fillAddress, fillLocalCard, makeSession } from '../../billing/test-fixtures';

const user = userEvent.setup();
const DISCOUNT = ok({ referral_discount: 15, referee_discount: 21, referral_code: 'AFFCODE1' });

beforeEach(() => forgetPaymentSetup());

const price = (plan: string) =>
  within(screen.getByRole('article', { name: `${plan} plan` })).getByText(/^\d+\.\d\d$/).textContent;
const original = (plan: string) => within(screen.getByRole('article', { name: `${plan} plan` })).queryByText(/^\$\d/);
const bodyOf = (calls: FakeRequest[], path: string) => calls.find((call) => call.path === path)?.body;

/** The landing with the referral link, then the Agent plan chosen: the checkout page. */
async function openCheckout(handlers: Parameters<typeof fakeApi>[0] = {}) {
  const calls = fakeApi({
    'GET /api/plan/get-referral-discount-detail': DISCOUNT,
    'GET /api/config': config(),
    ...handlers,
  });
  renderApp('/referral?REFERRALCODE=AFFCODE1');
  await user.click(await screen.findByRole('button', { name: 'Get Started with the Agent plan' }));
  await screen.findByRole('heading', { name: 'Checkout' });
  return calls;
}

function fillCredentials(email = 'new.visitor@example.com', password = 'Secret123') {
  fireEvent.change(screen.getByLabelText('Email address'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
}

describe('the referral landing', () => {
  it('keeps the code, loads its discount under an overlay, and shows the referee prices with the originals struck through', async () => {
    let release: (answer: FakeAnswer) => void = () => undefined;
    const calls = fakeApi({
      'GET /api/plan/get-referral-discount-detail': () => new Promise<FakeAnswer>((resolve) => (release = resolve)),
    });
    renderApp('/referral?REFERRALCODE=AFFCODE1');
    expect(await screen.findByText('Loading your discount')).toBeTruthy();
    await waitFor(() => expect(calls).toHaveLength(1));
    release(DISCOUNT);
    await waitFor(() => expect(screen.queryByText('Loading your discount')).toBeNull());
    expect(screen.getByRole('heading', { name: 'Select a hosting plan' })).toBeTruthy();
    expect(price('Agent')).toBe('38.71');
    expect(original('Agent')?.textContent).toBe('$49.00');
    expect(original('Agent')?.tagName).toBe('S');
    expect(price('Agency')).toBe('394.21');
    expect(price('Affiliate')).toBe('789.21');
    expect(calls[0]?.query.get('referral_code')).toBe('AFFCODE1');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.referralCode) ?? '{}').code).toBe('AFFCODE1');
  });

  it('shows the regular prices, without an alert, for a code that is not valid', async () => {
    fakeApi({
      'GET /api/plan/get-referral-discount-detail': ok(
        { referral_discount: 0, referee_discount: 0, referral_code: null },
        'This referral link is not valid any more. Regular prices apply.',
      ),
    });
    renderApp('/referral?REFERRALCODE=NOPE1234');
    expect(await screen.findByText('This referral link is not valid any more. Regular prices apply.')).toBeTruthy();
    expect(price('Agent')).toBe('49.00');
    expect(original('Agent')).toBeNull();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('goes back one page without a query string', async () => {
    fakeApi({});
    window.history.pushState(null, '', '/features');
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => undefined);
    renderApp('/referral');
    await waitFor(() => expect(back).toHaveBeenCalledTimes(1));
  });

  it('the landing page keeps the first code it sees for the purchase', async () => {
    fakeApi({});
    renderApp('/?REFERRALCODE=FIRST001');
    await screen.findByRole('link', { name: 'Join Now' });
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.referralCode)).toContain('FIRST001'));
  });
});

describe('the referral checkout', () => {
  it('alerts "Plese provide email address", then "Plese provide password"; an incomplete address does nothing', async () => {
    const calls = await openCheckout();
    const summary = screen.getByRole('complementary', { name: 'Agent plan' });
    expect(summary.textContent).toContain('Perfect for Personal use');
    expect(summary.textContent).toContain('$49.00');
    expect(summary.textContent).toContain('38.71');
    expect(summary.textContent).toContain('Compliance Support');

    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    expect((await screen.findByRole('alertdialog')).textContent).toContain(REFERRAL_EMAIL_REQUIRED);
    await user.click(screen.getByRole('button', { name: 'OK' }));
    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'new.visitor@example.com' } });
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    expect((await screen.findByRole('alertdialog')).textContent).toContain(REFERRAL_PASSWORD_REQUIRED);
    await user.click(screen.getByRole('button', { name: 'OK' }));
    fillCredentials();
    // The password can be shown.
    await user.click(screen.getByRole('button', { name: /show password/i }));
    expect((screen.getByLabelText('Password') as HTMLInputElement).type).toBe('text');
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByLabelText('Address line 1').getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('validates the account, opens the payment, pays with the card, then asks to log in', async () => {
    const calls = await openCheckout({
      'POST /api/user/validate-email': ok('33333333-3333-4333-8333-333333333333'),
      'POST /api/plan/create-payment-intent': ok(makeSession({ amount_pay_now: 38.71, amount_will_charged: 38.71 })),
      'POST /api/payments/local/payment-methods': ok({ id: 'pm_local_new', brand: 'visa', last_digits: '4242' }),
      'POST /api/payments/local/confirm': ok({ status: 'succeeded', message: 'Payment succeeded.' }),
      'POST /api/plan/checkout-status': ok({ status: 'succeeded' }),
    });
    fillCredentials('New.Visitor@Example.com');
    fillAddress();
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    const overlay = await screen.findByRole('dialog', { name: 'Agent plan' });
    expect(within(overlay).queryByText(/after your trial period ends/)).toBeNull();
    fillLocalCard();
    await user.click(await within(overlay).findByRole('button', { name: 'Pay Now $38.71' }));
    const alert = await screen.findByRole('alertdialog');
    expect(alert.textContent).toContain(REFERRAL_SUBSCRIBED);
    await user.click(within(alert).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(currentPath()).toBe('/login'));

    expect(bodyOf(calls, '/api/user/validate-email')).toEqual({
      email: 'new.visitor@example.com',
      name: 'Ana Brooks',
      password: 'Secret123',
    });
    expect(bodyOf(calls, '/api/plan/create-payment-intent')).toEqual({
      user_email: 'new.visitor@example.com',
      plan_id: PlanId.agent,
      referral_code: 'AFFCODE1',
    });
    expect(bodyOf(calls, '/api/payments/local/payment-methods')).toMatchObject({
      billing_details: { name: 'Ana Brooks', email: 'new.visitor@example.com', address: { line1: '1 Main St' } },
    });
    expect(calls.find((call) => call.path === '/api/plan/checkout-status')?.headers.get('authorization')).toBeNull();
  });

  it('shows the trial note in the card overlay when the session has a trial end', async () => {
    await openCheckout({
      'POST /api/user/validate-email': ok('33333333-3333-4333-8333-333333333333'),
      'POST /api/plan/create-payment-intent': ok(
        makeSession({
          trial_ends_on: '2026-12-05T00:00:00.000Z',
          amount_will_charged: 394.21,
          amount_pay_now: 0,
          intent_type: 'setup',
        }),
      ),
    });
    fillCredentials();
    fillAddress();
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    const overlay = await screen.findByRole('dialog', { name: 'Agent plan' });
    expect(await within(overlay).findByText('You will be charged $394.21 after your trial period ends')).toBeTruthy();
    await user.click(within(overlay).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Agent plan' })).toBeNull());
  });

  it("shows the server's refusal in an alert and opens no payment", async () => {
    const calls = await openCheckout({
      'POST /api/user/validate-email': { error_code: 10, message: 'The e-mail or password is incorrect.', status: 401 },
    });
    fillCredentials();
    fillAddress();
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    expect((await screen.findByRole('alertdialog')).textContent).toContain('The e-mail or password is incorrect.');
    expect(calls.some((call) => call.path === '/api/plan/create-payment-intent')).toBe(false);
  });
});

describe('the kept code travels with sign-up and the subscription step', () => {
  beforeEach(() => {
    localStorage.setItem(STORAGE_KEYS.referralCode, JSON.stringify({ code: 'AFFCODE1', first_seen: Date.now() }));
  });

  it('sign-up sends it', async () => {
    const calls = fakeApi({ 'POST /api/user/new-user': ok(makeUser({ is_verified: false })) });
    renderApp('/signup');
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Ana' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ana@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Secret12' } });
    fireEvent.change(screen.getByLabelText('Confirm Password'), { target: { value: 'Secret12' } });
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(currentPath()).toBe('/otp'));
    expect((calls[0]?.body as FormData).get('referral_code')).toBe('AFFCODE1');
  });

  it('buy-plan sends it', async () => {
    const calls = fakeApi({ 'GET /api/config': config(), 'POST /api/plan/buy-plan': ok(makeSession()) });
    renderApp('/subscription', {
      user: makeUser({ is_user_subscribed: false, plan_actions: [], subscribed_plan: null }),
    });
    await user.click(await screen.findByRole('button', { name: 'Get Started with the Agent plan' }));
    await screen.findByRole('dialog', { name: 'Agent plan' });
    expect(bodyOf(calls, '/api/plan/buy-plan')).toMatchObject({ plan_id: PlanId.agent, referral_code: 'AFFCODE1' });
  });
});
