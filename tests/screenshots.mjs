#!/usr/bin/env node
// Screenshots of every portal screen at 1280 and 375 px wide, into screenshots/ (git-ignored).
// Needs the built portal and server: npm run build, then node tests/screenshots.mjs [name-filter]
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { DEMO, ROOT, apiLogin, callApi, createVerifiedUser, launchBrowser, startServer } from './support/harness.mjs';

const OUT = path.join(ROOT, 'screenshots');
const WIDTHS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'mobile', width: 375, height: 812 },
];
const filter = process.argv[2];

/** [file name, path, who is signed in, optional preparation on the page] */
const SCREENS = [
  ['landing', '/', null],
  ['plans', '/plans', null],
  ['features', '/features', null],
  ['contact-us', '/contactUs', null],
  ['help', '/help', null],
  ['privacy-policy', '/privacy-policy', null],
  ['login', '/login', null],
  [
    'login-missing-fields',
    '/login',
    null,
    async (page) => page.getByRole('button', { name: 'Login', exact: true }).click(),
  ],
  ['signup', '/signup', null],
  ['forget-password', '/forget-password', null],
  ['otp', '/otp', 'fresh-unverified'],
  ['set-new-password', '/set-new-password', null],
  ['welcome', '/welcome', 'fresh'],
  ['business-role', '/business-role', 'fresh'],
  ['hear-from', '/hear-from', 'fresh'],
  ['dashboard', '/dashboard', 'admin'],
  [
    'dashboard-menu-open',
    '/dashboard',
    'admin',
    async (page) => {
      const menu = page.getByRole('button', { name: 'Open menu' });
      if (await menu.isVisible()) await menu.click();
    },
  ],
  [
    'logout-confirm',
    '/dashboard',
    'admin',
    async (page) => {
      const menu = page.getByRole('button', { name: 'Open menu' });
      if (await menu.isVisible()) await menu.click();
      await page.getByRole('button', { name: 'Logout' }).click();
    },
  ],
  ['faq', '/dashboard/faq', 'admin'],
  ['dashboard-contact', '/dashboard/contactUs', 'admin'],
  ['settings', '/dashboard/setting', 'admin'],
  ['employee-list', '/dashboard/employee/employee_list', 'admin'],
  ['employee-new', '/dashboard/employee/new', 'admin'],
  ['profile', '/profile', 'admin'],
  ['profile-security', '/profile/security', 'admin'],
  [
    'chat-bot-empty',
    '/dashboard',
    'admin',
    async (page) => {
      await page.getByRole('button', { name: 'Explore Underwriting' }).click();
      await page.waitForURL('**/chat-bot/chat');
    },
  ],
  [
    'chat-bot-thread',
    '/dashboard',
    'admin',
    async (page) => {
      await page.getByRole('button', { name: 'Explore Laws' }).click();
      await page.locator('.prompt-card').first().click();
      await page.getByRole('button', { name: 'Send' }).click();
      await page.locator('.from-assistant.is-complete').waitFor({ timeout: 30_000 });
    },
  ],
  ['chat-starter', '/chat', 'admin'],
  ['subscription', '/subscription', 'fresh'],
  [
    'subscription-coupon',
    '/subscription',
    'fresh',
    async (page) => {
      await page.getByLabel('Coupon code').fill('SAVE20');
      await page.getByRole('button', { name: 'Apply' }).click();
      await page.getByRole('article', { name: 'Agent plan' }).locator('s').waitFor();
    },
  ],
  [
    'payment-overlay',
    '/subscription',
    'fresh',
    async (page) => {
      await page.getByRole('button', { name: 'Get Started with the Agent plan' }).click();
      await chooseNewCard(page);
      await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    },
  ],
  [
    'payment-overlay-trial',
    '/subscription',
    'fresh',
    async (page) => {
      await page.getByRole('button', { name: 'Get Started with the Agency plan' }).click();
      await page.getByRole('button', { name: 'Start Trial Period' }).waitFor();
    },
  ],
  [
    'payment-declined',
    '/subscription',
    'fresh',
    async (page) => {
      await page.getByRole('button', { name: 'Get Started with the Agent plan' }).click();
      await fillBilling(page, '4000 0000 0000 0002');
      await page.getByRole('button', { name: 'Pay Now $49.00' }).click();
      await page.getByText('Your card was declined.').waitFor();
    },
  ],
  [
    'payment-authenticate',
    '/subscription',
    'fresh',
    async (page) => {
      await page.getByRole('button', { name: 'Get Started with the Agent plan' }).click();
      await fillBilling(page, '4000 0027 6000 3184');
      await page.getByRole('button', { name: 'Pay Now $49.00' }).click();
      await page.getByRole('dialog', { name: 'Authenticate this payment' }).waitFor();
    },
  ],
  ['dashboard-plans', '/dashboard/plans', 'admin'],
  ['billing', '/dashboard/billing', 'subscribed', async (page) => page.getByRole('table').waitFor()],
  [
    'billing-add-card',
    '/dashboard/billing',
    'subscribed',
    async (page) => {
      await page.getByRole('button', { name: 'Add Card' }).click();
      await page.getByLabel('Card number').waitFor();
    },
  ],
  [
    'billing-edit-card',
    '/dashboard/billing',
    'subscribed',
    async (page) => {
      await page.getByRole('button', { name: 'Edit' }).first().click();
      await page.getByRole('dialog').getByLabel('City').waitFor();
    },
  ],
];

// PlanId.agent of @mentor/core (plain Node cannot import core's TypeScript source).
const AGENT_PLAN_ID = '6f1c2a9e-0b7d-4c1e-9a51-1a2b3c4d0001';

/** A new account subscribed to Agent with a card through the local provider's API (one invoice). */
async function subscribedUser(url) {
  const user = await createVerifiedUser(url, { name: 'Morgan Lee', email: 'morgan.screens@example.com' });
  const buy = await callApi(
    url,
    'POST',
    '/api/plan/buy-plan',
    { user_id: user._id, user_email: user.email, plan_id: AGENT_PLAN_ID, coupon_code: null },
    user.token,
  );
  const card = await callApi(
    url,
    'POST',
    '/api/payments/local/payment-methods',
    {
      number: '4242424242424242',
      exp_month: 12,
      exp_year: 2034,
      cvc: '123',
      billing_details: {
        name: 'Morgan Lee',
        phone: '5125550100',
        address: { line1: '500 Congress Ave', city: 'Austin', state: 'TX', postal_code: '78701', country: 'US' },
      },
    },
    user.token,
  );
  await callApi(
    url,
    'POST',
    '/api/payments/local/confirm',
    { client_secret: buy.result.client_secret, payment_method: card.result.id },
    user.token,
  );
  return { ...user, is_user_subscribed: true };
}

/** Earlier screens may have left cards on the account: pay with a new one. */
async function chooseNewCard(page) {
  await page.getByRole('button', { name: /^Pay Now/ }).waitFor();
  const newCard = page.getByRole('radio', { name: 'Use a new card' });
  if (await newCard.count()) await newCard.check();
}

/** Fills the payment overlay's billing address and local card form. */
async function fillBilling(page, number) {
  await chooseNewCard(page);
  const form = page.getByRole('group', { name: 'Billing address' });
  await form.getByLabel('Full name').fill('Dana Carter');
  await form.getByLabel('Phone').fill('5125550100');
  await form.getByLabel('Address line 1').fill('500 Congress Ave');
  await form.getByLabel('City').fill('Austin');
  await form.getByLabel('State').fill('TX');
  await form.getByLabel('Postal code').fill('78701');
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
}

const server = await startServer();
const browser = await launchBrowser();
try {
  const users = {
    admin: await apiLogin(server.url, DEMO.admin),
    fresh: await createVerifiedUser(server.url, { name: 'Dana Carter', email: 'dana.screens@example.com' }),
    subscribed: await subscribedUser(server.url),
    'fresh-unverified': await (async () => {
      const response = await fetch(`${server.url}/api/user/new-user`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Sam Lee', email: 'sam.screens@example.com', password: 'Secret12' }),
      });
      return (await response.json()).result;
    })(),
  };
  for (const size of WIDTHS) {
    mkdirSync(path.join(OUT, size.name), { recursive: true });
    for (const [name, route, who, prepare] of SCREENS) {
      if (filter && !name.includes(filter)) continue;
      const context = await browser.newContext({ viewport: { width: size.width, height: size.height } });
      if (who) {
        await context.addInitScript((stored) => {
          if (!localStorage.getItem('loginData')) localStorage.setItem('loginData', stored);
        }, JSON.stringify(users[who]));
      }
      const page = await context.newPage();
      await page.goto(`${server.url}${route}`, { waitUntil: 'networkidle' });
      if (prepare) await prepare(page);
      await page.waitForTimeout(600);
      const file = path.join(OUT, size.name, `${name}.png`);
      await page.screenshot({ path: file, fullPage: true });
      console.log(`${size.name}/${name}.png  ${page.url().replace(server.url, '')}`);
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
