import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PLAN_UPDATED_LOGIN_AGAIN, PlanId, SESSION_EXPIRED } from '@mentor/core';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO, apiLogin, callApi, createVerifiedUser, mailbox, waitForCode } from '../support/harness.mjs';
import { pdfText } from '../support/pdf-text.mjs';
import { fillAddress, fillCard } from './payment-forms';
import { expectPath, useE2E } from './setup';

// Issue 13 end to end: money a buyer can trust (a coupon payment confirmed on screen, its receipt
// and invoice; an upgrade whose charge is its preview) and accounts that explain themselves (a code
// resent with its countdown, a phone stored as the spec keeps it, a session that ended, devices,
// account deletion with the chats exported). A short code interval lets the countdown run out here.
const CODE_INTERVAL_SECONDS = 6;
const e2e = useE2E({ env: { RATE_CODE_INTERVAL_SECONDS: String(CODE_INTERVAL_SECONDS) } });

// SHOTS_DIR=/tmp/shots-trust and TRUST_VIEWPORT=375x812 take screenshots on the way (for review).
const [width, height] = (process.env.TRUST_VIEWPORT ?? '1280x800').split('x').map(Number) as [number, number];
const viewport = { width, height };
async function shot(page: Page, name: string) {
  if (!process.env.SHOTS_DIR) return;
  mkdirSync(process.env.SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: path.join(process.env.SHOTS_DIR, `${name}-${width}.png`), fullPage: true });
}

let counter = 0;
const freshEmail = (label: string) => `${label}.${Date.now()}.${counter++}@example.com`;
const PASSWORD = 'Secret12';

type Member = { _id: string; token: string; email: string };

/** A verified account signed in on a fresh page (its login data stored as the portal stores it). */
async function signedIn(label: string, name = 'Riley Stone') {
  const email = freshEmail(label);
  const member = { ...((await createVerifiedUser(e2e.url, { name, email, password: PASSWORD })) as Member), email };
  const page = await e2e.newPage(viewport);
  await page.context().addInitScript((stored) => {
    if (!localStorage.getItem('loginData')) localStorage.setItem('loginData', stored);
  }, JSON.stringify(member));
  return { page, member };
}

/** Subscribes through the API as the overlay would: buy-plan, a local 4242 card, confirm. */
async function subscribeByApi(member: Member, planId: string) {
  const buy = (await callApi(
    e2e.url,
    'POST',
    '/api/plan/buy-plan',
    { plan_id: planId, coupon_code: null },
    member.token,
  )) as {
    result: { client_secret: string };
  };
  const card = (await callApi(e2e.url, 'POST', '/api/payments/local/payment-methods', {
    number: '4242424242424242',
    exp_month: 12,
    exp_year: 2034,
    cvc: '123',
    billing_details: {
      name: 'Riley Stone',
      address: { line1: '500 Congress Ave', city: 'Austin', state: 'TX', postal_code: '78701', country: 'US' },
    },
  })) as { result: { id: string } };
  await callApi(e2e.url, 'POST', '/api/payments/local/confirm', {
    client_secret: buy.result.client_secret,
    payment_method: card.result.id,
  });
}

/** Waits for the newest message of a mailbox whose subject matches. */
async function waitForMail(email: string, subject: RegExp) {
  await expect
    .poll(async () => (await mailbox(e2e.url, email))[0]?.subject ?? '', { timeout: 15_000 })
    .toMatch(subject);
  return (await mailbox(e2e.url, email))[0]!;
}

describe('money a buyer can trust', () => {
  it('pays with a coupon: the payment is confirmed on screen, the receipt has the figures, the invoice every block', async () => {
    const { page, member } = await signedIn('coupon');
    await page.goto('/subscription');
    // The Agency card says its trial up front.
    await page.getByRole('article', { name: 'Agency plan' }).getByText('14-day free trial').waitFor();
    await page.getByLabel('Coupon code').fill('SAVE20');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('SAVE20 applied: 20% off').waitFor();
    await page.getByRole('button', { name: 'Get Started with the Agent plan' }).click();
    const overlay = page.getByRole('dialog', { name: 'Agent plan' });
    await fillAddress(page);
    await fillCard(page, '4242 4242 4242 4242');
    await shot(page, 'coupon-overlay');
    await overlay.getByRole('button', { name: 'Pay Now $39.20' }).click();

    await expectPath(page, '/dashboard');
    const confirmation = page.getByRole('status', { name: 'Payment received' });
    await confirmation.getByText('We charged $39.20 to your Visa ending 4242 for the Agent plan.').waitFor();
    await confirmation.getByText('Coupon SAVE20 (20% off): -$9.80').waitFor();
    await confirmation.getByText(`is on its way to ${member.email}`, { exact: false }).waitFor();
    await shot(page, 'payment-confirmation');

    const receipt = await waitForMail(member.email, /^Your Mentor receipt: \$39\.20 for the Agent plan$/);
    for (const line of [
      'Plan: Agent (monthly)',
      'Card: Visa ending 4242',
      'Mentor Agent plan, monthly',
      ': $49.00',
      'Coupon SAVE20 (20% off): -$9.80',
      'Subtotal: $39.20',
      'Tax: $0.00',
      'Amount paid: $39.20',
      'Next charge: $39.20 on ',
    ])
      expect(receipt.text).toContain(line);

    const link = await confirmation.getByRole('link', { name: 'View the invoice (PDF)' }).getAttribute('href');
    const pdf = await page.request.get(link!);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    const text = pdfText(await pdf.body());
    for (const block of [
      'Mentor Labs (development seller)',
      '100 Congress Ave, Suite 2000',
      'INVOICE',
      'Invoice number',
      'Paid on',
      'BILL TO',
      'Riley Stone',
      member.email,
      '500 Congress Ave',
      'Austin, TX 78701',
      'United States',
      '$49.00',
      'Coupon SAVE20 (20% off)',
      '-$9.80',
      'Subtotal',
      'Tax',
      '$0.00',
      'Total',
      'Amount paid',
      '$39.20',
      'Paid with Visa ending 4242',
    ])
      expect(text).toContain(block);
    expect(text).toMatch(/MEN-\d{6}/);
  });

  it('upgrades Agent → Agency from billing: the preview first, and the charge is the preview', async () => {
    const { page, member } = await signedIn('upgrade');
    await subscribeByApi(member, PlanId.agent);
    await page.goto('/dashboard/billing');
    await page.getByRole('button', { name: 'Upgrade Plan: Agency' }).click();
    const overlay = page.getByRole('dialog', { name: 'Agency plan' });
    const summary = overlay.getByRole('region', { name: 'What changes' });
    await summary.getByText('Your Agent plan ends today and Agency starts now.').waitFor();
    const today = (await summary.locator('.plan-change-today dd').textContent())!;
    expect(today).toMatch(/^\$4\d\d\.\d\d$/);
    expect(await summary.textContent()).toContain('Then $499.00 per month, next charged on');
    await shot(page, 'upgrade-preview');
    await overlay.getByRole('button', { name: `Pay Now ${today}` }).click();

    const alert = page.getByRole('alertdialog');
    await alert.getByText(PLAN_UPDATED_LOGIN_AGAIN).waitFor();
    await alert.getByRole('button', { name: 'OK' }).click();
    await expectPath(page, '/login');

    const fresh = (await apiLogin(e2e.url, member.email, PASSWORD)) as { token: string };
    const detail = (await callApi(
      e2e.url,
      'GET',
      '/api/plan/get-user-subscription-detail',
      undefined,
      fresh.token,
    )) as {
      result: { active_plan: { plan_name: string }; stripe_invoices: { total: number }[] };
    };
    expect(detail.result.active_plan.plan_name).toBe('Agency');
    expect(`$${detail.result.stripe_invoices[0]!.total.toFixed(2)}`).toBe(today);
    const receipt = await waitForMail(member.email, /for the Agency plan$/);
    expect(receipt.subject).toBe(`Your Mentor receipt: ${today} for the Agency plan`);
    expect(receipt.text).toContain('Unused time on the Agent plan');
  });

  it("the demo admin's billing page shows its work: a card on file and months of invoices", async () => {
    const admin = await apiLogin(e2e.url, DEMO.admin);
    const page = await e2e.newPage(viewport);
    await page.context().addInitScript((stored) => localStorage.setItem('loginData', stored), JSON.stringify(admin));
    await page.goto('/dashboard/billing');
    await page.getByRole('listitem', { name: 'Visa ending 4242' }).waitFor();
    const rows = page.getByRole('table').getByRole('row');
    await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(4);
    expect(await rows.nth(1).textContent()).toContain('$499.00');
    expect(await rows.nth(1).getByRole('link').textContent()).toMatch(/^MEN-\d{6}$/);
    await page.getByText('Each month').waitFor();
    await shot(page, 'billing-demo-admin');
  });
});

describe('accounts that explain themselves', () => {
  it('resends a code with its countdown', async () => {
    const page = await e2e.newPage(viewport);
    const email = freshEmail('resend');
    await page.goto('/signup');
    await page.getByLabel('Name').fill('Casey Morgan');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expectPath(page, '/otp');
    await waitForCode(e2e.url, email);

    // The sign-up's code was just sent: the server says how long to wait, and the link waits.
    const link = page.getByRole('button', { name: "Didn't recieved your code?" });
    await link.click();
    await page.getByText(/You can ask for another code in \d+ s\./).waitFor();
    expect(await link.isDisabled()).toBe(true);
    await shot(page, 'resend-countdown');

    await expect.poll(() => link.isEnabled(), { timeout: (CODE_INTERVAL_SECONDS + 10) * 1000 }).toBe(true);
    await link.click();
    await page.getByText(`We sent a new code to ${email}.`, { exact: false }).waitFor();
    expect(await link.isDisabled()).toBe(true);
    const code = await waitForCode(e2e.url, email, { seen: 1 });
    expect(await mailbox(e2e.url, email)).toHaveLength(2);

    await page.getByLabel('Verification code').fill(code);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expectPath(page, '/welcome');
  });

  it('saves a 10-digit phone as the 11 digits the spec stores', async () => {
    const { page, member } = await signedIn('phone');
    await page.goto('/profile');
    await page.getByLabel('Phone Number').fill('(512) 555-0143');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect.poll(() => page.getByLabel('Phone Number').inputValue()).toBe('15125550143');
    const me = (await callApi(e2e.url, 'GET', '/api/user/me', undefined, member.token)) as {
      result: { phone: string };
    };
    expect(me.result.phone).toBe('15125550143');
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('loginData') ?? 'null'));
    expect(stored.phone).toBe('15125550143');
  });

  it('lists the devices, signs the others out, and the other device lands on login with the reason', async () => {
    const { page: laptop, member } = await signedIn('devices');
    const { email } = member;
    const phone = await e2e.newPage({ width: 375, height: 812 });
    await phone.goto('/login');
    await phone.getByLabel('Email').fill(email);
    await phone.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await phone.getByRole('button', { name: 'Login', exact: true }).click();
    await phone.waitForURL((url) => url.pathname !== '/login', { timeout: 15_000 });

    await laptop.goto('/dashboard/setting');
    const current = laptop.getByRole('listitem', { name: /this device$/ });
    await current.waitFor();
    expect(await laptop.locator('.session-row').count()).toBeGreaterThanOrEqual(2);
    await shot(laptop, 'settings-devices');
    await laptop.getByRole('button', { name: 'Sign out other sessions' }).click();
    await laptop.getByRole('alertdialog').getByRole('button', { name: 'Sign out others' }).click();
    await expect.poll(() => laptop.locator('.session-row').count()).toBe(1);

    // The phone's next call finds its session revoked.
    await phone.goto('/dashboard');
    await expectPath(phone, '/login');
    await phone.getByText(SESSION_EXPIRED).waitFor();
    await shot(phone, 'session-expired');
  });

  it('exports the chats as a file, then deletes the account', async () => {
    const { page, member } = await signedIn('leaving');
    await subscribeByApi(member, PlanId.agent);
    const categories = (await callApi(e2e.url, 'GET', '/api/category/get-all-categories', undefined, member.token)) as {
      result: { _id: string }[];
    };
    const sent = (await callApi(
      e2e.url,
      'POST',
      '/api/chat/start-chat',
      {
        title: 'BMI question',
        category_id: categories.result[0]!._id,
        user_id: member._id,
        chat_head_id: null,
        messages: [{ role: 'user', content: 'What is the BMI of a man 5 ft 10 in and 230 lb?' }],
      },
      member.token,
    )) as { error_code: number };
    expect(sent.error_code).toBe(0);

    await page.goto('/dashboard/setting');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download my chats' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^mentor-chats-\d{4}-\d{2}-\d{2}\.json$/);
    const file = JSON.parse(readFileSync((await download.path())!, 'utf8')) as {
      account: { email: string };
      threads: { messages: { role: string; content: string }[] }[];
    };
    expect(file.account.email).toBe(member.email);
    expect(file.threads[0]!.messages[0]).toMatchObject({
      role: 'user',
      content: 'What is the BMI of a man 5 ft 10 in and 230 lb?',
    });
    expect(file.threads[0]!.messages[1]!.role).toBe('assistant');

    await page.getByRole('button', { name: 'Delete my account' }).click();
    const form = page.getByRole('form', { name: 'Confirm account deletion' });
    await form.getByLabel('Your password').fill(PASSWORD);
    await shot(page, 'settings-delete');
    await form.getByRole('button', { name: 'Delete my account for good' }).click();
    const alert = page.getByRole('alertdialog');
    await alert.getByText('Your account has been deleted.').waitFor();
    await alert.getByRole('button', { name: 'OK' }).click();
    await expectPath(page, '/');
    expect(await page.evaluate(() => localStorage.getItem('loginData'))).toBeNull();
    const login = (await callApi(e2e.url, 'POST', '/api/user/login-user', {
      email: member.email,
      password: PASSWORD,
    })) as {
      error_code: number;
    };
    expect(login.error_code).toBe(10);
  });
});
