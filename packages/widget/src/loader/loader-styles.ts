/**
 * The loader's styles, in its own shadow root only. `.r` resets everything it inherits from the page
 * (a hostile `* { all: unset }` reaches the host, never inside); the bubble is a manual popover, so
 * it sits in the top layer above any z-index the page uses; `all:initial` also undoes the browser's
 * popover box (margin, border, padding, background), so the bubble rule need not. Only the dark
 * theme changes the box's colours here; the inline frame (inline-frame.ts) follows `auto` as well.
 */
export const LOADER_CSS =
  ':host([mode=inline]){display:block!important}' +
  '.r{all:initial;display:block;--a:var(--mentor-accent,#1f5eff);font:14px/1.45 var(--mentor-font,system-ui,sans-serif);color:var(--mentor-fg,#1b1f29)}' +
  '.bubble{position:fixed;inset:auto 20px 20px auto;z-index:2147483647;display:flex;flex-direction:column;align-items:flex-end;gap:12px}' +
  '.l{all:initial;width:56px;height:56px;border-radius:50%;display:grid;place-items:center;cursor:pointer;background:var(--a);color:var(--mentor-accent-contrast,#fff);box-shadow:0 6px 20px #0004}' +
  '.l:focus-visible{outline:3px solid var(--a);outline-offset:3px}' +
  '.l svg{width:28px;fill:currentColor}' +
  '.p{all:initial;display:block;overflow:hidden;font:inherit;color:inherit;background:var(--mentor-bg,#fff)}' +
  '.p[hidden]{display:none}.p>*{display:block;height:100%}' +
  '.bubble .p{width:var(--mentor-width,380px);height:var(--mentor-height,600px);max-width:calc(100vw - 40px);max-height:calc(100vh - 108px);border-radius:16px;box-shadow:0 16px 48px #0005}' +
  '.inline .p{height:var(--mentor-height,560px);border:1px solid var(--mentor-border,#d8dce6);border-radius:12px}' +
  '[data-theme=dark] .p{background:var(--mentor-bg,#161a22);color:var(--mentor-fg,#e8ebf2)}' +
  '.m{padding:24px}' +
  '@media (max-width:480px){.o{inset:0;gap:0}.o .l{display:none}.bubble .p{width:100vw;height:100vh;max-width:none;max-height:none;border-radius:0}}';

/** The bubble: the chat's box (hidden until opened) and the launcher. */
export const BUBBLE_SHELL =
  '<div class=p part=panel role=dialog aria-label="Mentor chat"></div>' +
  '<button class=l type=button part=launcher aria-label="Mentor chat">' +
  '<svg viewBox="0 0 24 24" aria-hidden=true><path d="M5 4h14a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2h-8l-5 4v-4H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z"/></svg></button>';
