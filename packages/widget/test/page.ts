// Test pages: each test gets a fresh document in an iframe (its own custom-element registry, its own
// CSP), loading the built widget from dist/ (served at /) exactly as a CRM page does.

export interface TestPage {
  win: Window & typeof globalThis;
  doc: Document;
  /** Events of these types heard by a listener on `document`, in order. */
  heard: { type: string; detail: unknown; target: EventTarget | null }[];
  /** CSP violations reported in the page. */
  violations: SecurityPolicyViolationEvent[];
  close(): void;
}

export const WIDGET_EVENTS = ['mentor-ready', 'mentor-open', 'mentor-close', 'mentor-message', 'mentor-error'];

/** Opens `html` (a whole document) in a same-origin iframe and waits for it to load. */
export async function openPage(html: string, { width = 1024, height = 768 } = {}): Promise<TestPage> {
  // Test pages share this origin's storage: each starts without the sessions and threads of the last.
  localStorage.clear();
  const iframe = document.createElement('iframe');
  iframe.style.cssText = `width:${width}px;height:${height}px;border:0;position:fixed;left:0;top:0;`;
  const loaded = new Promise<void>((resolve) => iframe.addEventListener('load', () => resolve(), { once: true }));
  iframe.srcdoc = html;
  document.body.append(iframe);
  await loaded;
  const win = iframe.contentWindow as Window & typeof globalThis;
  const heard: TestPage['heard'] = [];
  const violations: SecurityPolicyViolationEvent[] = [];
  for (const type of WIDGET_EVENTS) {
    win.document.addEventListener(type, (event) =>
      heard.push({ type, detail: (event as CustomEvent).detail, target: event.target }),
    );
  }
  win.document.addEventListener('securitypolicyviolation', (event) => violations.push(event));
  return { win, doc: win.document, heard, violations, close: () => iframe.remove() };
}

/** Polls until `check` returns a truthy value (or throws its last error after `timeout` ms). */
export async function waitFor<T>(check: () => T | null | undefined | false, timeout = 5000): Promise<T> {
  const start = performance.now();
  let last: unknown;
  for (;;) {
    try {
      const value = check();
      if (value) return value;
    } catch (error) {
      last = error;
    }
    if (performance.now() - start > timeout)
      throw last instanceof Error ? last : new Error(`waitFor timed out: ${String(check)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The widget's parts: the loader's shadow root and, once loaded, the panel's. */
export function parts(host: Element) {
  const outer = host.shadowRoot!;
  const panel = outer.querySelector('mentor-chat-panel');
  const inner = panel?.shadowRoot ?? null;
  return {
    launcher: outer.querySelector<HTMLButtonElement>('[part=launcher]'),
    box: outer.querySelector<HTMLElement>('[part=panel]')!,
    panel,
    inner,
    input: inner?.querySelector<HTMLTextAreaElement>('textarea') ?? null,
    send: inner?.querySelector<HTMLButtonElement>('button[type=submit]') ?? null,
    /** The scrolling message list. */
    list: inner?.querySelector<HTMLElement>('[role=group][aria-label=Messages]') ?? null,
    /** The hidden live region that reads settled replies out. */
    announcer: inner?.querySelector<HTMLElement>('[role=log]') ?? null,
  };
}

/** Types into a React-controlled field as a person would (the native setter, then an input event). */
export function typeInto(field: HTMLTextAreaElement | HTMLInputElement, text: string) {
  const proto = Object.getPrototypeOf(field) as object;
  Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(field, text);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** A page with the widget's script tag (and whatever else the test puts in the head or body). */
export function widgetPage({
  head = '',
  body = '',
  script = '',
}: { head?: string; body?: string; script?: string } = {}) {
  return `<!doctype html><html><head><meta charset="utf-8">${head}</head><body>${body}${script}</body></html>`;
}
