import { PLAN_UPDATED_LOGIN_AGAIN, PlanId, formatInvoiceDate } from '@mentor/core';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callApi, createVerifiedUser, waitForCode } from '../support/harness.mjs';
import { fillAddress, fillCard } from './payment-forms';
import { expectPath, useE2E } from './setup';

const e2e = useE2E();

let counter = 0;
const freshEmail = (label: string) => `${label}.${Date.now()}.${counter++}@example.com`;

/** A verified account, signed in on a fresh page (its login data stored as the portal stores it). */
async function signedInPage(label: string, viewport?: { width: number; height: number }) {
  const email = freshEmail(label);
  const user = (await createVerifiedUser(e2e.url, { name: 'Riley Stone', email })) as { token: string; _id: string };
  const page = await e2e.newPage(viewport);
  await page.context().addInitScript((stored) => {
    if (!localStorage.getItem('loginData')) localStorage.setItem('loginData', stored);
  }, JSON.stringify(user));
  return { page, email, user };
}

async function openPlan(page: Page, plan: string) {
  await page.getByRole('button', { name: `Get Started with the ${plan} plan` }).click();
  return page.getByRole('dialog', { name: `${plan} plan` });
}

const agentPrice = (page: Page) => page.getByRole('article', { name: 'Agent plan' }).locator('.plan-amount');
const agentOriginal = (page: Page) => page.getByRole('article', { name: 'Agent plan' }).locator('s');

describe('buying a plan', () => {
  it('a new user signs up, onboards and subscribes to Agent with 4242, landing on the dashboard', async () => {
    const page = await e2e.newPage();
    const email = freshEmail('buyer');
    await page.goto('/signup');
    await page.getByLabel('Name').fill('Jordan Reyes');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Secret12');
    await page.getByLabel('Confirm Password').fill('Secret12');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expectPath(page, '/otp');
    await page.getByLabel('Verification code').fill(await waitForCode(e2e.url, email));
    await page.getByRole('button', { name: 'Continue' }).click();
    await expectPath(page, '/welcome');
    await page.getByRole('link', { name: 'Get Started' }).click();
    await page.getByRole('button', { name: 'Skip this step' }).click();
    await expectPath(page, '/hear-from');
    await page.getByText('A friend or colleague').click();
    await page.getByRole('button', { name: 'Get Started' }).click();
    await expectPath(page, '/subscription');

    const overlay = await openPlan(page, 'Agent');
    await fillAddress(page);
    await fillCard(page, '4242 4242 4242 4242');
    // A double click pays once.
    await overlay.getByRole('button', { name: 'Pay Now $49.00' }).dblclick();
    await expectPath(page, '/dashboard');
    await page.getByRole('heading', { name: 'Hello, Jordan Reyes' }).waitFor();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('loginData') ?? 'null'));
    expect(stored).toMatchObject({ email, is_user_subscribed: true, subscribed_plan: { plan_id: PlanId.agent } });
    const detail = (await callApi(
      e2e.url,
      'GET',
      '/api/plan/get-user-subscription-detail',
      undefined,
      stored.token,
    )) as {
      result: { stripe_invoices: unknown[] };
    };
    expect(detail.result.stripe_invoices).toHaveLength(1);
    await page.getByRole('link', { name: 'Billing' }).click();
    await expectPath(page, '/dashboard/billing');
  });

  it('a declined card shows "Your card was declined." under the button', async () => {
    const { page } = await signedInPage('declined');
    await page.goto('/subscription');
    const overlay = await openPlan(page, 'Agent');
    await fillAddress(page);
    await fillCard(page, '4000 0000 0000 0002');
    await overlay.getByRole('button', { name: 'Pay Now $49.00' }).click();
    await overlay.getByText('Your card was declined.').waitFor();
    await expectPath(page, '/subscription');
  });

  it('SAVE20 and TAKE10 change the prices (49.00 → 39.20 and 39.00), the original struck through', async () => {
    const { page } = await signedInPage('coupons');
    await page.goto('/subscription');
    await expect.poll(() => agentPrice(page).textContent()).toBe('49.00');
    expect(await agentOriginal(page).count()).toBe(0);

    await page.getByLabel('Coupon code').fill('SAVE20');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => agentPrice(page).textContent()).toBe('39.20');
    expect(await agentOriginal(page).textContent()).toBe('$49.00');
    const decoration = await agentOriginal(page).evaluate((element) => getComputedStyle(element).textDecorationLine);
    expect(decoration).toBe('line-through');

    await page.getByLabel('Coupon code').fill('TAKE10');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => agentPrice(page).textContent()).toBe('39.00');
    expect(await agentOriginal(page).textContent()).toBe('$49.00');

    // The coupon travels with the purchase: the server charges the discounted amount.
    const overlay = await openPlan(page, 'Agent');
    await overlay.getByRole('button', { name: 'Pay Now $39.00' }).waitFor();
  });

  it('a first Agency subscription shows the trial texts and starts the trial', async () => {
    const { page } = await signedInPage('trial');
    await page.goto('/subscription');
    const overlay = await openPlan(page, 'Agency');
    await overlay.getByText('You will be charged $499.00 after your trial period ends').waitFor();
    await fillAddress(page);
    await fillCard(page, '4242 4242 4242 4242');
    await overlay.getByRole('button', { name: 'Start Trial Period' }).click();
    await expectPath(page, '/dashboard');
  });

  it('the 3-D Secure card asks to authenticate and succeeds when approved', async () => {
    const { page } = await signedInPage('secure');
    await page.goto('/subscription');
    const overlay = await openPlan(page, 'Agent');
    await fillAddress(page);
    await fillCard(page, '4000 0027 6000 3184');
    await overlay.getByRole('button', { name: 'Pay Now $49.00' }).click();
    const dialog = page.getByRole('dialog', { name: 'Authenticate this payment' });
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expectPath(page, '/dashboard');
  });

  it('buying from /dashboard/plans asks to log in again', async () => {
    const { page } = await signedInPage('upgrade');
    await page.goto('/dashboard/plans');
    const overlay = await openPlan(page, 'Agent');
    await fillAddress(page);
    await fillCard(page, '4242 4242 4242 4242');
    await overlay.getByRole('button', { name: 'Pay Now $49.00' }).click();
    const alert = page.getByRole('alertdialog');
    await alert.getByText(PLAN_UPDATED_LOGIN_AGAIN).waitFor();
    await alert.getByRole('button', { name: 'OK' }).click();
    await expectPath(page, '/login');
    expect(await page.evaluate(() => localStorage.getItem('loginData'))).toBeNull();
  });
});

describe('the billing page', () => {
  it('adds a card, makes it default, edits its address, shows and opens the invoice, then unsubscribes', async () => {
    const { page, email, user } = await signedInPage('billing');
    // Subscribe to Agent through the API, as the overlay would.
    const buy = (await callApi(
      e2e.url,
      'POST',
      '/api/plan/buy-plan',
      { user_id: user._id, user_email: email, plan_id: PlanId.agent, coupon_code: null },
      user.token,
    )) as { result: { client_secret: string } };
    const card = (await callApi(
      e2e.url,
      'POST',
      '/api/payments/local/payment-methods',
      {
        number: '4242424242424242',
        exp_month: 12,
        exp_year: 2034,
        cvc: '123',
        billing_details: {
          name: 'Riley Stone',
          phone: '5125550100',
          address: { line1: '500 Congress Ave', city: 'Austin', state: 'TX', postal_code: '78701', country: 'US' },
        },
      },
      user.token,
    )) as { result: { id: string } };
    const confirmed = await callApi(
      e2e.url,
      'POST',
      '/api/payments/local/confirm',
      { client_secret: buy.result.client_secret, payment_method: card.result.id },
      user.token,
    );
    expect(confirmed.result).toMatchObject({ status: 'succeeded' });

    await page.goto('/dashboard/billing');
    await page.getByRole('heading', { name: 'Billing', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Upgrade Plan: Agency' }).waitFor();
    expect(await page.getByRole('article', { name: 'Agent plan' }).textContent()).toContain('Current plan');

    // The invoice: date as DD MMM, YYYY and $49.00; its PDF opens in a new tab and is a PDF.
    const row = page.getByRole('table').getByRole('row').nth(1);
    await row.getByText('$49.00').waitFor();
    expect(await row.textContent()).toContain(formatInvoiceDate(new Date().toISOString()));
    const link = row.getByRole('link');
    expect(await link.getAttribute('target')).toBe('_blank');
    const [tab] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
    expect(tab.url()).toContain('/api/plan/invoice-pdf');
    const pdf = await page.request.get(tab.url());
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await tab.close();

    // Add a card: the card form and the address form.
    await page.getByRole('button', { name: 'Add Card' }).click();
    const add = page.getByRole('dialog', { name: 'Add card' });
    await fillCard(page, '5555 5555 5555 4444');
    await fillAddress(page);
    await add.getByRole('button', { name: 'Save Card' }).click();
    const added = page.getByRole('listitem', { name: 'Mastercard ending 4444' });
    await added.waitFor();

    // Make it default: the badge moves.
    await added.getByRole('button', { name: 'Make Default' }).click();
    await added.getByText('Default', { exact: true }).waitFor();
    const first = page.getByRole('listitem', { name: 'Visa ending 4242' });
    await first.getByRole('button', { name: 'Make Default' }).waitFor();

    // Edit its address: the address form only.
    await added.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit card ending 4444' });
    expect(await edit.getByLabel('Card number').count()).toBe(0);
    await edit.getByLabel('Address line 1').fill('22 Oak Ave');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await added.getByText('Riley Stone, 22 Oak Ave').waitFor();
    await page.reload();
    await page.getByRole('listitem', { name: 'Mastercard ending 4444' }).getByText('Riley Stone, 22 Oak Ave').waitFor();

    // Unsubscribe: confirm, the server's alert, then logged out.
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Unsubscribe' }).click();
    const alert = page.getByRole('alertdialog');
    await alert.getByText(/unsubscribed/).waitFor();
    expect(await alert.textContent()).toContain('log in again');
    await alert.getByRole('button', { name: 'OK' }).click();
    await expectPath(page, '/login');
    expect(await page.evaluate(() => localStorage.getItem('loginData'))).toBeNull();
    const revoked = await callApi(e2e.url, 'GET', '/api/user/me', undefined, user.token);
    expect(revoked.error_code).toBe(8);
  });
});
