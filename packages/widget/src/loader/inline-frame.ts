/**
 * The inline panel as the React panel first draws it (title, status line, input, send), painted
 * before React arrives so an inline chat shows at once. This is the inline script's code
 * (mentor-chat-inline-[hash].js), which the loader requests only for `mode="inline"`: bubble pages
 * never pay for it. The rules give the sizes and colours of the panel's own (panel/styles.ts:
 * header, composer, send), so the takeover moves nothing; what is typed here goes into the
 * panel's input when it arrives.
 */
import { PANEL_TAG, type PanelElementApi } from '../shared/attributes';
import type { MentorChatElement } from './mentor-chat-element';

const MARKUP =
  '<h2>Mentor</h2><p role=status>Loading Mentor…</p><form>' +
  '<textarea rows=1 aria-label="Message Mentor" placeholder="Ask Mentor about this lead…"></textarea>' +
  '<button disabled aria-label=Send><svg viewBox="0 0 24 24" aria-hidden=true><path d="M3.4 20.4 21 12 3.4 3.6 3.4 10l12.6 2-12.6 2z"/></svg></button></form>';

// Element selectors inside `.f`: the frame is small and fixed, and class names would cost bytes.
// `--a` (the accent) and the theme (`data-theme`) come from the loader's root; `color-scheme` picks
// the side of each light-dark() as the panel's does (auto: the OS's).
const CSS =
  '.f{display:flex;flex-direction:column;color-scheme:light;background:var(--mentor-bg,light-dark(#fff,#161a22));color:var(--mentor-fg,light-dark(#1b1f29,#e8ebf2));--bd:var(--mentor-border,light-dark(#e3e6ee,#2a3140))}' +
  '[data-theme=dark] .f{color-scheme:dark}[data-theme=auto] .f{color-scheme:light dark}' +
  '.f :focus-visible{outline:2px solid var(--a);outline-offset:2px}' +
  '.f h2{margin:0;padding:10px 14px;font-size:15px;border-bottom:1px solid var(--bd)}' +
  '.f p{margin:0;flex:1;padding:16px}' +
  '.f form{display:flex;gap:8px;align-items:flex-end;padding:10px 12px 12px;border-top:1px solid var(--bd)}' +
  '.f textarea{flex:1;resize:none;padding:9px 11px;border:1px solid var(--bd);border-radius:12px;font:inherit;color:inherit;background:var(--mentor-bg,light-dark(#fff,#161a22))}' +
  '.f button{width:40px;height:40px;padding:0;border:0;font:inherit;border-radius:12px;background:var(--a);color:var(--mentor-accent-contrast,#fff);opacity:.45}' +
  '.f svg{width:18px;fill:currentColor}';

/** Draws an inline element's frame into its box (the loader's `part=panel`). */
export type DrawFrame = (element: MentorChatElement) => void;

export const drawFrame: DrawFrame = (element) => {
  const shadow = element.shadowRoot!;
  const box = shadow.querySelector('[part=panel]')!;
  // Only into an inline box, and not over the panel or its load error if either came first (a
  // "Loading" line, there when the page opened the chat before this arrived, gives way).
  const first = box.firstElementChild;
  if (!box.closest('.inline') || (first && first.getAttribute('role') !== 'status')) return;
  const frame = document.createElement('div');
  frame.className = 'f';
  frame.innerHTML = MARKUP;
  // Its own style element, with the loader's nonce (a strict CSP refuses styles without it), inside
  // the frame so that it leaves with the frame when the panel takes over.
  const style = document.createElement('style');
  style.nonce = shadow.querySelector('style')!.nonce;
  style.textContent = CSS;
  frame.prepend(style);
  const input = frame.querySelector('textarea')!;
  // Enter sends once the chat is ready, as Enter does in the panel while it signs in.
  input.addEventListener('keydown', (event) => {
    if (event.key !== 'Enter' || event.shiftKey || event.isComposing) return;
    event.preventDefault();
    if (input.value.trim()) element.send(input.value);
    input.value = '';
  });
  handOver(shadow, frame, input);
  box.replaceChildren(frame);
  loadWhenSeen(element);
};

/**
 * When the loader puts the panel in the frame's place, gives it what was typed here and, if the
 * agent was in this input, the focus. Watched from here (a mutation observer) rather than called
 * by the loader, whose every byte bubble pages pay too. Chrome blurs a focused input as it is
 * removed: a blur counts only if the input is still on the page a microtask later (the agent's own).
 */
function handOver(shadow: ShadowRoot, frame: HTMLElement, input: HTMLTextAreaElement) {
  let focused = false;
  input.addEventListener('focus', () => (focused = true));
  input.addEventListener('blur', () => queueMicrotask(() => (focused &&= !input.isConnected)));
  const watch = new MutationObserver(() => {
    const panel = shadow.querySelector<PanelElementApi>(PANEL_TAG);
    // Moved with its box (the mode changed), or replaced by a note: the panel is still to come.
    if (frame.isConnected || !panel) return;
    watch.disconnect();
    if (input.value) panel.setDraft(input.value);
    // The panel renders as it connects: its input is there to take the focus.
    if (focused) panel.focusFirst();
  });
  watch.observe(shadow, { childList: true, subtree: true });
}

/**
 * Loads the panel when the chat is in view (or nearly): an inline chat further down the record
 * costs nothing until scrolled to, and the frame is painted before React's parse takes the thread.
 */
function loadWhenSeen(element: MentorChatElement) {
  const seen = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      seen.disconnect();
      // open(false) loads the inline panel without taking the focus; not if it became a bubble since.
      if (element.getAttribute('mode') === 'inline') element.open(false);
    },
    { rootMargin: '300px' },
  );
  seen.observe(element);
}
