import { describe, expect, it } from 'vitest';
import { DEMO, apiLogin, callApi } from '../support/harness.mjs';
import { useE2E } from './setup';

// A long thread in the portal, in Chromium against the real server: it opens on its newest page and
// older pages come as the agent scrolls up (issue 17). The chat limit is raised to build the thread.
const e2e = useE2E({ env: { RATE_CHAT_PER_MINUTE: '1000' } });

const MESSAGES = 65;
const question = (i: number) => `History question ${i}: what does table ${(i % 8) + 1} mean for the premium?`;

describe('a long thread in the portal', () => {
  it('opens on the newest page and loads older pages as the agent scrolls up', async () => {
    const agent = await apiLogin(e2e.url, DEMO.agent);
    const categories = await callApi(e2e.url, 'GET', '/api/category/get-all-categories');
    const underwriting = categories.result.find((c: { name: string }) => c.name === 'Underwriting');
    let headId: string | null = null;
    for (let i = 0; i < MESSAGES; i++) {
      const sent = await callApi(
        e2e.url,
        'POST',
        '/api/chat/start-chat',
        {
          title: 'A long history',
          category_id: underwriting._id,
          user_id: agent._id,
          chat_head_id: headId,
          messages: [{ role: 'user', content: question(i) }],
        },
        agent.token,
      );
      expect(sent.error_code).toBe(0);
      headId = sent.result.chat_head._id;
    }

    const page = await e2e.newPage();
    const pageCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/chat/get-page')) pageCalls.push(request.url());
    });
    await page.context().addInitScript((stored) => {
      if (!localStorage.getItem('loginData')) localStorage.setItem('loginData', stored);
    }, JSON.stringify(agent));
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Explore Underwriting' }).click();
    await page
      .getByRole('complementary', { name: 'Chats' })
      .getByRole('button', { name: 'A long history', exact: true })
      .click();

    // The newest page: its last message in view, nothing older than the page in the DOM.
    const list = page.locator('.conversation-scroll');
    const messages = page.getByRole('list', { name: 'Messages' });
    await messages.getByText(question(MESSAGES - 1)).waitFor();
    expect(await messages.getByText(question(MESSAGES - 30)).count()).toBe(1);
    expect(await messages.getByText(question(MESSAGES - 31)).count()).toBe(0);
    await expect.poll(() => list.evaluate((el) => el.scrollHeight - el.scrollTop - el.clientHeight)).toBeLessThan(60);
    expect(pageCalls).toHaveLength(1);

    // Scrolled to the top: the page before arrives above, and the message that was first stays put.
    const firstShown = messages.getByText(question(MESSAGES - 30));
    const offsetOf = () =>
      firstShown.evaluate((el) => {
        const scroller = el.closest('.conversation-scroll')!;
        return el.getBoundingClientRect().top - scroller.getBoundingClientRect().top;
      });
    await list.evaluate((el) => (el.scrollTop = 0));
    const readAt = await offsetOf();
    await messages.getByText(question(MESSAGES - 60)).waitFor();
    await expect.poll(async () => Math.abs((await offsetOf()) - readAt)).toBeLessThan(40);
    expect(await list.evaluate((el) => el.scrollTop)).toBeGreaterThan(200);
    expect(pageCalls[1]).toContain('before=');

    // Once more to the first message; then there is nothing older to ask for.
    await list.evaluate((el) => (el.scrollTop = 0));
    await messages.getByText(question(0)).waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Show earlier messages' }).count()).toBe(0);
    expect(pageCalls).toHaveLength(3);
    expect(await messages.locator('.from-user').count()).toBe(MESSAGES);
  });
});
