import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO, apiLogin } from '../support/harness.mjs';
import { seriousViolations } from '../support/axe';
import { useE2E } from './setup';

// axe-core in Chromium on the pages agents use most, at desktop and phone widths: no serious or
// critical findings (contrast, names, landmarks, ARIA).
const e2e = useE2E();
const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
];

/** A page at `size`, signed in as the demo agency admin when `signedIn`. */
async function open(size: { width: number; height: number }, signedIn: boolean): Promise<Page> {
  const page = await e2e.newPage(size);
  if (signedIn) {
    const admin = await apiLogin(e2e.url, DEMO.admin);
    await page.context().addInitScript((stored) => {
      if (!localStorage.getItem('loginData')) localStorage.setItem('loginData', stored);
    }, JSON.stringify(admin));
  }
  return page;
}

async function expectClean(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

describe.each(WIDTHS)('axe at $width px', (size) => {
  it('the landing page and login', async () => {
    const page = await open(size, false);
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expectClean(page);
    await page.goto('/login');
    await page.getByRole('button', { name: 'Login', exact: true }).waitFor();
    await expectClean(page);
  });

  it('the dashboard, billing, and a chat thread', async () => {
    const page = await open(size, true);
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: /^Hello, / }).waitFor();
    await expect.poll(() => page.locator('.category-card').count()).toBeGreaterThanOrEqual(4);
    await expectClean(page);

    await page.goto('/dashboard/billing');
    await page.getByRole('heading', { name: 'Billing', level: 1 }).waitFor();
    await page.getByRole('heading', { name: /invoice/i }).waitFor();
    await expectClean(page);

    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Explore Underwriting' }).click();
    await page.locator('.prompt-card').first().click();
    await page.getByRole('button', { name: 'Send' }).click();
    await page.locator('.from-assistant.is-complete').waitFor({ timeout: 30_000 });
    await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
    await expectClean(page);
  });

  it('the CRM demo with the widget open and a reply in it', async () => {
    const page = await open(size, false);
    await page.goto('/examples/crm-demo/');
    await page.getByRole('heading', { name: 'Maria Gonzalez' }).waitFor();
    await page.locator('mentor-chat [part=launcher]').click();
    const input = page.locator('mentor-chat-panel textarea');
    await page.locator('mentor-chat-panel select[aria-label=Category]').waitFor();
    await input.fill('What is her BMI?');
    await input.press('Enter');
    await page.locator('mentor-chat-panel [aria-label="Reply actions"]').waitFor({ timeout: 30_000 });
    await expectClean(page);
  });
});
