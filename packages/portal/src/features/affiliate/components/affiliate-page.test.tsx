import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  CASHOUT_SENT,
  INVALID_AMOUNT,
  NO_APPROVED_COMMISSIONS,
  REFER_AND_EARN_TEXT,
  SOMETHING_WENT_WRONG,
} from '@mentor/core';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, ok } from '../../../testing/fake-api';
import type { FakeRequest } from '../../../testing/fake-api';
import { makeUser } from '../../../testing/fixtures';
import { currentPath, renderApp } from '../../../testing/render-app';
import { sidebarEntriesFor } from '../../dashboard/components/sidebar-entries';
import { PLAN_ID, makeAffiliate, makeRequest, makeWallet } from '../test-fixtures';

const user = userEvent.setup();
const RATES = ok({ referral_discount: 15, referee_discount: 21, referral_code: 'AFFCODE1' });
const referrals = Array.from({ length: 12 }, (_, i) => ({
  _id: `u${i}`,
  name: `Friend ${i}`,
  email: `f${i}@example.com`,
}));

async function openTab(name: string, handlers: Parameters<typeof fakeApi>[0]) {
  const calls = fakeApi({ 'GET /api/plan/get-referral-discount-detail': RATES, ...handlers });
  renderApp('/dashboard/affiliate', { user: makeAffiliate() });
  await user.click(await screen.findByRole('tab', { name }));
  return calls;
}

const bodyOf = (calls: FakeRequest[], path: string) => calls.find((call) => call.path === path)?.body;

describe('the Affiliate entry', () => {
  it('is in the sidebar only when plan_actions include affiliate', () => {
    expect(sidebarEntriesFor(makeAffiliate()).map((entry) => entry.label)).toContain('Affiliate');
    expect(sidebarEntriesFor(makeUser()).map((entry) => entry.label)).not.toContain('Affiliate');
  });
});

describe('Refer & Earn', () => {
  it('shows the three plans for a friend, both readings of the rates, and the link with copy', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const calls = fakeApi({ 'GET /api/plan/get-referral-discount-detail': RATES });
    renderApp('/dashboard/affiliate', { user: makeAffiliate() });
    expect(await screen.findByRole('heading', { name: 'Select a hosting plan for your friend' })).toBeTruthy();
    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual([
      'Affiliate plan',
      'Agency plan',
      'Agent plan',
    ]);
    expect(cards[0]!.textContent).toContain('999.00OneTime Payment');
    expect(cards[0]!.textContent).toContain('15% commission per referral plus 21% discount on monthly subscription');
    expect(cards[1]!.textContent).toContain('499.00Per Month/10 Users');
    expect(cards[2]!.textContent).toContain('49.00Per Month');
    expect(cards[2]!.textContent).toContain('Perfect for Personal use');
    expect(screen.getByText(REFER_AND_EARN_TEXT)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Refer To Friend' })).toBeTruthy();
    const link = screen.getByLabelText('Your referral link') as HTMLInputElement;
    expect(link.readOnly).toBe(true);
    expect(link.value).toBe(`${window.location.origin}/referral?REFERRALCODE=AFFCODE1`);
    await user.click(screen.getByRole('button', { name: 'Copy your referral link' }));
    expect(writeText).toHaveBeenCalledWith(link.value);
    expect(calls[0]?.query.get('referral_code')).toBe('AFFCODE1');
  });

  it('explains the programme to a user whose plan has no affiliate right', async () => {
    fakeApi({});
    renderApp('/dashboard/affiliate', { user: makeUser() });
    expect(await screen.findByText(/comes with the Affiliate and Enterprise plans/)).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
  });
});

describe('My Referrals', () => {
  it('shows the payout card, pending and approved apart, payout options, the cards and the referral list', async () => {
    const wallet = makeWallet({
      total_amount: 5.81,
      pending_amount: 5.81,
      total_referrals: 12,
      user_data: referrals,
      pending_commissions: [
        {
          _id: 'c1',
          amount: 5.81,
          earned_on: '2026-11-20T10:00:00.000Z',
          approves_on: '2026-12-20T10:00:00.000Z',
          referee_name: 'Friend 0',
        },
      ],
    });
    const calls = await openTab('My Referrals', {
      'GET /api/wallet/get-user-wallet': ok(wallet),
      'GET /api/user-bank-detail/get': ok(null),
    });
    const payout = await screen.findByRole('region', { name: 'Commission payout' });
    expect(payout.textContent).toContain('$0.00 / $5.81');
    expect(within(payout).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('0');
    expect(within(payout).getByText(NO_APPROVED_COMMISSIONS)).toBeTruthy();
    expect(screen.getByText(/Friend 0 · approved on 20 Dec, 2026/)).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Remaining commission amount' }).textContent).toContain('$0.00');
    expect(screen.getByRole('region', { name: 'Total referrals' }).textContent).toContain('12');
    expect(await screen.findByRole('heading', { name: 'Add payout method' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Wire Transfer' }).getAttribute('href')).toBe(
      '/dashboard/wireTransferForm',
    );
    expect((screen.getByLabelText('Invitation link') as HTMLInputElement).value).toContain('REFERRALCODE=AFFCODE1');

    const list = screen.getByRole('region', { name: 'Referral List' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    await user.click(within(list).getByRole('button', { name: 'Load More' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    await user.click(within(list).getByRole('button', { name: 'Load More' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(12);
    expect(within(list).queryByRole('button', { name: 'Load More' })).toBeNull();
    expect(calls.find((call) => call.path === '/api/wallet/get-user-wallet')?.query.get('user_plan_id')).toBe(PLAN_ID);
    expect(calls.find((call) => call.path === '/api/user-bank-detail/get')?.query.get('user_id')).toBe(
      makeAffiliate()._id,
    );
  });

  it('adds PayPal as the payout method', async () => {
    let saved: unknown = null;
    const calls = await openTab('My Referrals', {
      'GET /api/wallet/get-user-wallet': ok(makeWallet({ approved_amount: 5.81, amount: 5.81, total_amount: 5.81 })),
      'GET /api/user-bank-detail/get': () => ok(saved),
      'POST /api/user-bank-detail/post-paypal': () => {
        saved = {
          _id: 'm1',
          method: 'paypal',
          paypal_email: 'ana@paypal.example',
          created_on: '2026-11-20T10:00:00.000Z',
        };
        return ok(saved, 'Your PayPal address has been saved.');
      },
    });
    expect(screen.queryByText(NO_APPROVED_COMMISSIONS)).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'PayPal' }));
    const dialog = await screen.findByRole('dialog', { name: 'PayPal payout' });
    await user.click(within(dialog).getByRole('button', { name: 'Save PayPal' }));
    expect(within(dialog).getByText('Please enter a valid PayPal e-mail address.')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('PayPal e-mail'), 'ana@paypal.example');
    await user.click(within(dialog).getByRole('button', { name: 'Save PayPal' }));
    expect(await screen.findByText('PayPal: ana@paypal.example')).toBeTruthy();
    expect(bodyOf(calls, '/api/user-bank-detail/post-paypal')).toEqual({
      user: makeAffiliate()._id,
      paypal_email: 'ana@paypal.example',
    });
  });

  it('a wallet refused by the server shows its message in an alert', async () => {
    await openTab('My Referrals', {
      'GET /api/wallet/get-user-wallet': {
        error_code: 2,
        message: 'You can only access your own account’s data.',
        status: 403,
      },
    });
    expect((await screen.findByRole('alertdialog')).textContent).toContain(
      'You can only access your own account’s data.',
    );
  });

  it('says "Something went wrong!" when the wallet call gets no answer', async () => {
    await openTab('My Referrals', { 'GET /api/wallet/get-user-wallet': 'network' });
    expect(await screen.findByText(SOMETHING_WENT_WRONG)).toBeTruthy();
  });
});

describe('Cashout Request', () => {
  it('refuses an amount above the remaining one, sends a valid one, then shows the request details instead of the form', async () => {
    let requests = [] as ReturnType<typeof makeRequest>[];
    const calls = await openTab('Cashout Request', {
      'GET /api/wallet/get-user-wallet': ok(makeWallet({ approved_amount: 11.62, amount: 11.62, total_amount: 11.62 })),
      'GET /api/wallet/get-affiliate-request-list': () => ok(requests),
      'POST /api/wallet/post-affiliate-payment-request': () => {
        requests = [makeRequest()];
        return ok(requests[0], CASHOUT_SENT);
      },
    });
    const amount = await screen.findByLabelText('Request Amount');
    await user.type(amount, '20');
    await user.click(screen.getByRole('button', { name: 'Request' }));
    expect((await screen.findByRole('alertdialog')).textContent).toContain(INVALID_AMOUNT);
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(calls.some((call) => call.path === '/api/wallet/post-affiliate-payment-request')).toBe(false);

    await user.clear(amount);
    await user.type(amount, '10');
    await user.click(screen.getByRole('button', { name: 'Request' }));
    expect(await screen.findByText(CASHOUT_SENT)).toBeTruthy();
    const details = await screen.findByRole('region', { name: 'Payment Request Details' });
    expect(details.textContent).toContain('Total Amount$11.62');
    expect(details.textContent).toContain('Requested Amount$10.00');
    expect(details.textContent).toContain('Remaining Amount$1.62');
    expect(details.textContent).toContain('StatusPending');
    expect(screen.queryByLabelText('Request Amount')).toBeNull();
    expect(bodyOf(calls, '/api/wallet/post-affiliate-payment-request')).toEqual({
      user: makeAffiliate()._id,
      requested_amount: 10,
      user_plan_id: PLAN_ID,
    });
  });

  it('shows the form again beside the details once the last request is paid', async () => {
    await openTab('Cashout Request', {
      'GET /api/wallet/get-user-wallet': ok(
        makeWallet({ paid_out: 10, total_amount: 11.62, approved_amount: 11.62, amount: 1.62 }),
      ),
      'GET /api/wallet/get-affiliate-request-list': ok([
        makeRequest({ status: 'paid', paid_on: '2026-12-22T10:00:00.000Z' }),
      ]),
    });
    expect(await screen.findByLabelText('Request Amount')).toBeTruthy();
    const details = screen.getByRole('region', { name: 'Payment Request Details' });
    expect(details.textContent).toContain('StatusPaid');
    expect(details.textContent).toContain('paid on 22 Dec, 2026');
    await waitFor(() => expect(currentPath()).toBe('/dashboard/affiliate'));
  });
});
