import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DEMO, launchBrowser } from '../support/harness.mjs';
import { useE2E } from './setup';

// The widget against the real server: the CRM demo it serves (same origin), and CRM pages on other
// origins that embed the script from it, as an agency's CRM would.
const e2e = useE2E();
const DEMO_KEY = 'mk_demo_agency_local';

/** The panel's parts (playwright's CSS pierces the open shadow roots of both elements). */
const widget = (page: Page) => ({
  launcher: page.locator('mentor-chat [part=launcher]'),
  input: page.locator('mentor-chat-panel textarea'),
  replies: page.locator('mentor-chat-panel [role=log]'),
  list: page.locator('mentor-chat-panel [role=group][aria-label=Messages]'),
  alert: page.locator('mentor-chat-panel [role=alert]'),
});

/** A CRM page on another origin: one script tag from the Mentor server, and the agent's user-token. */
const crmPage = (mentor: string, userToken: string) => `<!doctype html><html><head><meta charset="utf-8">
  <title>Other CRM</title></head><body><h1>Lead: Maria Gonzalez</h1>
  <script src="${mentor}/widget/mentor-chat.js" data-key="${DEMO_KEY}" data-user-token="${userToken}" async></script>
  </body></html>`;

const MARIA = {
  lead_id: 'L-1042',
  name: 'Maria Gonzalez',
  age: 58,
  state: 'TX',
  height: `5'4"`,
  weight: '182 lb',
  medications: ['Metformin'],
  product_interest: 'Term life, 20 years',
};
const JAMES = { lead_id: 'L-1043', name: 'James Whitaker', age: 44, state: 'FL', product_interest: 'IUL' };

/**
 * A CRM page on another origin that follows the guide: the command queue's stub and a setContext call
 * in its first script (before the widget's script has loaded), a listener on document for the five
 * events, and a button that switches the record in view.
 */
const queuePage = (mentor: string, userToken: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8">
  <title>Queue CRM</title>
  <script>
    window.mentorEvents = [];
    for (const type of ['mentor-ready', 'mentor-open', 'mentor-close', 'mentor-message', 'mentor-error'])
      document.addEventListener(type, (event) => mentorEvents.push({ type, detail: event.detail }));
    window.MentorChat = window.MentorChat || function () { (MentorChat.q = MentorChat.q || []).push(arguments); };
    MentorChat('setContext', ${JSON.stringify(MARIA)});
  </script></head><body><main><h1>Lead: Maria Gonzalez</h1>
  <button id="james" type="button" onclick='MentorChat("setContext", ${JSON.stringify(JAMES)})'>Open James</button></main>
  <script src="${mentor}/widget/mentor-chat.js" data-key="${DEMO_KEY}" data-user-token="${userToken}" async></script>
  </body></html>`;

type Heard = { type: string; detail: { role?: string; content?: string; kind?: string; message?: string } | null };
const heard = (page: Page) => page.evaluate(() => (window as unknown as { mentorEvents: Heard[] }).mentorEvents);

async function devUserToken(email: string): Promise<string> {
  const response = await fetch(`${e2e.url}/api/embed/dev/user-token?email=${encodeURIComponent(email)}`);
  const { result } = (await response.json()) as { result: { user_token: string } };
  return result.user_token;
}

describe('the CRM demo (same origin as the server)', () => {
  it('opens from the bubble, signs the CRM agent in silently and answers about the lead in view', async () => {
    const page = await e2e.newPage();
    const events: string[] = [];
    page.on('console', (message) => {
      if (message.text().startsWith('Mentor message')) events.push(message.text());
    });
    await page.goto('/examples/crm-demo/');
    await page.getByRole('heading', { name: 'Maria Gonzalez' }).waitFor();
    const { launcher, input, replies, list } = widget(page);
    await launcher.click();
    await input.waitFor();
    // Focus moves into the panel on open.
    await expect.poll(() => input.evaluate((element) => element.matches(':focus'))).toBe(true);
    // Signed in by the CRM's user-token: the category picker is there and no login form.
    await page.locator('mentor-chat-panel select[aria-label=Category]').waitFor();
    expect(await page.locator('mentor-chat-panel input[type=email]').count()).toBe(0);

    await input.fill('What is her BMI?');
    await input.press('Enter');
    // 5'4" and 182 lb from the lead record: BMI 31.2, with the sources the answer used.
    await expect.poll(() => replies.textContent(), { timeout: 30_000 }).toMatch(/^Mentor: .*31\.2/s);
    expect(await list.locator('[data-role=assistant]').textContent()).toContain('Sources:');
    // The widget's events reach the page's listeners on document.
    await expect.poll(() => events.length).toBeGreaterThanOrEqual(2);

    // The demo's own question is answered from the lead's record, notes included, by the engine.
    await input.fill('Is this client insurable for term?');
    await input.press('Enter');
    await expect.poll(() => replies.textContent(), { timeout: 30_000 }).toMatch(/Maria Gonzalez \(58-year-old/);
    expect(await replies.textContent()).toMatch(/20-year term would typically come in at Standard/);
    expect(await replies.textContent()).toMatch(/A1C 6\.8/);

    // Escape closes the panel and gives focus back to the launcher.
    await input.press('Escape');
    await expect.poll(() => launcher.evaluate((element) => element.matches(':focus'))).toBe(true);
  });
});

describe('a CRM on another origin', () => {
  let other: Server;
  let browser: Browser;
  let html = '';

  beforeAll(async () => {
    other = createServer((_, response) => {
      response.writeHead(200, { 'content-type': 'text/html' }).end(html);
    });
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    // crm.example is a name the demo key does not allow; it resolves to this machine.
    browser = await launchBrowser(['--host-resolver-rules=MAP crm.example 127.0.0.1']);
  });

  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => other?.close(resolve));
  });

  const open = async (host: string, userToken: string, page$ = crmPage) => {
    html = page$(e2e.url, userToken);
    const page = await (await browser.newContext()).newPage();
    await page.goto(`http://${host}:${(other.address() as AddressInfo).port}/`);
    await widget(page).launcher.click();
    return page;
  };

  it('on an allowed origin (localhost, any port) signs in across origins and chats', async () => {
    const page = await open('localhost', await devUserToken(DEMO.agent));
    const { input, replies } = widget(page);
    await page.locator('mentor-chat-panel select[aria-label=Category]').waitFor();
    await input.fill('What is a table rating?');
    await input.press('Enter');
    await expect.poll(() => replies.textContent(), { timeout: 30_000 }).toMatch(/^Mentor: ./);
  });

  it('follows the guide: setContext before the script loaded reaches the first answer; every send path is heard', async () => {
    const page = await open('localhost', await devUserToken(DEMO.agent), queuePage);
    const { input, replies } = widget(page);
    await page.locator('mentor-chat-panel select[aria-label=Category]').waitFor();
    // The chip shows the record the queued setContext gave.
    expect(await page.locator('mentor-chat-panel [title="The CRM record Mentor sees"]').textContent()).toBe(
      'Record in view: Maria Gonzalez · 58 · TX',
    );
    expect(
      await page.locator('mentor-chat-panel').getByText('Is Maria insurable for 20-year term on Metformin?').count(),
    ).toBe(1);
    await input.fill('What is her BMI?');
    await input.press('Enter');
    await expect.poll(() => replies.textContent(), { timeout: 30_000 }).toMatch(/^Mentor: .*31\.2/s);

    const answers = async () =>
      (await heard(page)).filter((e) => e.type === 'mentor-message' && e.detail?.role === 'assistant').length;
    await expect.poll(answers).toBe(1);
    await page.evaluate(() =>
      (document.querySelector('mentor-chat') as HTMLElement & { send(t: string): void }).send('And her build class?'),
    );
    await expect.poll(answers, { timeout: 30_000 }).toBe(2);
    await page.evaluate(() =>
      (window as unknown as { MentorChat(...a: unknown[]): void }).MentorChat('send', 'Is she insurable for term?'),
    );
    await expect.poll(answers, { timeout: 30_000 }).toBe(3);
    const regenerate = page.locator('mentor-chat-panel [aria-label="Regenerate reply"]').last();
    await expect.poll(() => regenerate.isEnabled()).toBe(true);
    await regenerate.click();
    await expect.poll(answers, { timeout: 30_000 }).toBe(4);

    // Another record in the CRM: the widget offers a new thread for it.
    await page.locator('#james').click();
    const offer = page.locator('mentor-chat-panel [role=status]', { hasText: 'This chat is about Maria Gonzalez' });
    expect(await offer.textContent()).toContain('You now have James Whitaker open.');
    await offer.getByRole('button', { name: 'New chat about James' }).click();
    await page.locator('mentor-chat-panel h3', { hasText: 'How can I help with James Whitaker?' }).waitFor();
    expect(await widget(page).list.textContent()).toBe('');

    await input.press('Escape');
    const events = await heard(page);
    expect([...new Set(events.map((e) => e.type))]).toEqual([
      'mentor-ready',
      'mentor-open',
      'mentor-message',
      'mentor-close',
    ]);
    expect(events.filter((e) => e.detail?.role === 'user').map((e) => e.detail!.content)).toEqual([
      'What is her BMI?',
      'And her build class?',
      'Is she insurable for term?',
    ]);
  });

  it('on an origin the key does not allow, says so as the chat opens, before asking for a password', async () => {
    const page = await open('crm.example', '', queuePage);
    const port = (other.address() as AddressInfo).port;
    await expect
      .poll(() => widget(page).alert.first().textContent(), { timeout: 15_000 })
      .toBe(
        `This website (http://crm.example:${port}) is not allowed to use this Mentor widget. Please ask your agency admin to add it to the key's allowed origins.`,
      );
    expect(await page.locator('mentor-chat-panel input[type=password]').count()).toBe(0);
    expect(await widget(page).input.count()).toBe(0);
    const errors = (await heard(page)).filter((e) => e.type === 'mentor-error');
    expect(errors.map((e) => e.detail?.kind)).toEqual(['auth']);
  });

  it('on an origin the key does not allow, refuses a user-token sign-in with the same words', async () => {
    const page = await open('crm.example', await devUserToken(DEMO.agent));
    await expect
      .poll(() => widget(page).alert.first().textContent(), { timeout: 15_000 })
      .toContain('is not allowed to use this Mentor widget');
    expect(await widget(page).input.count()).toBe(0);
  });

  it('refuses a forged user-token with the server message', async () => {
    const token = await devUserToken(DEMO.agent);
    const [header, payload] = token.split('.');
    const page = await open('localhost', `${header}.${payload}.${'A'.repeat(43)}`);
    await expect
      .poll(() => widget(page).alert.first().textContent(), { timeout: 15_000 })
      .toBe('Your Mentor sign-in could not be verified. Please ask your agency admin to check the widget setup.');
  });
});
