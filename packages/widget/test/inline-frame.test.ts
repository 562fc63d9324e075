import { afterEach, describe, expect, inject, it } from 'vitest';
import { page as browser } from 'vitest/browser';
import { installFakeApi, testUserToken, type FakeApiOptions } from './fake-api';
import { openPage, parts, typeInto, waitFor, widgetPage, type TestPage } from './page';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Save screenshots in test/screenshots/ for a person to look at (SHOTS=1). */
    screenshots: boolean;
  }
}

let page: TestPage | undefined;
afterEach(() => page?.close());

/** The file name of a script the loader adds to the head (`mentor-chat-inline-…`); '' for anything else. */
const scriptName = (node: Node | string): string =>
  typeof node === 'string' ? '' : ((node as HTMLScriptElement).src?.split('/').pop() ?? '');

/**
 * Holds back the panel bundle: the loader adds it as a script to the head, and the script waits
 * here until `release()`. The panel is then provably not there while the frame is checked.
 */
function holdPanelBundle(p: TestPage) {
  const head = p.doc.head;
  const append = head.append.bind(head);
  const held: Node[] = [];
  const added: string[] = [];
  head.append = (...nodes: (Node | string)[]) => {
    for (const node of nodes) {
      added.push(scriptName(node));
      if (typeof node !== 'string' && scriptName(node).startsWith('mentor-chat-panel')) held.push(node);
      else append(node);
    }
  };
  return {
    /** The loader asked for the panel (the element came into view). */
    requested: () => held.length > 0,
    release: () => append(...held.splice(0)),
    /** The scripts the loader asked for, in order. */
    added,
  };
}

/** Loads the loader by script tag and places a `<mentor-chat>` with these attributes. */
async function placeWidget(p: TestPage, attributes: Record<string, string>) {
  const script = p.doc.createElement('script');
  script.src = '/mentor-chat.js';
  p.doc.head.append(script);
  await p.win.customElements.whenDefined('mentor-chat');
  const host = p.doc.createElement('mentor-chat');
  for (const [name, value] of Object.entries(attributes)) host.setAttribute(name, value);
  p.doc.body.append(host);
  return host;
}

/** An inline widget whose panel bundle is held back; the sign-in waits too unless told otherwise. */
async function inlineWithHeldPanel(
  size = { width: 1024, height: 768 },
  options: FakeApiOptions = {},
  attributes: Record<string, string> = {},
) {
  // The tester's own frame as large as the page, so a screenshot shows all of it.
  await browser.viewport(size.width, size.height);
  page = await openPage(widgetPage(), size);
  const api = installFakeApi(page.win, { holdTokenLogin: true, ...options });
  const bundle = holdPanelBundle(page);
  const host = await placeWidget(page, {
    key: 'mk_inline_frame',
    mode: 'inline',
    'user-token': testUserToken('frame@crm.example'),
    ...attributes,
  });
  await waitFor(bundle.requested);
  /** Lets the held sign-in finish once the panel has asked for it. */
  const signIn = async () => {
    await waitFor(() => api.calls('/api/embed/token-login').length > 0);
    api.release();
  };
  return { p: page, api, bundle, host, signIn };
}

/** Resolves after the page has rendered a frame (the next frame's callbacks run after a paint). */
const afterPaint = (p: TestPage) =>
  new Promise((resolve) => p.win.requestAnimationFrame(() => p.win.requestAnimationFrame(resolve)));

/** The loader's frame: its title, input and send button, and where they sit. */
function frame(host: Element) {
  const box = parts(host).box;
  const input = box.querySelector('textarea');
  return { box, input, title: box.querySelector('h2'), send: box.querySelector('button') };
}

const rounded = ({ x, y, width, height }: DOMRect) => ({
  x: Math.round(x),
  y: Math.round(y),
  width: Math.round(width),
  height: Math.round(height),
});
const rect = (element: Element) => rounded(element.getBoundingClientRect());
/** Where an element's text is drawn (the frame's title is a block, the panel's a flex item). */
function textRect(element: Element) {
  const range = element.ownerDocument.createRange();
  range.selectNodeContents(element);
  return rounded(range.getBoundingClientRect());
}

async function shoot(p: TestPage, name: string) {
  if (!inject('screenshots')) return;
  await afterPaint(p);
  await browser.screenshot({ element: p.doc.defaultView!.frameElement!, path: `screenshots/${name}.png` });
}

describe('inline mode before the panel arrives', () => {
  it('paints the frame and the input at once, where the panel draws them', async () => {
    const { p, bundle, host, signIn } = await inlineWithHeldPanel();
    // The frame's script first, then the panel's (which its script asks for, the chat being in view).
    const fetched = bundle.added.filter((name) => name.startsWith('mentor-chat-'));
    expect(fetched.map((name) => name.replace(/-\w+\.js$/, ''))).toEqual(['mentor-chat-inline', 'mentor-chat-panel']);
    await afterPaint(p);
    // The panel's code has not run: no panel element, no React, yet the chat is on screen.
    expect(p.win.customElements.get('mentor-chat-panel')).toBeUndefined();
    expect(parts(host).panel).toBeNull();
    const early = frame(host);
    expect(early.title!.textContent).toBe('Mentor');
    expect(early.input!.placeholder).toBe('Ask Mentor about this lead…');
    expect(early.input!.getAttribute('aria-label')).toBe('Message Mentor');
    expect(rect(early.input!).height).toBeGreaterThan(30);
    expect(p.win.getComputedStyle(early.send!).width).toBe('40px');
    expect(host.getBoundingClientRect().height).toBeGreaterThan(400);
    const before = {
      title: textRect(early.title!),
      headerBottom: rect(early.title!).y + rect(early.title!).height,
      input: rect(early.input!),
      send: rect(early.send!),
    };
    await shoot(p, 'inline-desktop-1-frame');

    bundle.release();
    const input = await waitFor(() => parts(host).input);
    // Still signing in (held), as the frame showed: the panel's title and input sit where the frame's did.
    const { inner } = parts(host);
    const title = inner!.querySelector('h2')!;
    expect(textRect(title)).toEqual(before.title);
    expect(rect(title.parentElement!).y + rect(title.parentElement!).height).toBe(before.headerBottom);
    expect(rect(input)).toEqual(before.input);
    expect(rect(parts(host).send!)).toEqual(before.send);
    await shoot(p, 'inline-desktop-2-panel-signing-in');
    await signIn();
    await waitFor(() => inner!.querySelector('[aria-label=Suggestions]'));
    await shoot(p, 'inline-desktop-3-panel-ready');
  });

  it('takes the dark theme as the panel does', async () => {
    const { p, bundle, host } = await inlineWithHeldPanel(undefined, {}, { theme: 'dark' });
    const colours = (input: HTMLTextAreaElement, border: Element) => {
      const style = p.win.getComputedStyle(input);
      return [style.color, style.backgroundColor, p.win.getComputedStyle(border).borderTopColor];
    };
    const early = frame(host);
    const before = colours(early.input!, early.input!.parentElement!);
    expect(before[1]).toBe('rgb(22, 26, 34)');
    await shoot(p, 'inline-dark-1-frame');
    bundle.release();
    const input = await waitFor(() => parts(host).input);
    expect(colours(input, input.parentElement!)).toEqual(before);
    await shoot(p, 'inline-dark-2-panel-signing-in');
  });

  it('carries what was typed early, and the focus, into the panel', async () => {
    const { p, api, bundle, host, signIn } = await inlineWithHeldPanel();
    const early = frame(host).input!;
    early.focus();
    typeInto(early, 'Can a 52-year-old on metformin get preferred?');
    expect(host.shadowRoot!.activeElement).toBe(early);

    bundle.release();
    const input = await waitFor(() => parts(host).input);
    expect(input.value).toBe('Can a 52-year-old on metformin get preferred?');
    expect(parts(host).inner!.activeElement).toBe(input);
    expect(p.doc.activeElement).toBe(host);
    // Once signed in it is still there, and it sends as typed.
    await signIn();
    await waitFor(() => !parts(host).send!.disabled);
    expect(input.value).toBe('Can a 52-year-old on metformin get preferred?');
    parts(host).send!.click();
    await waitFor(() => api.calls('/api/chat/stream').length === 1);
    expect(api.calls('/api/chat/stream')[0]!.body).toMatchObject({
      messages: [{ role: 'user', content: 'Can a 52-year-old on metformin get preferred?' }],
    });
  });

  it('sends what is entered early once the chat is ready', async () => {
    const { api, bundle, host, signIn } = await inlineWithHeldPanel();
    const early = frame(host).input!;
    early.focus();
    typeInto(early, 'Is a BMI of 31 standard?');
    early.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
    expect(early.value).toBe('');

    bundle.release();
    await signIn();
    await waitFor(() => api.calls('/api/chat/stream').length === 1);
    expect(api.calls('/api/chat/stream')[0]!.body).toMatchObject({
      messages: [{ role: 'user', content: 'Is a BMI of 31 standard?' }],
    });
    await waitFor(() => parts(host).list!.textContent!.includes('Is a BMI of 31 standard?'));
  });

  it('fits a phone-sized screen, before and after the panel takes over', async () => {
    const { p, bundle, host, signIn } = await inlineWithHeldPanel({ width: 390, height: 844 });
    await afterPaint(p);
    const early = frame(host);
    const box = rect(early.box);
    expect(box.width).toBeLessThanOrEqual(390);
    // The input and send button sit side by side inside the frame, nothing cut off.
    expect(rect(early.send!).x + rect(early.send!).width).toBeLessThanOrEqual(box.x + box.width);
    expect(rect(early.input!).width).toBeGreaterThan(250);
    typeInto(early.input!, 'Term or whole life for a 30-year-old?');
    const before = rect(early.input!);
    await shoot(p, 'inline-phone-1-frame');

    bundle.release();
    const input = await waitFor(() => parts(host).input);
    expect(input.value).toBe('Term or whole life for a 30-year-old?');
    expect(rect(input)).toEqual(before);
    await shoot(p, 'inline-phone-2-panel-signing-in');
    await signIn();
    await waitFor(() => parts(host).inner!.querySelector('[aria-label=Suggestions]'));
    await shoot(p, 'inline-phone-3-panel-ready');
  });
});

describe('loading the panel', () => {
  it('waits until an inline chat further down the page comes into view', async () => {
    page = await openPage(widgetPage({ body: '<div style="height:3000px">CRM record</div>' }));
    installFakeApi(page.win);
    const bundle = holdPanelBundle(page);
    const host = await placeWidget(page, { key: 'mk_below', mode: 'inline' });
    // Drawn, but out of view: two frames later (observers report after a frame) nothing was asked.
    await afterPaint(page);
    await afterPaint(page);
    expect(frame(host).input).not.toBeNull();
    expect(bundle.requested()).toBe(false);
    host.scrollIntoView();
    await waitFor(bundle.requested);
  });

  it.each([
    ['fails to load', 'http://127.0.0.1:9/mentor-chat-inline.js'],
    ['is answered by another script', 'data:text/javascript,0'],
  ])('loads the panel at once when the frame script %s', async (_, failed) => {
    page = await openPage(widgetPage());
    installFakeApi(page.win);
    // The inline script cannot be had: once it fails to load, once something else answers for it.
    const head = page.doc.head;
    const append = head.append.bind(head);
    head.append = (...nodes: (Node | string)[]) => {
      for (const node of nodes)
        if (scriptName(node).startsWith('mentor-chat-inline')) (node as HTMLScriptElement).src = failed;
      append(...nodes);
    };
    const host = await placeWidget(page, { key: 'mk_no_frame', mode: 'inline' });
    await waitFor(() => parts(host).inner?.querySelector('input[type=email]'));
    expect(frame(host).title).toBeNull();
  });

  it('starts loading the bubble chat when the pointer reaches the launcher', async () => {
    page = await openPage(widgetPage());
    installFakeApi(page.win);
    const bundle = holdPanelBundle(page);
    const script = page.doc.createElement('script');
    script.src = '/mentor-chat.js';
    script.dataset.key = 'mk_hover';
    page.doc.head.append(script);
    const host = await waitFor(() => page!.doc.querySelector('mentor-chat'));
    const launcher = await waitFor(() => parts(host).launcher);
    await afterPaint(page);
    expect(bundle.requested()).toBe(false);
    launcher.dispatchEvent(new PointerEvent('pointerenter'));
    await waitFor(bundle.requested);
  });
});

describe('a page with only the bubble', () => {
  it('never asks for the inline frame, before or after the chat opens', async () => {
    page = await openPage(widgetPage());
    installFakeApi(page.win);
    const script = page.doc.createElement('script');
    script.src = '/mentor-chat.js';
    script.dataset.key = 'mk_bubble_only';
    script.dataset.userToken = testUserToken('bubble@crm.example');
    page.doc.head.append(script);
    const host = await waitFor(() => page!.doc.querySelector('mentor-chat'));
    const launcher = await waitFor(() => parts(host).launcher);
    launcher.click();
    await waitFor(() => parts(host).inner?.querySelector('[aria-label=Suggestions]'));
    const requested = page.win.performance.getEntriesByType('resource').map((entry) => entry.name);
    // The loader and the panel were fetched (so the list is complete), the frame never.
    expect(requested.some((name) => name.endsWith('/mentor-chat.js'))).toBe(true);
    expect(requested.some((name) => name.includes('/mentor-chat-panel-'))).toBe(true);
    expect(requested.filter((name) => name.includes('mentor-chat-inline'))).toEqual([]);
    expect([...page.doc.scripts].filter((s) => s.src.includes('mentor-chat-inline'))).toEqual([]);
  });
});
