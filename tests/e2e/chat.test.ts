import { LOGOUT_QUESTION } from '@mentor/core';
import { describe, expect, it } from 'vitest';
import { DEMO, DEMO_PASSWORD } from '../support/harness.mjs';
import { expectPath, useE2E } from './setup';

const e2e = useE2E();

describe('a subscribed member chats', () => {
  it('login → dashboard → Explore → streamed reply → thread in the accordion → kept after a reload → logout', async () => {
    const page = await e2e.newPage();
    await page.goto('/login');

    // Spec §5: both fields are required (outlined red), and nothing is sent.
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect.poll(() => page.getByLabel('Email').getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => page.getByLabel('Password', { exact: true }).getAttribute('aria-invalid')).toBe('true');

    await page.getByLabel('Email').fill(DEMO.admin);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expectPath(page, '/dashboard');
    await page.getByRole('heading', { name: /^Hello, / }).waitFor();
    // The categories arrive after the greeting.
    await expect.poll(() => page.locator('.category-card').count()).toBeGreaterThanOrEqual(4);

    await page.getByRole('button', { name: 'Explore Underwriting' }).click();
    await expectPath(page, '/chat-bot/chat');
    const send = page.getByRole('button', { name: 'Send' });
    expect(await send.isDisabled()).toBe(true);

    // A default prompt copies its text into the box.
    await page.locator('.prompt-card').first().click();
    const question = await page.getByLabel('Your message').inputValue();
    expect(question.length).toBeGreaterThan(10);

    // Watch the reply grow: a streamed reply is seen at several lengths before it is complete.
    await page.evaluate(() => {
      const seen: number[] = [];
      (window as unknown as { replyLengths: number[] }).replyLengths = seen;
      new MutationObserver(() => {
        const reply = document.querySelector('.from-assistant .message-bubble');
        const length = reply?.textContent?.length ?? 0;
        if (length > 0 && seen.at(-1) !== length) seen.push(length);
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await send.click();
    await page.locator('.from-user', { hasText: question }).waitFor();
    await page.locator('.from-assistant.is-complete').waitFor({ timeout: 30_000 });
    const lengths = await page.evaluate(() => (window as unknown as { replyLengths: number[] }).replyLengths);
    expect(lengths.length).toBeGreaterThan(1);
    const reply = (await page.locator('.from-assistant .reply').textContent()) ?? '';
    expect(reply.length).toBeGreaterThan(40);
    expect(reply).not.toContain('**');
    // Dates are MMM-DD.
    expect(await page.locator('.message-date').first().textContent()).toMatch(/^[A-Z][a-z]{2}-\d{2}$/);
    // Links in replies are real anchors.
    const links = page.locator('.from-assistant a[href^="http"]');
    if ((await links.count()) > 0) expect(await links.first().getAttribute('target')).toBe('_blank');

    // The new thread is listed in the accordion of the category.
    const panel = page.getByRole('complementary', { name: 'Chats' });
    const thread = panel.locator('.chat-head').first();
    await thread.waitFor();
    const title = (await thread.textContent())?.trim() ?? '';
    expect(title.length).toBeGreaterThan(0);

    // A reload keeps the thread: its messages and its place in the accordion.
    await page.reload();
    await page.locator('.from-user', { hasText: question }).waitFor();
    await page.locator('.from-assistant.is-complete').waitFor();
    await panel.locator('.chat-head', { hasText: title.slice(0, 20) }).waitFor();
    expect(await page.locator('.chat-head.is-current').count()).toBe(1);

    // New Chat clears the selected chat and goes to the dashboard.
    await page.getByRole('button', { name: 'New Chat' }).click();
    await expectPath(page, '/dashboard');

    // Logout asks first; Yes signs out and goes to /login; the dashboard is then closed to us.
    await page.getByRole('button', { name: 'Logout' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText(LOGOUT_QUESTION).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expectPath(page, '/dashboard');
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).click();
    await expectPath(page, '/login');
    expect(await page.evaluate(() => localStorage.getItem('loginData'))).toBeNull();
    await page.goto('/dashboard');
    await expectPath(page, '/login');
  });

  it('the second chat (/chat) starts from a starter card', async () => {
    const page = await e2e.newPage({ width: 375, height: 812 });
    await page.goto('/login');
    await page.getByLabel('Email').fill(DEMO.agent);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expectPath(page, '/dashboard');
    await page.goto('/chat');
    for (const title of ['Underwriting Assistant', 'Product Information', 'Carrier Recommendation', 'Sales Strategy']) {
      await page.getByRole('button', { name: new RegExp(title) }).waitFor();
    }
    await page.getByRole('button', { name: /Product Information/ }).click();
    expect(await page.getByLabel('Your message').inputValue()).toMatch(/graded/);
    await page.getByRole('button', { name: 'Send' }).click();
    await page.locator('.from-assistant.is-complete').waitFor({ timeout: 30_000 });
  });
});
