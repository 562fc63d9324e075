#!/usr/bin/env node
// Screenshots of every portal screen at 1280 and 375 px wide, into screenshots/ (git-ignored).
// Needs the built portal and server: npm run build, then node tests/screenshots.mjs [name-filter]
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { DEMO, ROOT, apiLogin, createVerifiedUser, launchBrowser, startServer } from './support/harness.mjs';

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
];

const server = await startServer();
const browser = await launchBrowser();
try {
  const users = {
    admin: await apiLogin(server.url, DEMO.admin),
    fresh: await createVerifiedUser(server.url, { name: 'Dana Carter', email: 'dana.screens@example.com' }),
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
