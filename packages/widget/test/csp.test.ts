import { afterEach, describe, expect, it } from 'vitest';
import { installFakeApi, testUserToken } from './fake-api';
import { openPage, parts, typeInto, waitFor, type TestPage } from './page';

let page: TestPage | undefined;
afterEach(() => page?.close());

const NONCE = 'r4nd0mN0nce';
// Nonces for scripts and styles only: no 'unsafe-inline', no 'unsafe-eval'.
const POLICY = `default-src 'self'; script-src 'nonce-${NONCE}'; style-src 'nonce-${NONCE}'; connect-src 'self'; img-src 'self'`;

describe('a page with a strict Content-Security-Policy', () => {
  it('runs the widget with the nonce: every style element carries it and nothing is blocked', async () => {
    page = await openPage(`<!doctype html><html><head>
      <meta http-equiv="Content-Security-Policy" content="${POLICY}">
      </head><body><main>CRM</main></body></html>`);
    const api = installFakeApi(page.win);
    const script = page.doc.createElement('script');
    script.nonce = NONCE;
    script.src = '/mentor-chat.js';
    script.dataset.key = 'mk_csp';
    script.dataset.userToken = testUserToken('csp@crm.example');
    page.doc.body.append(script);

    const host = await waitFor(() => page!.doc.querySelector('mentor-chat'));
    const launcher = await waitFor(() => parts(host).launcher);
    // The loader's style applied (a blocked style element would leave a plain button).
    expect(page.win.getComputedStyle(launcher).borderRadius).toBe('50%');
    launcher.click();
    const input = await waitFor(() => parts(host).input);
    const { inner } = parts(host);
    // goober's sheet applied too: the send button is the widget's square, not a default button.
    expect(page.win.getComputedStyle(parts(host).send!).width).toBe('40px');
    typeInto(input, 'Under CSP?');
    await waitFor(() => !parts(host).send!.disabled);
    parts(host).send!.click();
    await waitFor(() => parts(host).list!.textContent!.includes('Second point'));
    expect(api.calls('/api/chat/stream')).toHaveLength(1);

    const styles = [...host.shadowRoot!.querySelectorAll('style'), ...inner!.querySelectorAll('style')];
    expect(styles.length).toBe(2);
    for (const style of styles) expect(style.nonce).toBe(NONCE);
    expect(page.violations.map((v) => `${v.violatedDirective} ${v.blockedURI}`)).toEqual([]);
  });

  it('draws the inline frame with the nonce: its script and its style carry it, nothing is blocked', async () => {
    page = await openPage(`<!doctype html><html><head>
      <meta http-equiv="Content-Security-Policy" content="${POLICY}">
      </head><body><mentor-chat key="mk_csp_inline" mode="inline"></mentor-chat></body></html>`);
    installFakeApi(page.win);
    // Hold the panel back until the frame is checked: on a fast machine it would replace the frame first.
    const head = page.doc.head;
    const append = head.append.bind(head);
    const held: (Node | string)[] = [];
    head.append = (...nodes: (Node | string)[]) => {
      for (const node of nodes)
        if (node instanceof page!.win.HTMLScriptElement && node.src.includes('mentor-chat-panel')) held.push(node);
        else append(node);
    };
    const script = page.doc.createElement('script');
    script.nonce = NONCE;
    script.src = '/mentor-chat.js';
    page.doc.body.append(script);

    const host = page.doc.querySelector('mentor-chat')!;
    const frame = await waitFor(() => host.shadowRoot?.querySelector<HTMLElement>('.f'));
    // Styled (a blocked style element would leave a default button), and its script had the nonce.
    expect(page.win.getComputedStyle(frame.querySelector('button')!).width).toBe('40px');
    expect(frame.querySelector('style')!.nonce).toBe(NONCE);
    const inlineScript = [...page.doc.scripts].find((s) => s.src.includes('mentor-chat-inline'))!;
    expect(inlineScript.nonce).toBe(NONCE);
    // The panel takes over (its sign-in form), still without a violation.
    await waitFor(() => held.length > 0);
    append(...held.splice(0));
    await waitFor(() => parts(host).inner?.querySelector('input[type=email]'));
    expect(page.violations.map((v) => `${v.violatedDirective} ${v.blockedURI}`)).toEqual([]);
  });

  it('reports a violation when the nonce is missing, proving the policy is enforced', async () => {
    page = await openPage(`<!doctype html><html><head>
      <meta http-equiv="Content-Security-Policy" content="${POLICY}">
      </head><body></body></html>`);
    const script = page.doc.createElement('script');
    script.src = '/mentor-chat.js';
    page.doc.body.append(script);
    await waitFor(() => page!.violations.length > 0);
    expect(page.win.customElements.get('mentor-chat')).toBeUndefined();
  });
});
