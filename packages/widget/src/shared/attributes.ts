/**
 * The attributes of <mentor-chat> (DESIGN, "The widget"), which the loader forwards to the panel.
 * Shared by both bundles: no imports, so the loader stays small and React-free.
 */
export const WIDGET_ATTRIBUTES = [
  'key',
  'api',
  'user-token',
  'category',
  'mode',
  'theme',
  'accent',
  'context',
] as const;
export type WidgetAttribute = (typeof WIDGET_ATTRIBUTES)[number];

/** Each attribute's property name (`user-token` → `userToken`). */
export const propertyOf = (attribute: string): string =>
  attribute.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

export type WidgetMode = 'bubble' | 'inline';
export type WidgetTheme = 'light' | 'dark' | 'auto';

export const parseMode = (value: string | null): WidgetMode => (value === 'inline' ? 'inline' : 'bubble');
export const parseTheme = (value: string | null): WidgetTheme =>
  value === 'dark' || value === 'auto' ? value : 'light';

/** A present boolean attribute is true whatever its value (`open`, `open=""`, `open="open"`), except "false". */
export const parseBoolean = (value: string | null): boolean => value !== null && value !== 'false';

/** The `context` attribute: JSON of an object, or null when absent or not an object. */
export function parseContext(value: string | null): Record<string, unknown> | null {
  if (!value) return null;
  try {
    const parsed: unknown = JSON.parse(value);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** Events that cross shadow roots and bubble, so a listener on `document` hears them. */
export function emit(target: EventTarget, type: string, detail?: unknown): void {
  target.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
}

/**
 * Properties assigned before the element was defined live on the instance and hide the class's
 * accessors; take them off and assign them again through the accessors.
 */
export function upgradeProperties(element: object, names: readonly string[]): void {
  for (const name of names) {
    if (Object.hasOwn(element, name)) {
      const value = (element as Record<string, unknown>)[name];
      delete (element as Record<string, unknown>)[name];
      (element as Record<string, unknown>)[name] = value;
    }
  }
}

/** The panel element's tag and the calls the loader makes on it. */
export const PANEL_TAG = 'mentor-chat-panel';
/** Fired (not composed) by the panel when the user asks to close it: the loader owns open and closed. */
export const PANEL_CLOSE_EVENT = 'mentor-panel-close';

export interface PanelElementApi extends HTMLElement {
  context: Record<string, unknown> | null;
  send(text: string): void;
  setContext(context: Record<string, unknown> | null): void;
  /** Puts text in the panel's input (what was typed into the loader's inline frame). */
  setDraft(text: string): void;
  /** Moves focus into the panel (the input, or the login form) once it has rendered. */
  focusFirst(): void;
}
