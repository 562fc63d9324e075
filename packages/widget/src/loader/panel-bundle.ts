import { PANEL_TAG } from '../shared/attributes';

/** How the panel's code arrives: a script next to the loader, or (ESM) already bundled with it. */
let loader: () => Promise<void> = () => customElements.whenDefined(PANEL_TAG).then(() => undefined);
let loading: Promise<void> | null = null;

export function setPanelLoader(next: () => Promise<void>): void {
  loader = next;
}

/** Loads the panel once for every instance on the page; a failure lets the next call try again. */
export function loadPanel(): Promise<void> {
  if (customElements.get(PANEL_TAG)) return Promise.resolve();
  loading ??= loader().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** Adds a classic script (with the page's nonce, for a strict CSP) and waits for the panel element. */
export function loadScript(src: string, nonce: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    if (nonce) script.nonce = nonce;
    script.onload = () => void customElements.whenDefined(PANEL_TAG).then(() => resolve());
    script.onerror = () => {
      script.remove();
      reject(new Error(`Could not load ${src}`));
    };
    document.head.append(script);
  });
}
