import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CASHOUT_SENT, NO_APPROVED_COMMISSIONS, REFERRAL_SUBSCRIBED } from '@mentor/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, DEMO_PASSWORD, freePort, launchBrowser, runOps, startServer, waitForCode } from '../support/harness.mjs';
import { expectPath } from './setup';

// One journey across three runs of the server on one PGlite folder and one origin: the clock moves
// past the 30-day holding period between the first and the second (MENTOR_TEST_CLOCK_OFFSET_DAYS,
// read only under NODE_ENV=test), and the operator's CLI runs while the server is stopped (PGlite
// serves one process).
const MONTH_LATER = { MENTOR_TEST_CLOCK_OFFSET_DAYS: '31' };

let browser: Browser;
let dataDir: string;
let port: number;
let server: Awaited<ReturnType<typeof startServer>> | undefined;

async function restart(env: Record<string, string>) {
  await server?.stop();
  server = await startServer({ port, dataDir, env });
  return server.url;
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'mentor-e2e-affiliate-'));
  port = await freePort();
  await restart({});
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

async function openAffiliateTab(page: Page, tab: string) {
  await page.getByRole('link', { name: 'Affiliate' }).click();
  await expectPath(page, '/dashboard/affiliate');
  await page.getByRole('tab', { name: tab }).click();
}

const region = (page: Page, name: string) => page.getByRole('region', { name });

describe('the affiliate programme, end to end', () => {
  it('a visitor buys through the link, the commission approves a month later, and the affiliate is paid out', async () => {
    let url = server!.url;
    const affiliateContext = await browser.newContext({ viewport: { width: 1280, height: 900 }, baseURL: url });
    await affiliateContext.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: url });
    const affiliate = await affiliateContext.newPage();

    // The demo affiliate copies the referral link.
    await logIn(affiliate, DEMO.affiliate, DEMO_PASSWORD);
    await expectPath(affiliate, '/dashboard');
    await openAffiliateTab(affiliate, 'Refer & Earn');
    await affiliate.getByRole('button', { name: 'Copy your referral link' }).click();
    await affiliate.getByRole('button', { name: 'Copy your referral link' }).filter({ hasText: 'Copied' }).waitFor();
    const link = await affiliate.evaluate(() => navigator.clipboard.readText());
    expect(link).toBe(`${url}/referral?REFERRALCODE=DEMOAFFL`);

    // A visitor opens it in a fresh browser and buys Agent at the referee price with 4242.
    const visitorContext = await browser.newContext({ viewport: { width: 1280, height: 900 }, baseURL: url });
    const visitor = await visitorContext.newPage();
    const email = `referee.${Date.now()}@example.com`;
    await visitor.goto(link);
    const agent = visitor.getByRole('article', { name: 'Agent plan' });
    await expect.poll(() => agent.locator('.plan-amount').textContent()).toBe('38.71');
    expect(await agent.locator('s').textContent()).toBe('$49.00');
    await agent.getByRole('button', { name: 'Get Started with the Agent plan' }).click();
    await expectPath(visitor, '/referral/plan');
    await visitor.getByLabel('Email address').fill(email);
    await visitor.getByLabel('Password', { exact: true }).fill('Secret123');
    const address = visitor.getByRole('group', { name: 'Billing address' });
    await address.getByLabel('Full name').fill('Jamie Referee');
    await address.getByLabel('Phone').fill('5125550100');
    await address.getByLabel('Address line 1').fill('500 Congress Ave');
    await address.getByLabel('City').fill('Austin');
    await address.getByLabel('State').fill('TX');
    await address.getByLabel('Postal code').fill('78701');
    await visitor.getByRole('button', { name: 'Pay Now', exact: true }).click();
    const overlay = visitor.getByRole('dialog', { name: 'Agent plan' });
    await overlay.getByLabel('Card number').fill('4242 4242 4242 4242');
    await overlay.getByLabel('Expiry (MM/YY)').fill('12/34');
    await overlay.getByLabel('CVC').fill('123');
    await overlay.getByRole('button', { name: 'Pay Now $38.71' }).click();
    const done = visitor.getByRole('alertdialog');
    await done.getByText(REFERRAL_SUBSCRIBED).waitFor();
    await done.getByRole('button', { name: 'OK' }).click();
    await expectPath(visitor, '/login');

    // The visitor logs in: the account validate-email made is verified with the e-mailed code.
    await logIn(visitor, email, 'Secret123');
    await expectPath(visitor, '/otp');
    await visitor.getByLabel('Verification code').fill(await waitForCode(url, email));
    await visitor.getByRole('button', { name: 'Continue' }).click();
    await expectPath(visitor, '/welcome');
    await visitorContext.close();

    // The affiliate sees the referral and a pending commission of 15 % of 38.71.
    await affiliate.reload();
    await affiliate.getByRole('tab', { name: 'My Referrals' }).click();
    await expect.poll(() => region(affiliate, 'Total referrals').textContent()).toContain('1');
    await region(affiliate, 'Referral List').getByText(email).waitFor();
    const payout = region(affiliate, 'Commission payout');
    expect(await payout.textContent()).toContain('Pending$5.81');
    expect(await payout.textContent()).toContain(NO_APPROVED_COMMISSIONS);
    await region(affiliate, 'Pending commissions')
      .getByText(/Jamie Referee · approved on/)
      .waitFor();

    // A month later (the server restarted with its clock 31 days on): the commission is approved.
    url = await restart(MONTH_LATER);
    await affiliate.evaluate(() => localStorage.removeItem('loginData'));
    await logIn(affiliate, DEMO.affiliate, DEMO_PASSWORD);
    await expectPath(affiliate, '/dashboard');
    await openAffiliateTab(affiliate, 'My Referrals');
    await expect.poll(() => region(affiliate, 'Commission payout').textContent()).toContain('Approved$5.81');
    expect(await region(affiliate, 'Remaining commission amount').textContent()).toContain('$5.81');

    // Wire details, then a cash-out request for the whole balance.
    await affiliate.getByRole('link', { name: 'Wire Transfer' }).click();
    await expectPath(affiliate, '/dashboard/wireTransferForm');
    const wire: [string, string][] = [
      ['Bank country code', 'PK'],
      ['SWIFT code', 'HABBPKKA'],
      ['Bank name', 'Habib Bank'],
      ['Account number', '0012345678901234'],
      ['Account name', 'Sam Patel'],
      ['IBAN', 'PK36SCBL0000001123456702'],
      ['Full name', 'Sam Patel'],
      ['Street address', '12 Mall Road'],
      ['City', 'Lahore'],
      ['Postal code', '54000'],
    ];
    for (const [label, value] of wire) await affiliate.getByLabel(label, { exact: true }).fill(value);
    await affiliate.getByRole('button', { name: 'Add account' }).click();
    await affiliate.getByText('Payout method on file: Habib Bank, account •••• 1234, IBAN •••• 6702').waitFor();
    expect(await affiliate.getByLabel('IBAN', { exact: true }).inputValue()).toBe('');
    await affiliate.getByRole('link', { name: 'Affiliate' }).first().click();
    await affiliate.getByRole('tab', { name: 'Cashout Request' }).click();
    await affiliate.getByLabel('Request Amount').fill('5.81');
    await affiliate.getByRole('button', { name: 'Request', exact: true }).click();
    await affiliate.getByText(CASHOUT_SENT).waitFor();
    const details = region(affiliate, 'Payment Request Details');
    await expect.poll(() => details.textContent()).toContain('StatusPending');

    // The operator approves and pays it with the CLI (the server stopped: PGlite serves one process).
    await server!.stop();
    server = undefined;
    const listed = await runOps(['cashouts', 'list'], { dataDir, env: MONTH_LATER });
    expect(listed.code).toBe(0);
    expect(listed.output).toContain('Sam Patel <affiliate@mentor.demo>');
    const number = /#(\d+)/.exec(listed.output)![1]!;
    const shown = await runOps(['cashouts', 'show', number], { dataDir, env: MONTH_LATER });
    expect(shown.output).toContain('PK36SCBL0000001123456702');
    expect((await runOps(['cashouts', 'approve', number], { dataDir, env: MONTH_LATER })).code).toBe(0);
    const paid = await runOps(['cashouts', 'pay', number, '--reference', 'WIRE-E2E-1'], { dataDir, env: MONTH_LATER });
    expect(paid.code, paid.output).toBe(0);
    expect(paid.output).toContain('paid');

    // The wallet shows it paid out. (The referee's Agent plan renewed when the month passed: its
    // invoice earned a second commission, still pending, so 5.81 of 11.62 earned is paid out.)
    await restart(MONTH_LATER);
    await affiliate.goto('/dashboard/affiliate?tab=cashout');
    await expect.poll(() => region(affiliate, 'Payment Request Details').textContent()).toContain('StatusPaid');
    const final = await region(affiliate, 'Commission payout').textContent();
    expect(final).toContain('$5.81 / $11.62');
    expect(final).toContain('Approved$5.81');
    expect(final).toContain('Pending$5.81');
    expect(
      await affiliate.getByRole('progressbar', { name: 'Commission paid out' }).getAttribute('aria-valuenow'),
    ).toBe('50');
    await affiliate.getByRole('tab', { name: 'My Referrals' }).click();
    await expect.poll(() => region(affiliate, 'Remaining commission amount').textContent()).toContain('$0.00');
    await affiliateContext.close();
  }, 300_000);
});
