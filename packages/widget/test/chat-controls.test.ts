import { afterEach, describe, expect, it } from 'vitest';
import { installFakeApi, testUserToken, type FakeApi, type FakeApiOptions } from './fake-api';
import { openPage, parts, typeInto, waitFor, widgetPage, type TestPage } from './page';

let page: TestPage | undefined;
afterEach(() => page?.close());

type MentorChat = HTMLElement & {
  send(text: string): void;
  setContext(context: Record<string, unknown> | null): void;
  close(): void;
};

const MARIA = {
  lead_id: 'L-1042',
  name: 'Maria Gonzalez',
  age: 58,
  state: 'TX',
  medications: ['Metformin'],
  product_interest: 'Term life, 20 years',
  notes: 'Type 2 diabetes, A1C 6.8.',
};
const JAMES = { lead_id: 'L-1043', name: 'James Whitaker', age: 44, state: 'FL', tobacco: true };

// The documented stub: calls made before the script has loaded wait in MentorChat.q.
const STUB = `<script>window.MentorChat = window.MentorChat || function () { (MentorChat.q = MentorChat.q || []).push(arguments); };</script>`;

/** Adds the loader by script tag (a bubble signed in with a user-token), as a CRM page does. */
function addScript(p: TestPage, data: Record<string, string> = {}) {
  const script = p.doc.createElement('script');
  script.src = '/mentor-chat.js';
  script.dataset.key = 'mk_controls';
  script.dataset.userToken = testUserToken('controls@crm.example');
  Object.assign(script.dataset, data);
  p.doc.body.append(script);
}

/** An inline widget, signed in, a category chosen, with `context` in view. */
async function inlineChat(options: FakeApiOptions = {}, context: Record<string, unknown> | null = MARIA) {
  page = await openPage(widgetPage());
  const api = installFakeApi(page.win, options);
  const script = page.doc.createElement('script');
  script.src = '/mentor-chat.js';
  page.doc.head.append(script);
  await page.win.customElements.whenDefined('mentor-chat');
  const host = page.doc.createElement('mentor-chat') as MentorChat;
  for (const [name, value] of Object.entries({
    key: 'mk_controls',
    mode: 'inline',
    'user-token': testUserToken('controls@crm.example'),
  }))
    host.setAttribute(name, value);
  if (context) host.setContext(context);
  page.doc.body.append(host);
  const input = await waitFor(() => parts(host).input);
  const inner = parts(host).inner!;
  await waitFor(() => inner.querySelector<HTMLSelectElement>('select[aria-label=Category]')?.value);
  return { api, host, input, inner, win: page.win };
}

const button = (root: ParentNode, label: string) =>
  waitFor(() =>
    [...root.querySelectorAll<HTMLButtonElement>('button')].find(
      (b) => (b.getAttribute('aria-label') ?? b.textContent) === label,
    ),
  );

async function sendAndWait(host: MentorChat, text: string) {
  host.send(text);
  await waitFor(() => parts(host).inner!.querySelector('[aria-label="Reply actions"]'));
  await waitFor(() => !parts(host).list!.querySelector('[role=img][aria-label="Mentor is typing"]'));
}

describe('the command queue on the script tag', () => {
  it('applies setContext and send made before the script loaded, and the first answer has the lead', async () => {
    page = await openPage(widgetPage({ head: STUB }));
    const win = page.win as unknown as { MentorChat: (...args: unknown[]) => void };
    win.MentorChat('setContext', MARIA);
    win.MentorChat('send', 'Is she insurable for term?');
    win.MentorChat('remove'); // not a command: ignored
    const api = installFakeApi(page.win);
    addScript(page);
    const host = await waitFor(() => page!.doc.querySelector('mentor-chat') as MentorChat | null);
    await waitFor(() => api.calls('/api/chat/stream').length === 1);
    expect(api.calls('/api/chat/stream')[0]!.body).toMatchObject({
      messages: [{ role: 'user', content: 'Is she insurable for term?' }],
      context: MARIA,
    });
    await waitFor(() => parts(host).list?.textContent?.includes('Second point'));
    expect(host.isConnected).toBe(true);
    // After the script has loaded, the same function reaches the element at once.
    win.MentorChat('setContext', JAMES);
    await waitFor(() => parts(host).inner!.textContent!.includes('James Whitaker · 44 · FL'));
  });

  it('keeps calls made while no widget is on the page until one connects', async () => {
    page = await openPage(widgetPage());
    installFakeApi(page.win);
    const win = page.win as unknown as { MentorChat?: (...args: unknown[]) => void };
    addScript(page);
    await page.win.customElements.whenDefined('mentor-chat');
    const host = page.doc.querySelector('mentor-chat')!;
    host.remove();
    win.MentorChat!('setContext', JAMES);
    win.MentorChat!('open');
    page.doc.body.append(host);
    await waitFor(() => parts(host).inner?.textContent?.includes('James Whitaker · 44 · FL'));
    expect((host as MentorChat & { isOpen: boolean }).isOpen).toBe(true);
  });
});

describe('the record in view', () => {
  it('shows a chip with name, age and state, and suggests questions written from the record', async () => {
    const { inner } = await inlineChat();
    const chip = await waitFor(() => inner.querySelector('[title="The CRM record Mentor sees"]'));
    expect(chip.textContent).toBe('Record in view: Maria Gonzalez · 58 · TX');
    expect(inner.querySelector('h3')!.textContent).toBe('How can I help with Maria Gonzalez?');
    expect(inner.textContent).toContain('Is Maria insurable for 20-year term with diabetes?');
  });

  it('offers a new thread for the record the CRM switched to, and keeps the thread when asked', async () => {
    const { api, host, inner } = await inlineChat();
    await sendAndWait(host, 'Is she insurable?');
    host.setContext(JAMES);
    const offer = await waitFor(() => inner.querySelector('[role=status] button')?.closest('[role=status]'));
    expect(offer!.textContent).toContain('This chat is about Maria Gonzalez. You now have James Whitaker open.');
    (await button(offer!, 'Keep this chat')).click();
    await waitFor(() => !inner.textContent!.includes('You now have James Whitaker open'));
    host.setContext(MARIA);
    host.setContext({ ...JAMES, lead_id: 'L-2000', name: 'Evelyn Brooks' });
    (await button(inner, 'New chat about Evelyn')).click();
    await waitFor(() => inner.querySelector('h3')?.textContent === 'How can I help with Evelyn Brooks?');
    expect(parts(host).list!.textContent).toBe('');
    await sendAndWait(host, 'And her?');
    expect(api.calls('/api/chat/stream').at(-1)!.body).toMatchObject({ chat_head_id: null });
  });
});

describe('controls under a reply', () => {
  it('copies a reply as plain text with its links', async () => {
    const { host, inner, win } = await inlineChat({
      replyText: '**Standard** is likely. See [the guide](https://example.com/g.pdf).',
    });
    const copied: string[] = [];
    Object.defineProperty(win.navigator, 'clipboard', {
      configurable: true,
      value: { writeText: async (text: string) => void copied.push(text) },
    });
    await sendAndWait(host, 'What class?');
    (await button(inner, 'Copy reply')).click();
    await waitFor(() => copied.length === 1);
    expect(copied[0]).toBe('Standard is likely. See the guide (https://example.com/g.pdf).');
    await waitFor(() => inner.querySelector('[aria-label="Reply actions"] [role=status]')?.textContent === 'Copied.');
  });

  it('regenerates a reply with the record in view now, announces and emits it', async () => {
    const { api, host, inner } = await inlineChat();
    await sendAndWait(host, 'Is she insurable?');
    host.setContext({ ...MARIA, notes: 'A1C now 6.1.' });
    (await button(inner, 'Regenerate reply')).click();
    await waitFor(() =>
      parts(host).list!.textContent!.includes('A fresh answer to "Is she insurable?" for the record in view.'),
    );
    expect(api.calls('/api/chat/regenerate')[0]!.body).toMatchObject({ context: { notes: 'A1C now 6.1.' } });
    expect(parts(host).announcer!.textContent).toContain('Mentor: A fresh answer');
    const replies = page!.heard.filter(
      (e) => e.type === 'mentor-message' && (e.detail as { role: string }).role === 'assistant',
    );
    expect(replies).toHaveLength(2);
  });

  it('keeps a thumb down with a note, and takes the verdict back when pressed again', async () => {
    const { api, host, inner } = await inlineChat();
    await sendAndWait(host, 'Is she insurable?');
    const down = await button(inner, 'Bad reply');
    down.click();
    await waitFor(() => api.calls('/api/chat/feedback').length === 1);
    expect(api.calls('/api/chat/feedback')[0]!.body).toMatchObject({ rating: 'down', note: null });
    await waitFor(() => down.getAttribute('aria-pressed') === 'true');
    const note = await waitFor(() => inner.querySelector<HTMLTextAreaElement>('form textarea[maxlength="1000"]'));
    typeInto(note, 'She is on insulin now.');
    (await button(inner, 'Send note')).click();
    await waitFor(() => api.calls('/api/chat/feedback').length === 2);
    expect(api.calls('/api/chat/feedback')[1]!.body).toMatchObject({ rating: 'down', note: 'She is on insulin now.' });
    await waitFor(() => !inner.querySelector('form textarea[maxlength="1000"]'));
    (await button(inner, 'Bad reply')).click();
    await waitFor(() => api.calls('/api/chat/feedback').length === 3);
    expect(api.calls('/api/chat/feedback')[2]!.body).toMatchObject({ rating: null });
    await waitFor(() => inner.querySelector('[aria-label="Bad reply"]')!.getAttribute('aria-pressed') === 'false');
  });
});

async function openThreads(inner: ShadowRoot) {
  (await button(inner, 'Chats in this category')).click();
  return waitFor(() => inner.querySelector<HTMLElement>('[role=group][aria-label=Chats]'));
}

describe('the thread list', () => {
  it('renames a thread, and deletes one only after a confirmation', async () => {
    const { api, host, inner } = await inlineChat();
    await sendAndWait(host, 'A very long question about Maria that goes on and on past the width of the panel');
    const list = await openThreads(inner);
    const row = await waitFor(() => list.querySelector<HTMLButtonElement>('li button[title]'));
    // Long titles end with an ellipsis on screen, and show whole on hover.
    expect(row.title).toBe('A very long question about Maria that goes on and on past th');
    expect(getComputedStyle(row.querySelector('span')!).textOverflow).toBe('ellipsis');
    expect(row.textContent).toContain('Maria Gonzalez');

    (await button(list, `Rename “${row.title}”`)).click();
    const field = await waitFor(() => list.querySelector<HTMLInputElement>('input[aria-label="Chat title"]'));
    typeInto(field, 'Maria: term with diabetes');
    (await button(list, 'Save')).click();
    await waitFor(() => list.querySelector('li button[title="Maria: term with diabetes"]'));
    expect(api.calls('/api/chat-head/rename-chat-head')[0]!.body).toMatchObject({ title: 'Maria: term with diabetes' });

    (await button(list, 'Delete “Maria: term with diabetes”')).click();
    expect(api.calls('/api/chat-head/delete-chat-head')).toHaveLength(0);
    (await button(list, 'Cancel')).click();
    (await button(list, 'Delete “Maria: term with diabetes”')).click();
    (await button(list, 'Delete')).click();
    await waitFor(() => list.textContent!.includes('No chats in this category yet.'));
    expect(api.calls('/api/chat-head/delete-chat-head')).toHaveLength(1);
    // The open thread went with it: a new chat.
    await waitFor(() => parts(host).list!.textContent === '');
  });

  it('searches titles and what was said, and opens what it finds', async () => {
    const { api, host, inner } = await inlineChat();
    await sendAndWait(host, 'How is sleep apnea rated?');
    (await button(inner, 'New chat')).click();
    await waitFor(() => parts(host).list!.textContent === '');
    const list = await openThreads(inner);
    const search = list.querySelector<HTMLInputElement>('input[type=search]')!;
    typeInto(search, 'second point');
    await waitFor(() => list.querySelector('[role=status]')?.textContent === '1 chat found');
    expect(api.calls('/api/chat-head/search-chat-heads')[0]!.query.get('q')).toBe('second point');
    list.querySelector<HTMLButtonElement>('li button')!.click();
    await waitFor(() => parts(host).list!.textContent!.includes('How is sleep apnea rated?'));
  });
});

describe('the host contract', () => {
  it('says a key refused on this page when the panel opens, and asks for no password', async () => {
    page = await openPage(widgetPage());
    const refusal =
      "This website (https://crm.example) is not allowed to use this Mentor widget. Please ask your agency admin to add it to the key's allowed origins.";
    installFakeApi(page.win, { refuseKey: refusal });
    addScript(page, { userToken: '' });
    const host = (await waitFor(() => page!.doc.querySelector('mentor-chat'))) as MentorChat & { open(): void };
    host.removeAttribute('user-token');
    host.open();
    const alert = await waitFor(() => parts(host).inner?.querySelector('[role=alert]'));
    expect(alert.textContent).toBe(refusal);
    expect(parts(host).inner!.querySelector('input[type=password]')).toBeNull();
    await waitFor(() => page!.heard.some((e) => e.type === 'mentor-error'));
    expect(page.heard.find((e) => e.type === 'mentor-error')!.detail).toEqual({ kind: 'auth', message: refusal });
  });

  it('adds no landmarks to the host page', async () => {
    const { host, inner } = await inlineChat();
    await sendAndWait(host, 'Is she insurable?');
    await openThreads(inner);
    const landmarks = inner.querySelectorAll(
      'header, footer, nav, main, aside, form[aria-label], section[aria-label], [role=region], [role=banner], [role=navigation], [role=main], [role=complementary], [role=contentinfo], [role=search]',
    );
    expect([...landmarks].map((element) => element.outerHTML.slice(0, 60))).toEqual([]);
  });

  it('announces replies as plain text: no markdown, no addresses', async () => {
    const { host } = await inlineChat({
      replyText: '**Likely Standard.**\n- Sources: [CDC](https://www.cdc.gov/a) and https://www.nih.gov/b.pdf',
    });
    await sendAndWait(host, 'What class?');
    const said = await waitFor(() => parts(host).announcer!.textContent);
    expect(said).toBe('Mentor: Likely Standard.\nSources: CDC and nih.gov (PDF)');
  });

  it('stops a long reply at its start, not its end', async () => {
    const long = Array.from({ length: 80 }, (_, i) => `Line ${i + 1} of a long answer.`).join('\n\n');
    const { host } = await inlineChat({ replyText: long });
    await sendAndWait(host, 'Tell me everything.');
    const list = parts(host).list!;
    const rows = list.querySelectorAll<HTMLElement>('[data-key]');
    const reply = rows[rows.length - 1]!;
    await waitFor(() => Math.abs(list.scrollTop - (reply.offsetTop - 8)) <= 1);
    expect(list.scrollTop).toBeLessThan(list.scrollHeight - list.clientHeight - 100);
    // Read to the end and judged there: the list stays where the agent is.
    list.scrollTop = list.scrollHeight;
    list.dispatchEvent(new Event('scroll'));
    const bottom = list.scrollTop;
    (await button(parts(host).inner!, 'Good reply')).click();
    await waitFor(() => parts(host).inner!.querySelector('[aria-label="Good reply"][aria-pressed=true]'));
    await waitFor(() => parts(host).inner!.querySelector('form textarea'));
    expect(list.scrollTop).toBeGreaterThanOrEqual(bottom);
  });

  it('brings the next question and the start of its reply into view after the agent scrolled up', async () => {
    const long = Array.from({ length: 80 }, (_, i) => `Line ${i + 1} of a long answer.`).join('\n\n');
    const { host } = await inlineChat({ replyText: long });
    await sendAndWait(host, 'Tell me everything.');
    const list = parts(host).list!;
    await sendAndWait(host, 'And the rest?');
    const rows = () => list.querySelectorAll<HTMLElement>('[data-key]');
    await waitFor(() => rows().length === 4);
    const second = rows()[3]!;
    await waitFor(() => Math.abs(list.scrollTop - (second.offsetTop - 8)) <= 1);
  });

  it('emits the five events on document from every send path', async () => {
    page = await openPage(widgetPage({ head: STUB }));
    const win = page.win as unknown as { MentorChat: (...args: unknown[]) => void };
    win.MentorChat('send', 'From the queue');
    const api: FakeApi = installFakeApi(page.win);
    addScript(page);
    const host = (await waitFor(() => page!.doc.querySelector('mentor-chat'))) as MentorChat;
    const replies = () =>
      page!.heard.filter((e) => e.type === 'mentor-message' && (e.detail as { role: string }).role === 'assistant')
        .length;
    await waitFor(() => replies() === 1);

    // Typed into the composer.
    const input = parts(host).input!;
    typeInto(input, 'Typed by the agent');
    await waitFor(() => !parts(host).send!.disabled);
    parts(host).send!.click();
    await waitFor(() => replies() === 2);
    // The element's send().
    host.send('From send()');
    await waitFor(() => replies() === 3);
    // Regenerate.
    const inner = parts(host).inner!;
    const regenerate = [...inner.querySelectorAll<HTMLButtonElement>('[aria-label="Regenerate reply"]')].at(-1)!;
    await waitFor(() => !regenerate.disabled);
    regenerate.click();
    await waitFor(() => replies() === 4);
    // A failed reply (mentor-error), then Retry.
    api.options.refuseSend = 'assistant_failed';
    host.send('This one fails first');
    const retry = await button(inner, 'Retry');
    api.options.refuseSend = null;
    retry.click();
    await waitFor(() => replies() === 5);
    // Sent offline: it goes out from the outbox when the connection is back.
    api.options.offline = true;
    page.win.dispatchEvent(new Event('offline'));
    host.send('Sent while offline');
    await waitFor(() => inner.textContent!.includes('Waiting for the connection…'));
    api.options.offline = false;
    page.win.dispatchEvent(new Event('online'));
    await waitFor(() => replies() === 6);
    host.close();

    const types = new Set(page.heard.map((e) => e.type));
    expect([...types].sort()).toEqual([
      'mentor-close',
      'mentor-error',
      'mentor-message',
      'mentor-open',
      'mentor-ready',
    ]);
    expect(page.heard.every((e) => e.target === host)).toBe(true);
    const sent = page.heard
      .filter((e) => e.type === 'mentor-message' && (e.detail as { role: string }).role === 'user')
      .map((e) => (e.detail as { content: string }).content);
    expect(sent).toEqual([
      'From the queue',
      'Typed by the agent',
      'From send()',
      'This one fails first',
      'Sent while offline',
    ]);
  });
});
