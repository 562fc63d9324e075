import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PlanId } from '@mentor/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { session } from '../../../lib/stores';
import { fakeApi, ok } from '../../../testing/fake-api';
import { makeUser } from '../../../testing/fixtures';
import { currentPath, renderApp } from '../../../testing/render-app';
import { forgetPaymentSetup } from '../gateway/payment-setup';
import { config, fillAddress, fillLocalCard, makeCard, makeDetail } from '../test-fixtures';
import { planButtonLabel } from './billing-plans';

const user = userEvent.setup();
const UNSUBSCRIBED =
  'Your plan has been unsubscribed. It stays active until the end of the paid period. Please log in again.';

beforeEach(() => forgetPaymentSetup());

const tile = (name: string) => screen.getByRole('article', { name: `${name} plan` });

describe('billing page', () => {
  it('shows a past-due plan with its reason, and pays it with a new default card', async () => {
    const pastDue = {
      _id: 'up-past',
      plan_id: PlanId.agent,
      plan_name: 'Agent',
      amount_due: 49,
      failed_on: '2026-11-20T00:00:00.000Z',
      reason: 'Your card was declined.',
    };
    let detail = makeDetail({ active_plan: null, past_due_plan: pastDue });
    const calls = fakeApi({
      'GET /api/config': config(),
      'GET /api/plan/get-user-subscription-detail': () => ok(detail),
      'POST /api/plan/retry-payment': () => {
        detail = makeDetail();
        return ok({ status: 'succeeded', receipt: null }, 'Payment succeeded. Your plan is active again.');
      },
      'GET /api/user/me': ok(makeUser()),
    });
    renderApp('/dashboard/billing', { user: makeUser({ is_user_subscribed: false }) });
    const notice = await screen.findByRole('region', { name: 'Your Agent plan is past due' });
    expect(notice.textContent).toContain(
      'The renewal of $49.00 on 20 Nov, 2026 did not go through: Your card was declined.',
    );
    expect(within(notice).getByRole('button', { name: 'Update card' })).toBeTruthy();
    await user.click(within(notice).getByRole('button', { name: 'Pay $49.00 now with Visa ending 4242' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Your Agent plan is past due' })).toBeNull());
    expect(calls.find((call) => call.path === '/api/plan/retry-payment')?.body).toEqual({ _id: 'up-past' });
    expect(session.user.peek()).toMatchObject({ is_user_subscribed: true });
  });

  it('lists invoices with their number', async () => {
    fakeApi({
      'GET /api/config': config(),
      'GET /api/plan/get-user-subscription-detail': ok(
        makeDetail({
          stripe_invoices: [
            {
              _id: 'inv1',
              created: '2026-11-24T00:00:00.000Z',
              total: 39.2,
              invoice_pdf: 'http://x/pdf',
              status: 'paid',
              number: 'MEN-000042',
            },
          ],
        }),
      ),
    });
    renderApp('/dashboard/billing', { user: makeUser() });
    const row = (await screen.findAllByRole('row'))[1]!;
    expect(row.textContent).toContain('MEN-000042');
    expect(row.textContent).toContain('$39.20');
  });

  it('shows plan tiles per month with Upgrade Plan when a card exists, the current plan marked', async () => {
    const calls = fakeApi({
      'GET /api/config': config(),
      'GET /api/plan/get-user-subscription-detail': ok(makeDetail()),
    });
    renderApp('/dashboard/billing', { user: makeUser() });
    await screen.findByRole('heading', { name: 'Plans' });
    expect(within(tile('Agency')).getByRole('button').textContent).toBe('Upgrade Plan');
    expect(tile('Agency').textContent).toContain('499.00');
    expect(tile('Agency').textContent).toContain('per month');
    expect(tile('Affiliate').textContent).toContain('one time');
    const current = within(tile('Agent')).getByRole('button') as HTMLButtonElement;
    expect(current.disabled).toBe(true);
    expect(tile('Agent').textContent).toContain('Current plan');
    expect(calls.find((call) => call.path === '/api/plan/get-user-subscription-detail')?.query.get('user_id')).toBe(
      makeUser()._id,
    );
  });

  it('reads Buy Plan without a card', async () => {
    expect(planButtonLabel(false)).toBe('Buy Plan');
    fakeApi({
      'GET /api/config': config(),
      'GET /api/plan/get-user-subscription-detail': ok(
        makeDetail({ active_plan: null, stored_payment_methods: [], active_payment_method: null, stripe_invoices: [] }),
      ),
    });
    renderApp('/dashboard/billing', { user: makeUser() });
    await screen.findByRole('heading', { name: 'Plans' });
    expect(within(tile('Agent')).getByRole('button').textContent).toBe('Buy Plan');
    expect(screen.getByText('No active plan')).toBeTruthy();
    expect(screen.getByText('No invoices yet.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
  });

  it('lists invoices as DD MMM, YYYY with the total in dollars and the PDF in a new tab', async () => {
    fakeApi({ 'GET /api/config': config(), 'GET /api/plan/get-user-subscription-detail': ok(makeDetail()) });
    renderApp('/dashboard/billing', { user: makeUser() });
    const table = await screen.findByRole('table');
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(row.textContent).toContain('21 Nov, 2026');
    expect(row.textContent).toContain('$49.00');
    const link = within(row).getByRole('link');
    expect(link.getAttribute('href')).toBe('/api/plan/invoice-pdf?id=inv-1&expires=1&sig=abc');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('shows billing info and the cards masked, and makes a card default, clearing the others locally', async () => {
    const cards = [
      makeCard(),
      makeCard({ stripe_id: 'pm_local_2', last_digits: '1881', is_default: false, line1: '9 Elm St' }),
    ];
    const calls = fakeApi({
      'GET /api/config': config(),
      'GET /api/plan/get-user-subscription-detail': ok(makeDetail({ stored_payment_methods: cards })),
      'POST /api/plan/make-payment-method-default': ok(null, 'Default card updated.'),
    });
    renderApp('/dashboard/billing', { user: makeUser() });
    const second = await screen.findByRole('listitem', { name: 'Visa ending 1881' });
    expect(second.textContent).toContain('**** **** **** 1881');
    expect(screen.getByText('Renews on')).toBeTruthy();
    expect(screen.getByText('21 Dec, 2026')).toBeTruthy();
    await user.click(within(second).getByRole('button', { name: 'Make Default' }));
    await waitFor(() => expect(within(second).getByText('Default')).toBeTruthy());
    const first = screen.getByRole('listitem', { name: 'Visa ending 4242' });
    expect(within(first).queryByText('Default')).toBeNull();
    expect(within(first).getByRole('button', { name: 'Make Default' })).toBeTruthy();
    expect(calls.find((call) => call.path === '/api/plan/make-payment-method-default')?.body).toEqual({
      stripe_payment_method_id: 'pm_local_2',
      user_email: makeUser().email,
    });
  });

  it('adds a card: card form plus address, the gateway creates it, then attach-payment-method', async () => {
    let detail = makeDetail();
    const calls = fakeApi({
      'GET /api/config': config(),
      'GET /api/plan/get-user-subscription-detail': () => ok(detail),
      'POST /api/payments/local/payment-methods': ok({ id: 'pm_local_9', brand: 'mastercard', last_digits: '4444' }),
      'POST /api/plan/attach-payment-method': () => {
        detail = makeDetail({
          stored_payment_methods: [
            ...detail.stored_payment_methods,
            makeCard({ stripe_id: 'pm_local_9', brand: 'mastercard', last_digits: '4444', is_default: false }),
          ],
        });
        return ok(null, 'Card added.');
      },
    });
    renderApp('/dashboard/billing', { user: makeUser() });
    await user.click(await screen.findByRole('button', { name: 'Add Card' }));
    const modal = await screen.findByRole('dialog', { name: 'Add card' });
    await within(modal).findByLabelText(/^Card number/);
    await user.click(within(modal).getByRole('button', { name: 'Save Card' }));
    expect(await within(modal).findByText('Please fill billing address')).toBeTruthy();
    fillAddress();
    fillLocalCard('5555 5555 5555 4444');
    await user.click(within(modal).getByRole('button', { name: 'Save Card' }));
    expect(await screen.findByRole('listitem', { name: 'Mastercard ending 4444' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Add card' })).toBeNull();
    expect(calls.find((call) => call.path === '/api/plan/attach-payment-method')?.body).toEqual({
      stripe_payment_method_id: 'pm_local_9',
      user_email: makeUser().email,
    });
  });

  it('edits a card with the address form only; a refusal shows the server message in an alert', async () => {
    let refuse = true;
    const calls = fakeApi({
      'GET /api/config': config(),
      'GET /api/plan/get-user-subscription-detail': ok(makeDetail()),
      'POST /api/plan/edit-payment-method': () =>
        refuse
          ? { error_code: 2, message: 'Country must be 2 letters.', status: 422 }
          : ok(null, 'Billing details updated.'),
    });
    renderApp('/dashboard/billing', { user: makeUser() });
    const card = await screen.findByRole('listitem', { name: 'Visa ending 4242' });
    await user.click(within(card).getByRole('button', { name: 'Edit' }));
    const modal = await screen.findByRole('dialog', { name: 'Edit card ending 4242' });
    expect(within(modal).queryByLabelText(/^Card number/)).toBeNull();
    expect((within(modal).getByLabelText('City') as HTMLInputElement).value).toBe('Austin');
    await user.clear(within(modal).getByLabelText('City'));
    await user.type(within(modal).getByLabelText('City'), 'Dallas');
    await user.click(within(modal).getByRole('button', { name: 'Save Changes' }));
    const alert = await screen.findByRole('alertdialog');
    expect(alert.textContent).toContain('Country must be 2 letters.');
    await user.click(within(alert).getByRole('button', { name: 'OK' }));
    refuse = false;
    await user.click(within(modal).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit card ending 4242' })).toBeNull());
    expect(calls.filter((call) => call.path === '/api/plan/edit-payment-method').at(-1)?.body).toEqual({
      stripe_id: 'pm_local_1',
      name: 'Ana Brooks',
      email: makeUser().email,
      phone: '5551234567',
      city: 'Dallas',
      country: 'US',
      line1: '1 Main St',
      line2: '',
      postal_code: '73301',
      state: 'TX',
    });
  });

  it('unsubscribes: the alert says so and asks to log in again, then the user is logged out', async () => {
    const calls = fakeApi({
      'GET /api/config': config(),
      'GET /api/plan/get-user-subscription-detail': ok(makeDetail()),
      'POST /api/plan/unsubscribe-plan': ok(null, UNSUBSCRIBED),
    });
    renderApp('/dashboard/billing', { user: makeUser() });
    await user.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Unsubscribe' }));
    const alert = await screen.findByRole('alertdialog');
    await waitFor(() => expect(alert.textContent).toContain(UNSUBSCRIBED));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(currentPath()).toBe('/login'));
    expect(session.user.peek()).toBeNull();
    expect(calls.find((call) => call.path === '/api/plan/unsubscribe-plan')?.body).toEqual({ _id: 'up-1' });
  });

  it('alerts the server message when the page cannot load', async () => {
    fakeApi({
      'GET /api/config': config(),
      'GET /api/plan/get-user-subscription-detail': { error_code: 2, message: 'Billing is resting.', status: 400 },
    });
    renderApp('/dashboard/billing', { user: makeUser() });
    expect((await screen.findByRole('alertdialog')).textContent).toContain('Billing is resting.');
  });

  it('buys from a tile through the same overlay', async () => {
    const calls = fakeApi({
      'GET /api/config': config(),
      'GET /api/plan/get-user-subscription-detail': ok(makeDetail()),
      'POST /api/plan/buy-plan': ok({
        client_secret: 'cs_1',
        default_payment_method: 'pm_local_1',
        stored_payment_methods: [
          { stripe_id: 'pm_local_1', last_digits: '4242', name: 'Ana Brooks', line1: '1 Main St' },
        ],
        trial_ends_on: null,
        amount_will_charged: 499,
        amount_pay_now: 499,
        intent_type: 'payment',
        provider: 'local',
      }),
    });
    renderApp('/dashboard/billing', { user: makeUser() });
    await user.click(await screen.findByRole('button', { name: 'Upgrade Plan: Agency' }));
    const overlay = await screen.findByRole('dialog', { name: 'Agency plan' });
    expect(within(overlay).getByRole('radio', { name: /Card ending 4242/ })).toHaveProperty('checked', true);
    expect(within(overlay).getByRole('button', { name: 'Pay Now $499.00' })).toBeTruthy();
    expect(calls.find((call) => call.path === '/api/plan/buy-plan')?.body).toMatchObject({
      plan_id: PlanId.agency,
      coupon_code: null,
    });
  });

  it('sends employees back to the dashboard and lists Billing in the sidebar for everyone else', async () => {
    fakeApi({ 'GET /api/config': config(), 'GET /api/category/get-all-categories': ok([]) });
    renderApp('/dashboard/billing', { user: makeUser({ is_employee: true }) });
    await waitFor(() => expect(currentPath()).toBe('/dashboard'));
    expect(screen.queryByRole('link', { name: 'Billing' })).toBeNull();
  });

  it('shows the Billing entry in the sidebar', async () => {
    fakeApi({ 'GET /api/config': config(), 'GET /api/plan/get-user-subscription-detail': ok(makeDetail()) });
    renderApp('/dashboard/billing', { user: makeUser() });
    const link = await screen.findByRole('link', { name: 'Billing' });
    expect(link.getAttribute('aria-current')).toBe('page');
  });
});
