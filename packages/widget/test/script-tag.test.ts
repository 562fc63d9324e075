import { afterEach, describe, expect, it } from 'vitest';
import { installFakeApi, testUserToken } from './fake-api';
import { openPage, parts, typeInto, waitFor, widgetPage, type TestPage } from './page';

// A page that does its worst: resets every element, hides every div, and covers the viewport with
// overlays at the highest z-index.
const HOSTILE_CSS = `<style>
  * { all: unset !important; }
  div { display: none !important; }
  .overlay { display: block !important; position: fixed !important; inset: 0 !important; z-index: 2147483647 !important; background: rgba(0,0,0,.2) !important; }
  p, button, input { display: block; color: rgb(10, 20, 30); font: 13px serif; margin: 7px; }
</style>`;
const HOSTILE_BODY = `<p id="note">Lead record</p><button id="page-button">Save lead</button><input id="page-input" value="x">
  <section class="overlay"></section><span class="overlay"></span>`;

let page: TestPage | undefined;
afterEach(() => page?.close());

/** Computed styles of the page's own elements, to compare before and after the widget runs. */
function pageStyles(doc: Document) {
  return ['html', 'body', '#note', '#page-button', '#page-input', '.overlay'].map((selector) => {
    const style = doc.defaultView!.getComputedStyle(doc.querySelector(selector)!);
    return [
      selector,
      style.display,
      style.color,
      style.font,
      style.margin,
      style.position,
      style.zIndex,
      style.background,
    ].join('|');
  });
}

describe('the script tag on a hostile page', () => {
  it('boots from one script tag, shows the launcher above every overlay, and chats', async () => {
    page = await openPage(widgetPage({ head: HOSTILE_CSS, body: HOSTILE_BODY }));
    const { doc, win } = page;
    const before = {
      styles: pageStyles(doc),
      sheets: doc.styleSheets.length,
      head: doc.head.querySelectorAll('style,link').length,
    };
    const api = installFakeApi(win);

    const script = doc.createElement('script');
    script.src = '/mentor-chat.js';
    script.dataset.key = 'mk_test_key';
    script.dataset.userToken = testUserToken('agent@crm.example', 'Alex Agent');
    doc.body.append(script);

    const host = await waitFor(() => doc.querySelector('mentor-chat'));
    const launcher = await waitFor(() => parts(host).launcher);
    const box = launcher.getBoundingClientRect();
    expect(box.width).toBe(56);
    expect(box.height).toBe(56);
    // Top layer: the launcher, not an overlay, is what a click at its centre reaches.
    expect(doc.elementFromPoint(box.x + 28, box.y + 28)).toBe(host);

    launcher.click();
    const input = await waitFor(() => parts(host).input);
    await waitFor(() => parts(host).inner!.activeElement === input);
    typeInto(input, 'What does a BMI of 31 mean?');
    await waitFor(() => !parts(host).send!.disabled);
    parts(host).send!.click();
    await waitFor(() => parts(host).list!.textContent!.includes('Second point'));
    expect(api.calls('/api/chat/stream')[0]!.headers.get('x-mentor-key')).toBe('mk_test_key');

    // The widget's styles stayed in its shadow roots: nothing on the page changed.
    expect(pageStyles(doc)).toEqual(before.styles);
    expect(doc.styleSheets.length).toBe(before.sheets);
    expect(doc.head.querySelectorAll('style,link').length).toBe(before.head);

    const types = page.heard.map((event) => event.type);
    expect(types).toEqual(['mentor-ready', 'mentor-open', 'mentor-message', 'mentor-message']);
    expect(page.heard[2]!.detail).toEqual({ role: 'user', content: 'What does a BMI of 31 mean?' });
    expect(page.heard[3]!.detail).toMatchObject({ role: 'assistant' });
    expect((page.heard[3]!.detail as { content: string }).content).toContain('Second point');
    expect(page.heard.every((event) => event.target === host)).toBe(true);
  });

  it('passes the script tag’s data attributes to the element, and its origin as the API', async () => {
    page = await openPage(widgetPage());
    installFakeApi(page.win);
    const script = page.doc.createElement('script');
    script.src = '/mentor-chat.js';
    script.dataset.key = 'mk_attrs';
    script.dataset.theme = 'dark';
    script.dataset.accent = 'rgb(200, 0, 100)';
    page.doc.body.append(script);
    const host = await waitFor(() => page!.doc.querySelector('mentor-chat'));
    expect(host.getAttribute('key')).toBe('mk_attrs');
    expect(host.getAttribute('theme')).toBe('dark');
    const launcher = await waitFor(() => parts(host).launcher);
    expect(page.win.getComputedStyle(launcher).backgroundColor).toBe('rgb(200, 0, 100)');
    (host as HTMLElement & { open(): void }).open();
    const panel = await waitFor(() => parts(host).panel);
    expect(panel.getAttribute('api')).toBe(location.origin);
  });
});

describe('loading the chat panel', () => {
  it('loads nothing before the agent turns to the launcher, and starts on pointer-over or focus', async () => {
    page = await openPage(widgetPage());
    const { doc, win } = page;
    installFakeApi(win);
    const script = doc.createElement('script');
    script.src = '/mentor-chat.js';
    script.dataset.key = 'mk_intent';
    doc.body.append(script);
    const host = await waitFor(() => doc.querySelector('mentor-chat'));
    const launcher = await waitFor(() => parts(host).launcher);
    const panelScripts = () => [...doc.querySelectorAll('script')].filter((s) => s.src.includes('mentor-chat-panel'));

    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(panelScripts()).toHaveLength(0);
    expect(win.customElements.get('mentor-chat-panel')).toBeUndefined();

    launcher.dispatchEvent(new PointerEvent('pointerenter'));
    await waitFor(() => win.customElements.get('mentor-chat-panel'));
    expect(panelScripts()).toHaveLength(1);
    // Loaded, not opened: the chat opens only on the click.
    expect(host.hasAttribute('open')).toBe(false);
    launcher.dispatchEvent(new FocusEvent('focus'));
    expect(panelScripts()).toHaveLength(1);
  });
});
