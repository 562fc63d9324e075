import { describe, expect, it } from 'vitest';
import { DEMO, apiLogin, callApi } from '../support/harness.mjs';
import { useE2E } from './setup';

// The portal's chat controls in Chromium against the real server.
const e2e = useE2E();

describe('chat controls in the portal', () => {
  it('copy, regenerate, feedback with a note, rename, search and delete a thread', async () => {
    const agent = await apiLogin(e2e.url, DEMO.agent);
    const page = await e2e.newPage();
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: e2e.url });
    await page.context().addInitScript((stored) => {
      if (!localStorage.getItem('loginData')) localStorage.setItem('loginData', stored);
    }, JSON.stringify(agent));
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Explore Underwriting' }).click();
    await page.getByLabel('Your message').fill('What does table 4 mean for the premium?');
    await page.getByRole('button', { name: 'Send' }).click();
    const reply = page.locator('.from-assistant.is-complete');
    await reply.waitFor({ timeout: 30_000 });
    // The open thread is the page's main landmark with its title as the heading.
    expect(await page.getByRole('main').getByRole('heading', { level: 1 }).textContent()).toBe(
      'What does table 4 mean for the premium?',
    );

    // Copy: plain text, no markdown.
    await page.getByRole('button', { name: 'Copy reply' }).click();
    await page.getByText('Copied.').waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain('200%');
    expect(copied).not.toContain('**');

    // Regenerate: the same record answers again.
    const regenerated = page.waitForResponse((response) => response.url().endsWith('/api/chat/regenerate'));
    await page.getByRole('button', { name: 'Regenerate reply' }).click();
    expect((await (await regenerated).json()).error_code).toBe(0);
    await reply.waitFor({ timeout: 30_000 });

    // Thumb down with a note, stored with the record.
    await page.getByRole('button', { name: 'Bad reply' }).click();
    await page.getByLabel('What was wrong? (optional)').fill('Table 4 is Table D: say so.');
    await page.getByRole('button', { name: 'Send note' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Bad reply' }).getAttribute('aria-pressed')).toBe('true');
    const headId = await page.evaluate(
      () => JSON.parse(localStorage.getItem('mentor:chat') ?? '{}').selectedChatId as string,
    );
    await expect
      .poll(async () => {
        const records = await callApi(
          e2e.url,
          'GET',
          `/api/chat/get-all-list?chat_head_id=${headId}`,
          undefined,
          agent.token,
        );
        return records.result[0].feedback;
      })
      .toEqual({ rating: 'down', note: 'Table 4 is Table D: say so.' });

    // Rename in the panel.
    const panel = page.getByRole('complementary', { name: 'Chats' });
    await panel.getByRole('button', { name: 'Rename “What does table 4 mean for the premium?”' }).click();
    await panel.getByLabel('Chat title').fill('Table 4 for Maria');
    await panel.getByLabel('Chat title').press('Enter');
    await panel.getByRole('button', { name: 'Table 4 for Maria', exact: true }).waitFor();

    // Search finds it by what was said.
    await panel.getByRole('searchbox', { name: 'Search chats' }).fill('mortality');
    await panel.getByText(/^\d+ chats? found$/).waitFor();
    expect(await panel.getByRole('button', { name: /Table 4 for Maria/ }).count()).toBe(1);
    await panel.getByRole('searchbox', { name: 'Search chats' }).fill('');

    // Delete, after a confirmation.
    await panel.getByRole('button', { name: 'Delete “Table 4 for Maria”' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => panel.getByRole('button', { name: 'Table 4 for Maria', exact: true }).count()).toBe(0);
    const gone = await callApi(e2e.url, 'GET', `/api/chat/get-all-list?chat_head_id=${headId}`, undefined, agent.token);
    expect(gone.error_code).toBe(4);
  });
});
