import { formatMessageDate } from '@mentor/core';
import { afterEach, describe, expect, it } from 'vitest';
import { installFakeApi, testUserToken, type FakeApiOptions } from './fake-api';
import { openPage, parts, typeInto, waitFor, widgetPage, type TestPage } from './page';

let page: TestPage | undefined;
afterEach(() => page?.close());

type MentorChat = HTMLElement & { send(text: string): void };

/** An inline widget signed in with a user-token, on the fake API (`loaded`: wait for a category). */
async function chatPage(options: FakeApiOptions = {}, attributes: Record<string, string> = {}, loaded = true) {
  page = await openPage(widgetPage());
  const api = installFakeApi(page.win, options);
  const script = page.doc.createElement('script');
  script.src = '/mentor-chat.js';
  page.doc.head.append(script);
  await page.win.customElements.whenDefined('mentor-chat');
  const host = page.doc.createElement('mentor-chat') as MentorChat;
  const all = { key: 'mk_states', mode: 'inline', 'user-token': testUserToken('states@crm.example'), ...attributes };
  for (const [name, value] of Object.entries(all)) host.setAttribute(name, value);
  page.doc.body.append(host);
  const input = await waitFor(() => parts(host).input);
  const inner = parts(host).inner!;
  // Signed in and a category chosen (the input is there from the start of a silent sign-in).
  if (loaded) await waitFor(() => inner.querySelector<HTMLSelectElement>('select[aria-label=Category]')?.value);
  const text = () => inner.textContent ?? '';
  return { api, host, input, inner, text, win: page.win };
}

describe('the chat panel', () => {
  it('shows the category picker and the default prompts; a prompt card fills the input', async () => {
    const { inner, input } = await chatPage();
    const picker = inner.querySelector<HTMLSelectElement>('select[aria-label=Category]')!;
    expect([...picker.options].map((o) => o.text)).toEqual(['Underwriting', 'Products']);
    const card = await waitFor(() =>
      [...inner.querySelectorAll('button')].find((b) => b.textContent?.includes('BMI check')),
    );
    card.click();
    await waitFor(() => input.value === 'What table rating does a BMI of 32 get?');

    picker.value = 'cat-products';
    picker.dispatchEvent(new Event('change', { bubbles: true }));
    await waitFor(() => inner.textContent!.includes('IUL basics'));
  });

  it('starts with the category the attribute names (by name or id)', async () => {
    const { inner } = await chatPage({}, { category: 'products' });
    await waitFor(() => inner.querySelector<HTMLSelectElement>('select')!.value === 'cat-products');
  });

  it('disables send while the input is empty and while sending, with dots while sending', async () => {
    const { api, input, host } = await chatPage({ holdReplies: true });
    expect(parts(host).send!.disabled).toBe(true);
    typeInto(input, '   ');
    expect(parts(host).send!.disabled).toBe(true);
    typeInto(input, 'Is term cheaper than whole life?');
    await waitFor(() => !parts(host).send!.disabled);
    parts(host).send!.click();
    await waitFor(() => parts(host).send!.getAttribute('aria-label') === 'Sending');
    expect(parts(host).send!.disabled).toBe(true);
    expect(parts(host).send!.querySelector('[role=img]')!.getAttribute('aria-label')).toBe('Sending');
    api.release();
    await waitFor(() => parts(host).send!.getAttribute('aria-label') === 'Send');
  });

  it('grows the input with its text and returns it to one row once sent', async () => {
    const { input, host } = await chatPage();
    const oneRow = input.offsetHeight;
    typeInto(input, 'Client is 52,\nnon-smoker,\ntakes metformin,\nwants 20-year term.');
    await waitFor(() => input.offsetHeight > oneRow * 2);
    parts(host).send!.click();
    await waitFor(() => input.value === '' && input.offsetHeight === oneRow);
  });

  it('keeps a message sent with Enter while the chat is still loading, and sends it once ready', async () => {
    const { api, input, inner } = await chatPage({ holdCategories: true }, {}, false);
    typeInto(input, 'Can a diabetic get preferred rates?');
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    await waitFor(() => input.value === '');
    expect(api.calls('/api/chat/stream')).toHaveLength(0);
    api.release();
    await waitFor(() => api.calls('/api/chat/stream').length === 1);
    expect((api.calls('/api/chat/stream')[0]!.body!.messages as { content: string }[]).at(-1)!.content).toBe(
      'Can a diabetic get preferred rates?',
    );
    await waitFor(() => inner.textContent!.includes('Here is what I know'));
  });

  it('puts a message sent while loading back in the input when the categories fail to load', async () => {
    const { api, input } = await chatPage({ holdCategories: true, refuseCategories: true }, {}, false);
    typeInto(input, 'Can a diabetic get preferred rates?');
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    await waitFor(() => input.value === '');
    api.release();
    await waitFor(() => input.value === 'Can a diabetic get preferred rates?');
    expect(api.calls('/api/chat/stream')).toHaveLength(0);
  });

  it('stops a reply being streamed: what arrived stays, marked Stopped, with Retry', async () => {
    const { host, inner } = await chatPage({ holdReplies: true });
    expect(inner.querySelector('button[aria-label="Stop reply"]')).toBeNull();
    host.send('What is a table 4?');
    const stop = await waitFor(() => inner.querySelector<HTMLButtonElement>('button[aria-label="Stop reply"]'));
    await waitFor(() => inner.textContent!.includes('Here is what I know'));
    stop.click();
    await waitFor(() => inner.textContent!.includes('Stopped.'));
    expect(parts(host).send!.getAttribute('aria-label')).toBe('Send');
    expect(inner.querySelector('button[aria-label="Stop reply"]')).toBeNull();
    expect([...inner.querySelectorAll('button')].some((b) => b.textContent === 'Retry')).toBe(true);
    // The Stop button is gone: focus is in the input, not lost to the page (Escape still works).
    await waitFor(() => inner.activeElement === parts(host).input);
  });

  it('announces each reply once it is whole, in a polite live region beside the list', async () => {
    const { api, host } = await chatPage({ holdReplies: true });
    const announcer = parts(host).announcer!;
    expect(announcer.getAttribute('aria-live')).toBe('polite');
    expect(parts(host).list!.hasAttribute('aria-live')).toBe(false);
    host.send('What is a table 4?');
    await waitFor(() => parts(host).send!.getAttribute('aria-label') === 'Sending');
    expect(announcer.textContent).toBe('');
    api.release();
    await waitFor(() => announcer.textContent!.startsWith('Mentor: Here is what I know'));
    expect(announcer.children).toHaveLength(1);
  });

  it('shows the spec text when the subscription has expired', async () => {
    const { host, text } = await chatPage({ refuseSend: 'expired' });
    host.send('Hello?');
    await waitFor(() => text().includes('Your subscription has been expired, Please update your subscription.'));
    expect(page!.heard.find((e) => e.type === 'mentor-error')!.detail).toEqual({
      kind: 'expired',
      message: 'Your subscription has been expired, Please update your subscription.',
    });
  });

  it('shows when to try again after a rate limit', async () => {
    const { host, text } = await chatPage({ refuseSend: 'rate_limited' });
    host.send('One more?');
    await waitFor(() => text().includes('Too many requests. Please try again in 42 seconds.'));
  });

  it('retries a failed reply', async () => {
    const { api, host, inner } = await chatPage({ refuseSend: 'assistant_failed' });
    host.send('Will this fail?');
    const retry = await waitFor(() => [...inner.querySelectorAll('button')].find((b) => b.textContent === 'Retry'));
    api.options.refuseSend = null;
    retry.click();
    await waitFor(() => parts(host).list!.textContent!.includes('The answer, on a second try.'));
    expect(api.calls('/api/chat/retry')).toHaveLength(1);
  });

  it('says when it is offline and sends what was typed once the connection is back', async () => {
    const { api, host, input, text, win } = await chatPage();
    api.options.offline = true;
    win.dispatchEvent(new Event('offline'));
    await waitFor(() => text().includes('You are offline.'));
    typeInto(input, 'Sent while offline');
    await waitFor(() => !parts(host).send!.disabled);
    parts(host).send!.click();
    await waitFor(() => text().includes('Waiting for the connection…'));
    expect(api.calls('/api/chat/stream')).toHaveLength(0);

    api.options.offline = false;
    win.dispatchEvent(new Event('online'));
    await waitFor(
      () => parts(host).list!.textContent!.includes('Sent while offline') && text().includes('Second point'),
    );
    expect(api.calls('/api/chat/stream').map((r) => (r.body!.messages as { content: string }[])[0]!.content)).toEqual([
      'Sent while offline',
    ]);
    expect(text()).not.toContain('You are offline.');
  });

  it('lists the category threads, opens one and starts a new chat', async () => {
    const { host, inner } = await chatPage();
    host.send('First thread question');
    await waitFor(() => parts(host).list!.textContent!.includes('Second point'));
    inner.querySelector<HTMLButtonElement>('[aria-label="New chat"]')!.click();
    await waitFor(() => !parts(host).list!.textContent!.includes('First thread question'));
    inner.querySelector<HTMLButtonElement>('[aria-label="Chats in this category"]')!.click();
    const thread = await waitFor(() =>
      [...inner.querySelectorAll('[aria-label=Chats] li button')].find(
        (b) => b.querySelector('span')?.textContent === 'First thread question',
      ),
    );
    // The day the thread began, as the portal writes message dates.
    expect(thread.querySelector('time')!.textContent).toBe(formatMessageDate('2026-11-21T10:00:00.000Z'));
    thread.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    await waitFor(() => parts(host).list!.textContent!.includes('First thread question'));
  });

  it('opens a thread of 5,000 messages on its newest page; scrolling up loads older ones in place', async () => {
    const records = Array.from({ length: 2500 }, (_, i) => ({
      _id: `r${i}`,
      chat_head_id: 'long',
      user_content: `Question ${i}`,
      bot_content: `Answer ${i}`,
      status: 'complete' as const,
      created_on: '2026-11-21T10:00:00.000Z',
    }));
    const { api, host, inner } = await chatPage({ records: { long: records } });
    // The category is chosen (its suggestions show) before a thread is opened.
    await waitFor(() => inner.textContent!.includes('BMI check'));
    const mentor = parts(host).panel as HTMLElement & {
      controller: { engine: { peek(): { openChatHead(id: string): Promise<boolean> } } };
    };
    await mentor.controller.engine.peek().openChatHead('long');
    const log = parts(host).list!;
    await waitFor(() => log.textContent!.includes('Answer 2499'));
    // Only the newest page came, and it is what shows, newest in view.
    expect(api.calls('/api/chat/get-all-list')).toHaveLength(0);
    expect(api.calls('/api/chat/get-page')).toHaveLength(1);
    expect(log.textContent).not.toContain('Question 2469');
    expect(log.scrollTop + log.clientHeight).toBeGreaterThan(log.scrollHeight - 60);

    // Scrolled to the top: the page before comes, and the row that was first stays where it was.
    const rowTop = (key: string) =>
      log.querySelector<HTMLElement>(`[data-key="${key}"]`)!.getBoundingClientRect().top -
      log.getBoundingClientRect().top;
    log.scrollTop = 0;
    const readAt = rowTop('r2470:user');
    log.dispatchEvent(new Event('scroll'));
    await waitFor(() => log.textContent!.includes('Question 2440'));
    expect(api.calls('/api/chat/get-page').at(-1)!.query.get('before')).toBe('2470');
    await waitFor(() => Math.abs(rowTop('r2470:user') - readAt) < 2);
    expect(log.scrollTop).toBeGreaterThan(200);

    // Page after page, as far back as the agent scrolls; the DOM holds only a window of them.
    const oldestWanted = `Question ${2500 - 7 * 30}`;
    await waitFor(() => {
      // Back to the top each time a page has come, until the seventh page is in.
      if (!inner.textContent!.includes('Loading earlier')) {
        log.scrollTop = 0;
        log.dispatchEvent(new Event('scroll'));
      }
      return log.textContent!.includes(oldestWanted);
    }, 15_000);
    expect(log.querySelectorAll('[data-key]').length).toBeLessThan(2 * 7 * 30);
    // Rows re-mounted by scrolling back are history: nothing is read out.
    expect(parts(host).announcer!.textContent).toBe('');
  });
});

describe('on a shared computer', () => {
  /** A second `<mentor-chat>` in the same browser (the next page load): same key, these attributes. */
  function nextPageLoad(attributes: Record<string, string>) {
    const host = page!.doc.createElement('mentor-chat') as MentorChat;
    for (const [name, value] of Object.entries({ key: 'mk_states', mode: 'inline', ...attributes }))
      host.setAttribute(name, value);
    page!.doc.body.append(host);
    return host;
  }
  const stored = () => Object.keys(page!.win.localStorage).filter((k) => k.startsWith('mentor-widget:mk_states'));
  /** Signs in with the widget's own form, as the demo agent. */
  async function logInByHand(host: Element) {
    const email = await waitFor(() => parts(host).inner?.querySelector<HTMLInputElement>('input[type=email]'));
    typeInto(email, 'agent@mentor.demo');
    typeInto(parts(host).inner!.querySelector<HTMLInputElement>('input[type=password]')!, 'MentorDemo1');
    parts(host).inner!.querySelector<HTMLButtonElement>('button[type=submit]')!.click();
    await waitFor(() => parts(host).input);
  }

  it("does not show a token's session on a page without the token, and keeps it for the token", async () => {
    const { host, input, api } = await chatPage();
    typeInto(input, 'Maria Gonzalez, 58, metformin');
    host.remove();

    // The CRM's own login page, say: the widget is there, but no agent is vouched for.
    const next = nextPageLoad({});
    await waitFor(() => parts(next).inner?.querySelector('input[type=email]'));
    expect(parts(next).inner!.querySelector('select[aria-label=Category]')).toBeNull();

    // The CRM sets the token a moment later: the same agent's session goes on, no new sign-in.
    next.setAttribute('user-token', testUserToken('states@crm.example'));
    await waitFor(() => parts(next).inner?.querySelector<HTMLSelectElement>('select[aria-label=Category]')?.value);
    expect(api.calls('/api/embed/token-login')).toHaveLength(1);
  });

  it('ends the kept session, with its stored chat, when someone signs in by hand', async () => {
    const { host, api } = await chatPage();
    host.remove();
    await logInByHand(nextPageLoad({}));
    expect(api.calls('/api/user/logout')).toHaveLength(1);
    expect(stored().filter((k) => k.includes('states@crm.example'))).toEqual([]);
  });

  it('keeps a session opened with the login form across page loads', async () => {
    page = await openPage(widgetPage());
    installFakeApi(page.win);
    const script = page.doc.createElement('script');
    script.src = '/mentor-chat.js';
    page.doc.head.append(script);
    await page.win.customElements.whenDefined('mentor-chat');
    const first = nextPageLoad({});
    await logInByHand(first);
    first.remove();

    const next = nextPageLoad({});
    await waitFor(() => parts(next).inner?.querySelector<HTMLSelectElement>('select[aria-label=Category]')?.value);
  });

  it('forgets what one agent typed when the CRM signs in another', async () => {
    const { host, input, api } = await chatPage();
    typeInto(input, 'Maria Gonzalez, 58, metformin');
    host.setAttribute('user-token', testUserToken('second@crm.example'));
    await waitFor(() => api.calls('/api/embed/token-login').length === 2);
    const next = await waitFor(() => parts(host).input);
    await waitFor(() => parts(host).inner!.querySelector<HTMLSelectElement>('select[aria-label=Category]')?.value);
    expect(next.value).toBe('');
  });
});

describe('on a CRM page that changes', () => {
  it('stops its chat when removed, and signs in again when put back', async () => {
    const { api, host, input } = await chatPage({ holdReplies: true });
    typeInto(input, 'Is term cheaper than whole life?');
    parts(host).send!.click();
    const stream = await waitFor(() => api.calls('/api/chat/stream')[0]);
    const parent = host.parentNode!;
    host.remove();
    await waitFor(() => stream.signal?.aborted);

    const logins = api.calls('/api/category/get-all-categories').length;
    parent.append(host);
    await waitFor(() => api.calls('/api/category/get-all-categories').length > logins);
    await waitFor(() => parts(host).inner!.querySelector<HTMLSelectElement>('select[aria-label=Category]')?.value);
  });

  it('starts nothing while removed: a token set meanwhile signs in when the element is back', async () => {
    const { api, host } = await chatPage();
    const parent = host.parentNode!;
    host.remove();
    await new Promise((resolve) => setTimeout(resolve, 0));
    // The token carries an expiry in seconds: made once, so the comparison below cannot straddle a second.
    const later = testUserToken('later@crm.example');
    host.setAttribute('user-token', later);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(api.calls('/api/embed/token-login')).toHaveLength(1);

    parent.append(host);
    await waitFor(() => api.calls('/api/embed/token-login').length === 2);
    expect(String(api.calls('/api/embed/token-login')[1]!.body!.user_token)).toBe(later);
    await waitFor(() => parts(host).inner!.querySelector<HTMLSelectElement>('select[aria-label=Category]')?.value);
  });

  it('shows the login form, not the chat, when the token is withdrawn while it signs in', async () => {
    const { api, host } = await chatPage({ holdTokenLogin: true }, {}, false);
    await waitFor(() => api.calls('/api/embed/token-login').length === 1);
    host.removeAttribute('user-token');
    api.release();
    await waitFor(() => parts(host).inner?.querySelector('input[type=email]'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(parts(host).inner!.querySelector('select[aria-label=Category]')).toBeNull();
  });

  it("keeps what the agent is typing when the CRM's send() cannot go out yet", async () => {
    const { api, host, input } = await chatPage({ holdReplies: true });
    typeInto(input, 'Is term cheaper than whole life?');
    parts(host).send!.click();
    await waitFor(() => api.calls('/api/chat/stream').length === 1);
    typeInto(input, 'and for a smoker');
    host.send('Check the build chart too');
    await waitFor(() => input.value.includes('Check the build chart too'));
    expect(input.value).toContain('and for a smoker');
  });
});

describe('signing in', () => {
  it('shows its own login without a user-token, and refuses with the server message', async () => {
    page = await openPage(widgetPage());
    const api = installFakeApi(page.win);
    const script = page.doc.createElement('script');
    script.src = '/mentor-chat.js';
    page.doc.head.append(script);
    await page.win.customElements.whenDefined('mentor-chat');
    const host = page.doc.createElement('mentor-chat');
    host.setAttribute('key', 'mk_login');
    host.setAttribute('mode', 'inline');
    page.doc.body.append(host);
    const email = await waitFor(() => parts(host).inner?.querySelector<HTMLInputElement>('input[type=email]'));
    const password = parts(host).inner!.querySelector<HTMLInputElement>('input[type=password]')!;
    typeInto(email, 'agent@mentor.demo');
    typeInto(password, 'wrong');
    parts(host).inner!.querySelector<HTMLButtonElement>('button[type=submit]')!.click();
    await waitFor(() => parts(host).inner!.textContent!.includes('The e-mail or password is incorrect.'));

    typeInto(password, 'MentorDemo1');
    parts(host).inner!.querySelector<HTMLButtonElement>('button[type=submit]')!.click();
    await waitFor(() => parts(host).input);
    expect(api.calls('/api/embed/login').at(-1)!.headers.get('x-mentor-key')).toBe('mk_login');

    // Signing out forgets the session and the agent's stored thread.
    parts(host).inner!.querySelector<HTMLButtonElement>('[aria-label="Sign out"]')!.click();
    await waitFor(() => parts(host).inner!.querySelector('input[type=email]'));
    expect(Object.keys(page.win.localStorage).filter((k) => k.startsWith('mentor-widget:mk_login'))).toEqual([]);
  });

  it('says plainly why a user-token was refused (no seat left)', async () => {
    const message =
      "All 10 seats of this agency's plan are taken, so you cannot be signed in. Please ask your agency admin to free a seat.";
    page = await openPage(widgetPage());
    installFakeApi(page.win, { refuseTokenLogin: { status: 403, code: 2, message } });
    const script = page.doc.createElement('script');
    script.src = '/mentor-chat.js';
    page.doc.head.append(script);
    await page.win.customElements.whenDefined('mentor-chat');
    const host = page.doc.createElement('mentor-chat');
    host.setAttribute('key', 'mk_seats');
    host.setAttribute('mode', 'inline');
    host.setAttribute('user-token', testUserToken('tenth@crm.example'));
    page.doc.body.append(host);
    await waitFor(() => parts(host).inner?.textContent?.includes(message));
    expect(page.heard.find((e) => e.type === 'mentor-error')!.detail).toEqual({ kind: 'auth', message });
  });
});
