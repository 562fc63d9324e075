import r2wc from '@r2wc/react-to-web-component';
import { flushSync } from 'react-dom';
import { WIDGET_ATTRIBUTES, propertyOf, upgradeProperties, type PanelElementApi } from '../shared/attributes';
import { PanelApp, controllers } from './components/panel-app';
import { createWidgetController, type WidgetController } from './widget-controller';

interface R2wcElement extends HTMLElement {
  connectedCallback(): void;
  disconnectedCallback(): void;
}

// r2wc mounts React into an open shadow root on connect and unmounts on disconnect. Its own attribute
// handling is not used (a bare boolean reads as undefined, a removed attribute keeps the old value):
// this class reads attributes itself and keeps the state in a controller that outlives remounts.
const ReactPanel = r2wc(PanelApp, { shadow: 'open' }) as unknown as new () => R2wcElement;

/** `<mentor-chat-panel>`: the React chat UI, placed by `<mentor-chat>` inside its shadow root. */
export class MentorChatPanelElement extends ReactPanel implements PanelElementApi {
  static observedAttributes = [...WIDGET_ATTRIBUTES];
  readonly controller: WidgetController;

  constructor() {
    super();
    this.controller = createWidgetController(this);
    // r2wc attached the shadow root in its constructor; the component finds its controller by it.
    controllers.set(this.shadowRoot!, { controller: this.controller, nonce: () => this.nonce ?? '' });
  }

  override connectedCallback() {
    upgradeProperties(this, ['context']);
    if (!this.hasAttribute('key') && this.controller.attributes.peek().key === undefined) {
      this.controller.setAttribute('key', null);
    }
    // The first render already shows what the attributes say (signing in, not the login form), and
    // it happens now: a render left to React's scheduler waits behind the browser's next frame.
    this.controller.applyAttributes();
    this.controller.resume();
    flushSync(() => super.connectedCallback());
  }

  override disconnectedCallback() {
    super.disconnectedCallback();
    // Moved, it is back by the next microtask; removed (a CRM page showing another lead), its chat
    // stops, with its listeners and any reply in flight, instead of living on unseen.
    queueMicrotask(() => {
      if (!this.isConnected) this.controller.suspend();
    });
  }

  attributeChangedCallback(name: string, previous: string | null, value: string | null) {
    if (previous !== value) this.controller.setAttribute(name, value);
  }

  get context(): Record<string, unknown> | null {
    return this.controller.context.peek();
  }

  set context(value: Record<string, unknown> | null) {
    this.controller.setContext(value);
  }

  setContext(context: Record<string, unknown> | null): void {
    this.controller.setContext(context);
  }

  send(text: string): void {
    this.controller.send(String(text));
  }

  setDraft(text: string): void {
    this.controller.draft.value = text;
  }

  focusFirst(): void {
    flushSync(() => this.controller.requestFocus());
  }
}

// Attribute-backed string properties, as on <mentor-chat>.
for (const name of WIDGET_ATTRIBUTES.filter((attribute) => attribute !== 'context')) {
  Object.defineProperty(MentorChatPanelElement.prototype, propertyOf(name), {
    configurable: true,
    get(this: HTMLElement) {
      return this.getAttribute(name);
    },
    set(this: HTMLElement, value: unknown) {
      if (value === null || value === undefined) this.removeAttribute(name);
      else this.setAttribute(name, String(value));
    },
  });
}
