import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PlanId } from '@mentor/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { session } from '../../../lib/stores';
import { fakeApi, ok } from '../../../testing/fake-api';
import { makeUser } from '../../../testing/fixtures';
import { currentPath, renderApp } from '../../../testing/render-app';
import { forgetPaymentSetup } from '../gateway/payment-setup';
import { config } from '../test-fixtures';

const user = userEvent.setup();
const newUser = () => makeUser({ is_user_subscribed: false, plan_actions: [], subscribed_plan: null });

beforeEach(() => forgetPaymentSetup());

const card = (name: string) => screen.getByRole('article', { name: `${name} plan` });
const price = (name: string) => card(name).querySelector('.plan-amount')?.textContent;
const struck = (name: string) => card(name).querySelector('s')?.textContent ?? null;

describe('plans page', () => {
  it('shows the four cards with Get Started, Enterprise to Contact Us, and the spec lists', async () => {
    fakeApi({ 'GET /api/config': config() });
    renderApp('/subscription', { user: newUser() });
    await screen.findByRole('heading', { name: 'Choose your plan', level: 1 });
    for (const plan of ['Agent', 'Agency', 'Affiliate']) {
      expect(within(card(plan)).getByRole('button').textContent).toBe('Get Started');
    }
    expect(within(card('Enterprise')).getByRole('link').getAttribute('href')).toBe('/contactUs');
    expect(card('Agent').textContent).toContain('Personalized Sales Mentor');
    expect(card('Agency').textContent).toContain('Priority 24/7 support');
    expect(card('Affiliate').textContent).toContain(
      '15% commission per referral plus 21% discount on monthly subscription',
    );
    expect(price('Agent')).toBe('49.00');
    expect(struck('Agent')).toBeNull();
  });

  it('says the Agency trial up front, unless this member already had one', async () => {
    fakeApi({ 'GET /api/config': config() });
    const { unmount } = renderApp('/subscription', { user: newUser() });
    await screen.findByRole('heading', { name: 'Choose your plan', level: 1 });
    expect(within(card('Agency')).getByText('14-day free trial')).toBeTruthy();
    expect(within(card('Agent')).queryByText(/free trial/)).toBeNull();
    unmount();
    renderApp('/subscription', { user: { ...newUser(), trial_available: false } });
    await screen.findByRole('heading', { name: 'Choose your plan', level: 1 });
    expect(within(card('Agency')).queryByText('14-day free trial')).toBeNull();
  });

  it('at /subscription the back arrow clears the stored login and returns to root', async () => {
    fakeApi({ 'GET /api/config': config() });
    renderApp('/subscription', { user: newUser() });
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    await waitFor(() => expect(currentPath()).toBe('/'));
    expect(session.user.peek()).toBeNull();
    expect(window.localStorage.getItem('loginData')).toBeNull();
  });

  it('at /dashboard/plans sits in the dashboard with a left margin, Enterprise to the dashboard contact', async () => {
    fakeApi({ 'GET /api/config': config() });
    renderApp('/dashboard/plans', { user: newUser() });
    const heading = await screen.findByRole('heading', { name: 'Choose your plan' });
    expect(heading.closest('section')?.className).toContain('is-dashboard');
    expect(within(card('Enterprise')).getByRole('link').getAttribute('href')).toBe('/dashboard/contactUs');
  });

  it('applies a percent coupon and a fixed one, striking the original price through; a bad code is silent', async () => {
    const calls = fakeApi({
      'GET /api/config': config(),
      'POST /api/discount/validate-discount': ({ body }) => {
        const code = (body as { discount_code: string }).discount_code;
        if (code === 'SAVE20') return ok({ discount_code: 'SAVE20', discount_type: 'percent', discount_value: 20 });
        if (code === 'TAKE10') return ok({ discount_code: 'TAKE10', discount_type: 'fixed', discount_value: 10 });
        return { error_code: 2, message: 'This coupon code is not valid.', status: 422 };
      },
    });
    renderApp('/subscription', { user: newUser() });
    const input = await screen.findByLabelText('Coupon code');

    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(calls.filter((call) => call.path === '/api/discount/validate-discount')).toHaveLength(0);

    await user.type(input, 'SAVE20');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(price('Agent')).toBe('39.20'));
    expect(struck('Agent')).toBe('$49.00');
    expect(price('Agency')).toBe('399.20');
    expect(price('Affiliate')).toBe('799.20');
    expect(struck('Enterprise')).toBeNull();

    await user.clear(input);
    await user.type(input, 'TAKE10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(price('Agent')).toBe('39.00'));
    expect(struck('Agent')).toBe('$49.00');
    expect(price('Agency')).toBe('489.00');

    await user.clear(input);
    await user.type(input, 'NOPE');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(price('Agent')).toBe('49.00'));
    expect(struck('Agent')).toBeNull();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    // The box forgets the code that did not apply, and no "applied" line is left behind.
    await waitFor(() => expect((input as HTMLInputElement).value).toBe(''));
    expect(screen.getByRole('status').textContent).toBe('');
    expect(calls.filter((call) => call.path === '/api/discount/validate-discount')).toHaveLength(3);
  });

  it('buys with the applied coupon; a refusal shows the server message in an alert and no overlay', async () => {
    const calls = fakeApi({
      'GET /api/config': config(),
      'POST /api/discount/validate-discount': ok({
        discount_code: 'SAVE20',
        discount_type: 'percent',
        discount_value: 20,
      }),
      'POST /api/plan/buy-plan': { error_code: 2, message: 'You already have this plan.', status: 400 },
    });
    renderApp('/subscription', { user: newUser() });
    await user.type(await screen.findByLabelText('Coupon code'), 'SAVE20');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(price('Agent')).toBe('39.20'));
    await user.click(screen.getByRole('button', { name: 'Get Started with the Agent plan' }));
    const alert = await screen.findByRole('alertdialog');
    expect(alert.textContent).toContain('You already have this plan.');
    expect(calls.find((call) => call.path === '/api/plan/buy-plan')?.body).toEqual({
      user_id: newUser()._id,
      user_email: newUser().email,
      plan_id: PlanId.agent,
      coupon_code: 'SAVE20',
    });
    expect(screen.queryByRole('dialog', { name: 'Agent plan' })).toBeNull();
  });
});
