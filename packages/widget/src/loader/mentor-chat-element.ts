import {
  PANEL_CLOSE_EVENT,
  PANEL_TAG,
  WIDGET_ATTRIBUTES,
  emit,
  parseContext,
  parseMode,
  propertyOf,
  upgradeProperties,
  type PanelElementApi,
} from '../shared/attributes';
import type { DrawFrame } from './inline-frame';
import { BUBBLE_SHELL, LOADER_CSS } from './loader-styles';
import { loadPanel } from './panel-bundle';

const STRING_PROPERTIES = WIDGET_ATTRIBUTES.filter((name) => name !== 'context');
const LOAD_FAILED = 'Mentor could not be loaded. Check the connection and try again.';

interface Shell {
  mode: string;
  root: HTMLDivElement;
  box: HTMLDivElement;
  launcher: HTMLButtonElement | null;
}

/**
 * `<mentor-chat>`: the public element. It draws the launcher (inline: the panel's frame and input),
 * owns the attributes, methods and events, and on first open (inline: once in view) loads the chat
 * panel and places it inside its shadow root, forwarding attributes, context and calls to it. No
 * React here: this is the script a CRM page loads first.
 */
export class MentorChatElement extends HTMLElement {
  static observedAttributes = [...WIDGET_ATTRIBUTES, 'open'];
  /** The API base of elements without `api`: the loader script's origin (set by the script-tag entry). */
  static defaultApi = location.origin;
  /** The nonce of the loader's own script tag, for pages with a strict CSP. */
  static defaultNonce = '';
  /** Applies the page's queued calls (the script-tag entry's command queue) once an element is on the page. */
  static onConnect = (): void => undefined;
  /**
   * Draws an inline element's frame: the ESM entry's bundled drawing, or (script tag) a fetch of the
   * inline script, which then draws it. Not in this class, so bubble pages never load the frame's
   * code. `declare`: no field is emitted for either (each byte here is paid by every page).
   */
  declare static frame?: DrawFrame;
  /** The inline script's drawing, once it has run (it sets this). */
  declare static drawFrame?: DrawFrame;

  #shadow = this.attachShadow({ mode: 'open' });
  #shell: Shell | null = null;
  #panel: PanelElementApi | null = null;
  #loading: Promise<PanelElementApi> | null = null;
  #context: Record<string, unknown> | null = null;
  #opened = false;
  #ready = false;

  constructor() {
    super();
    this.addEventListener('keydown', (event) => {
      if (event.key === 'Escape' && this.#opened && this.#mode === 'bubble') {
        event.stopPropagation();
        this.close();
      }
    });
  }

  get #mode() {
    return parseMode(this.getAttribute('mode'));
  }

  get #nonce() {
    return this.nonce || MentorChatElement.defaultNonce;
  }

  connectedCallback() {
    upgradeProperties(this, [...STRING_PROPERTIES.map(propertyOf), 'context']);
    this.#draw();
    // Inline, the frame loads the panel once the element is in view (inline-frame.ts).
    if (this.hasAttribute('open')) void this.#ensurePanel().catch(() => undefined);
    if (!this.#ready) {
      this.#ready = true;
      emit(this, 'mentor-ready');
    }
    MentorChatElement.onConnect();
  }

  attributeChangedCallback(name: string, previous: string | null, value: string | null) {
    if (previous === value) return;
    if (name === 'open') {
      // The attribute (in the markup, or set by the CRM's code) shows or hides the chat; it does not
      // take focus from what the agent is doing on the page.
      if (value === null) this.close();
      else this.open(false);
      return;
    }
    if (name === 'context') this.#context = parseContext(value);
    if (name === 'mode' && this.isConnected) this.#draw();
    if (name === 'theme' || name === 'accent') this.#paint();
    this.#forward(name);
  }

  /** Opens the chat (bubble mode) and moves focus into it (`focus` false: the `open` attribute). */
  open(focus = true): void {
    if (!this.#opened && this.#mode === 'bubble') {
      this.#opened = true;
      this.#sync();
      emit(this, 'mentor-open');
    }
    void this.#ensurePanel().then(
      (panel) => focus && (this.#opened || this.#mode === 'inline') && panel.focusFirst(),
      () => undefined,
    );
  }

  /** Closes the chat (bubble mode); focus that was in it goes back to the launcher. */
  close(): void {
    if (!this.#opened) return;
    const focusWasInside = this.#shadow.activeElement !== null;
    this.#opened = false;
    this.#sync();
    emit(this, 'mentor-close');
    if (focusWasInside) this.#shell?.launcher?.focus();
  }

  toggle(): void {
    if (this.#opened) this.close();
    else this.open();
  }

  /** Sends a message as if the agent typed it (opening the chat). */
  send(text: string): void {
    this.open();
    void this.#ensurePanel().then(
      (panel) => panel.send(String(text)),
      () => undefined,
    );
  }

  /** Facts about the CRM record in view; sent with each message for the assistant. */
  setContext(context: Record<string, unknown> | null): void {
    this.#context = context && typeof context === 'object' ? { ...context } : null;
    this.#panel?.setContext(this.#context);
  }

  get context(): Record<string, unknown> | null {
    return this.#context;
  }

  set context(value: Record<string, unknown> | string | null) {
    if (typeof value === 'string') this.setAttribute('context', value);
    else this.setContext(value);
  }

  /** Whether the chat is open (bubble mode). */
  get isOpen(): boolean {
    return this.#opened;
  }

  #forward(name: string) {
    const panel = this.#panel;
    if (!panel) return;
    if (name === 'context') {
      panel.setContext(this.#context);
      return;
    }
    const value = name === 'api' ? this.getAttribute('api') || MentorChatElement.defaultApi : this.getAttribute(name);
    if (value === null) panel.removeAttribute(name);
    else panel.setAttribute(name, value);
  }

  #draw() {
    const mode = this.#mode;
    if (this.#shell?.mode === mode) return this.#sync();
    const root = document.createElement('div');
    // Classes, not attributes, keep the loader's CSS short: `r bubble` or `r inline`, `o` when open.
    // Markup, not a dozen DOM calls, keeps the loader small.
    root.className = `r ${mode}`;
    root.innerHTML = mode === 'bubble' ? BUBBLE_SHELL : '<div class=p part=panel></div>';
    const box = root.firstChild as HTMLDivElement;
    const launcher = mode === 'bubble' ? (root.lastChild as HTMLButtonElement) : null;
    if (launcher) {
      launcher.onclick = () => this.toggle();
      // The pointer over (or focus on) the launcher announces an open: start loading the chat then,
      // so the bundle is mostly parsed by the time the click lands. Still nothing loads unasked.
      launcher.onpointerenter = launcher.onfocus = () => void loadPanel().catch(() => undefined);
      root.popover = 'manual';
    }
    box.append(...(this.#panel ? [this.#panel] : (this.#shell?.box.childNodes ?? [])));
    const style = document.createElement('style');
    style.nonce = this.#nonce;
    style.textContent = LOADER_CSS;
    this.#shadow.replaceChildren(style, root);
    this.#shell = { mode, root, box, launcher };
    // Requested as the element is drawn, a frame before the panel's own request (once in view).
    if (mode === 'inline') MentorChatElement.frame?.(this);
    this.#paint();
    this.#sync();
  }

  #paint() {
    const root = this.#shell?.root;
    if (!root) return;
    // Only `dark` (and, in the inline frame, `auto`) changes the loader's colours (the panel reads the
    // theme itself): the raw value will do.
    root.dataset.theme = this.getAttribute('theme') ?? '';
    // Through the CSSOM, which a strict CSP allows (a style attribute it would refuse).
    const accent = this.getAttribute('accent');
    root.style.cssText = accent ? `--mentor-accent:${accent}` : '';
  }

  #sync() {
    const shell = this.#shell;
    if (!shell) return;
    const open = this.#opened || shell.mode === 'inline';
    shell.box.hidden = !open;
    shell.root.classList.toggle('o', open);
    shell.launcher?.setAttribute('aria-expanded', String(open));
    if (this.hasAttribute('open') !== this.#opened && shell.mode === 'bubble')
      this.toggleAttribute('open', this.#opened);
    // The top layer puts the bubble above whatever the page stacks; only a connected popover can show.
    if (shell.root.popover && this.isConnected) {
      try {
        if (!shell.root.matches(':popover-open')) shell.root.showPopover();
      } catch {
        // no popover support: the fixed position and z-index still apply
      }
    }
  }

  #ensurePanel(): Promise<PanelElementApi> {
    this.#loading ??= loadPanel().then(
      () => {
        const panel = (this.#panel ??= document.createElement(PANEL_TAG) as PanelElementApi);
        panel.nonce = this.#nonce;
        for (const name of WIDGET_ATTRIBUTES) this.#forward(name);
        panel.addEventListener(PANEL_CLOSE_EVENT, () => this.close());
        // Inline, the frame sees this and hands over what was typed while React loaded (inline-frame.ts).
        this.#shell?.box.replaceChildren(panel);
        return panel;
      },
      (error: unknown) => {
        this.#loading = null;
        this.#note(LOAD_FAILED, 'alert');
        emit(this, 'mentor-error', { kind: 'load', message: LOAD_FAILED });
        throw error;
      },
    );
    if (!this.#panel && !this.#shell?.box.firstChild) this.#note('Loading Mentor…');
    return this.#loading;
  }

  /** A line in the panel's place while it loads, or when it could not (the next open tries again). */
  #note(text: string, role = 'status') {
    // Markup is shorter than DOM calls; the texts are the loader's own constants.
    if (this.#shell) this.#shell.box.innerHTML = `<p class=m role=${role}>${text}`;
  }
}

// String properties mirror their attributes; assigning null or undefined removes the attribute.
for (const name of STRING_PROPERTIES) {
  Object.defineProperty(MentorChatElement.prototype, propertyOf(name), {
    get(this: HTMLElement) {
      return this.getAttribute(name);
    },
    set(this: HTMLElement, value: unknown) {
      if (value === null || value === undefined) this.removeAttribute(name);
      else this.setAttribute(name, String(value));
    },
  });
}
