import { afterEach, describe, expect, it } from 'vitest';
import { installFakeApi, testUserToken } from './fake-api';
import { openPage, parts, typeInto, waitFor, widgetPage, type TestPage } from './page';

type MentorChat = HTMLElement & {
  open(): void;
  close(): void;
  toggle(): void;
  send(text: string): void;
  setContext(context: Record<string, unknown> | null): void;
  context: Record<string, unknown> | null;
  userToken: string | null;
  isOpen: boolean;
};

let page: TestPage | undefined;
afterEach(() => page?.close());

/** Loads the loader (without data-key: it only defines the element) and waits for the definition. */
async function defineWidget(p: TestPage) {
  const script = p.doc.createElement('script');
  script.src = '/mentor-chat.js';
  p.doc.head.append(script);
  await p.win.customElements.whenDefined('mentor-chat');
}

function createWidget(p: TestPage, attributes: Record<string, string>): MentorChat {
  const element = p.doc.createElement('mentor-chat') as MentorChat;
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  p.doc.body.append(element);
  return element;
}

const signedIn = (host: Element) => waitFor(() => parts(host).input);

describe('<mentor-chat> as an element', () => {
  it('keeps properties set before the element was defined', async () => {
    page = await openPage(widgetPage());
    const api = installFakeApi(page.win);
    const early = page.doc.createElement('mentor-chat') as MentorChat;
    early.setAttribute('key', 'mk_early');
    // One token: it carries an expiry in seconds, so two mints can differ.
    const token = testUserToken('early@crm.example');
    early.userToken = token;
    early.context = { lead: 'Pat Early', age: 61 };
    page.doc.body.append(early);
    await defineWidget(page);

    expect(early.userToken).toBe(token);
    expect(early.getAttribute('user-token')).toBe(token);
    expect(early.context).toEqual({ lead: 'Pat Early', age: 61 });
    early.send('Is she insurable?');
    await waitFor(() => api.calls('/api/chat/stream').length === 1);
    expect(api.calls('/api/embed/token-login')[0]!.body).toEqual({ user_token: token });
    expect(api.calls('/api/chat/stream')[0]!.body).toMatchObject({
      messages: [{ role: 'user', content: 'Is she insurable?' }],
      context: { lead: 'Pat Early', age: 61 },
    });
  });

  it('applies removed attributes: open closes, accent resets, context clears, user-token signs out', async () => {
    page = await openPage(widgetPage());
    const api = installFakeApi(page.win);
    await defineWidget(page);
    const host = createWidget(page, {
      key: 'mk_remove',
      open: 'open',
      accent: 'rgb(0, 128, 0)',
      context: '{"lead":"Lee"}',
      'user-token': testUserToken('lee@crm.example'),
    });
    await signedIn(host);
    expect(host.isOpen).toBe(true);
    expect(page.win.getComputedStyle(parts(host).launcher!).backgroundColor).toBe('rgb(0, 128, 0)');
    expect(host.context).toEqual({ lead: 'Lee' });

    host.removeAttribute('accent');
    expect(page.win.getComputedStyle(parts(host).launcher!).backgroundColor).toBe('rgb(31, 94, 255)');
    host.removeAttribute('context');
    expect(host.context).toBeNull();
    host.send('No context now?');
    await waitFor(() => api.calls('/api/chat/stream').length === 1);
    expect(api.calls('/api/chat/stream')[0]!.body).not.toHaveProperty('context');
    await waitFor(() => parts(host).announcer!.textContent!.startsWith('Mentor: '));

    host.removeAttribute('open');
    expect(host.isOpen).toBe(false);
    expect(parts(host).box.hidden).toBe(true);

    host.removeAttribute('user-token');
    await waitFor(() => parts(host).inner!.querySelector('input[type=email]'));
    expect(api.calls('/api/user/logout')).toHaveLength(1);
    // The next agent at this computer finds nothing of this one's in the hidden live region.
    expect(parts(host).announcer!.textContent).toBe('');
  });

  it('keeps two instances on one page independent', async () => {
    page = await openPage(widgetPage());
    const api = installFakeApi(page.win);
    await defineWidget(page);
    const first = createWidget(page, { key: 'mk_one', 'user-token': testUserToken('one@crm.example') });
    const second = createWidget(page, {
      key: 'mk_two',
      mode: 'inline',
      'user-token': testUserToken('two@crm.example'),
    });
    first.setContext({ lead: 'First lead' });
    second.setContext({ lead: 'Second lead' });

    first.open();
    expect(first.isOpen).toBe(true);
    expect(second.isOpen).toBe(false);
    const [inputOne, inputTwo] = [await signedIn(first), await signedIn(second)];
    typeInto(inputOne, 'only in the first');
    expect(inputTwo.value).toBe('');

    first.send('From the first');
    await waitFor(() => parts(first).list!.textContent!.includes('Second point'));
    second.send('From the second');
    await waitFor(() => parts(second).list!.textContent!.includes('Second point'));
    expect(parts(second).list!.textContent).not.toContain('From the first');

    const streams = api.calls('/api/chat/stream');
    expect(
      streams.map((r) => [r.headers.get('x-mentor-key'), r.headers.get('authorization'), r.body!.context]),
    ).toEqual([
      ['mk_one', 'Bearer token-one@crm.example', { lead: 'First lead' }],
      ['mk_two', 'Bearer token-two@crm.example', { lead: 'Second lead' }],
    ]);
    // Each has the whole of its styles: the replies' log is visually hidden in both.
    for (const host of [first, second]) {
      expect(parts(host).inner!.querySelector('[role=log]')!.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    }
    // Sessions and threads are stored per key (and API origin) and per user.
    // The API is this origin (the test page's iframe has none of its own).
    const keys = Object.keys(page.win.localStorage);
    const scope = (key: string) => `mentor-widget:${key}@${location.origin}:`;
    expect(keys).toContain(`${scope('mk_one')}loginData`);
    expect(keys).toContain(`${scope('mk_two')}loginData`);
    expect(keys).toContain(`${scope('mk_one')}user-one@crm.example:mentor:chat`);
    expect(keys).toContain(`${scope('mk_two')}user-two@crm.example:mentor:chat`);
  });

  it('moves focus into the panel on open and back to the launcher on close; Escape closes', async () => {
    page = await openPage(widgetPage());
    installFakeApi(page.win);
    await defineWidget(page);
    const host = createWidget(page, { key: 'mk_keys', 'user-token': testUserToken('keys@crm.example') });
    const launcher = await waitFor(() => parts(host).launcher);
    launcher.focus();
    launcher.click();
    const input = await signedIn(host);
    await waitFor(() => parts(host).inner!.activeElement === input);
    expect(launcher.getAttribute('aria-expanded')).toBe('true');

    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }));
    expect(host.isOpen).toBe(false);
    expect(host.shadowRoot!.activeElement).toBe(launcher);
    expect(launcher.getAttribute('aria-expanded')).toBe('false');

    host.toggle();
    expect(host.isOpen).toBe(true);
    await waitFor(() => parts(host).inner!.activeElement === input);
    parts(host).inner!.querySelector<HTMLButtonElement>('[aria-label="Close chat"]')!.click();
    expect(host.isOpen).toBe(false);
    expect(host.shadowRoot!.activeElement).toBe(launcher);
    expect(page.heard.map((e) => e.type)).toEqual([
      'mentor-ready',
      'mentor-open',
      'mentor-close',
      'mentor-open',
      'mentor-close',
    ]);
  });

  it('keeps focus in the panel when the thread list closes, so Escape still closes the chat', async () => {
    page = await openPage(widgetPage());
    installFakeApi(page.win);
    await defineWidget(page);
    const host = createWidget(page, { key: 'mk_drawer', 'user-token': testUserToken('drawer@crm.example') });
    (await waitFor(() => parts(host).launcher)).click();
    const input = await signedIn(host);
    await waitFor(() => parts(host).inner!.querySelector('select[aria-label=Category]')?.textContent);
    parts(host).inner!.querySelector<HTMLButtonElement>('[aria-label="Chats in this category"]')!.click();
    const newChat = await waitFor(() =>
      [...parts(host).inner!.querySelectorAll('[aria-label=Chats] button')].find((b) => b.textContent === 'New chat'),
    );
    await waitFor(() => parts(host).inner!.activeElement === newChat);
    newChat.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }));
    await waitFor(() => parts(host).inner!.activeElement === input);
    expect(host.isOpen).toBe(true);
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }));
    expect(host.isOpen).toBe(false);
  });

  it("opens and closes by attribute or from code without taking the page's focus", async () => {
    page = await openPage(widgetPage());
    installFakeApi(page.win);
    await defineWidget(page);
    const field = page.doc.createElement('input');
    page.doc.body.append(field);
    field.focus();
    const host = createWidget(page, { key: 'mk_attr', open: '', 'user-token': testUserToken('attr@crm.example') });
    await signedIn(host);
    expect(host.isOpen).toBe(true);
    expect(page.doc.activeElement).toBe(field);
    host.close();
    expect(host.isOpen).toBe(false);
    expect(page.doc.activeElement).toBe(field);
  });

  it('loads the panel at once in inline mode, with no launcher', async () => {
    page = await openPage(widgetPage());
    installFakeApi(page.win);
    await defineWidget(page);
    const host = createWidget(page, {
      key: 'mk_inline',
      mode: 'inline',
      'user-token': testUserToken('inline@crm.example'),
    });
    await signedIn(host);
    expect(parts(host).launcher).toBeNull();
    expect(host.getBoundingClientRect().height).toBeGreaterThan(400);
  });

  it('survives a move in the DOM (r2wc remounts React; the state lives on)', async () => {
    page = await openPage(widgetPage({ body: '<section id="a"></section><section id="b"></section>' }));
    installFakeApi(page.win);
    await defineWidget(page);
    const host = createWidget(page, {
      key: 'mk_move',
      mode: 'inline',
      'user-token': testUserToken('move@crm.example'),
    });
    page.doc.querySelector('#a')!.append(host);
    const input = await signedIn(host);
    typeInto(input, 'kept while moving');
    host.send('A question before the move');
    await waitFor(() => parts(host).list!.textContent!.includes('Second point'));
    page.doc.querySelector('#b')!.append(host);
    await waitFor(() => parts(host).list!.textContent!.includes('A question before the move'));
    expect(parts(host).input!.value).toBe('kept while moving');
  });
});
