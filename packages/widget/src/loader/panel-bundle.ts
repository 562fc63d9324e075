import { PANEL_TAG } from '../shared/attributes';

/** How the panel's code arrives: a script next to the loader, or (ESM) already bundled with it. */
let loader: () => Promise<unknown> = () => customElements.whenDefined(PANEL_TAG);
let loading: Promise<unknown> | null = null;

export function setPanelLoader(next: () => Promise<unknown>): void {
  loader = next;
}

/** Loads the panel once for every instance on the page; a failure lets the next call try again. */
export function loadPanel(): Promise<unknown> {
  if (customElements.get(PANEL_TAG)) return Promise.resolve();
  loading ??= loader().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** Adds a classic script (with the page's nonce, for a strict CSP); resolves once it has run. */
export function loadScript(src: string, nonce: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    if (nonce) script.nonce = nonce;
    script.onload = () => resolve();
    // Rejected with the error event; the failed element stays, and a retry adds a new one. (An Error
    // with a message and the removal cost the loader bytes that every page pays, for no reader.)
    script.onerror = reject;
    document.head.append(script);
  });
}
