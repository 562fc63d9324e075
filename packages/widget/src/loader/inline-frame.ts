/**
 * The inline panel as the React panel first draws it (title, status line, input, send), which the
 * loader paints at once so an inline chat shows without waiting for React. The rules give the
 * sizes and colours of the panel's own (panel/styles.ts: header, composer, send), so the takeover
 * moves nothing; what is typed here is carried into the panel's input when it arrives.
 */
export const INLINE_FRAME =
  '<div class=f><h2>Mentor</h2><p role=status>Loading Mentor…</p><form>' +
  '<textarea rows=1 aria-label="Message Mentor" placeholder="Ask Mentor about this lead…"></textarea>' +
  '<button disabled aria-label=Send><svg viewBox="0 0 24 24" aria-hidden=true><path d="M3.4 20.4 21 12 3.4 3.6 3.4 10l12.6 2-12.6 2z"/></svg></button></form></div>';

// Element selectors inside `.f`: the frame is small and fixed, and class names would cost bytes.
export const INLINE_FRAME_CSS =
  '.f{display:flex;flex-direction:column;--bd:var(--mentor-border,light-dark(#e3e6ee,#2a3140))}' +
  '.f :focus-visible{outline:2px solid var(--a);outline-offset:2px}' +
  '.f h2{margin:0;padding:10px 14px;font-size:15px;border-bottom:1px solid var(--bd)}' +
  '.f p{margin:0;flex:1;padding:16px}' +
  '.f form{display:flex;gap:8px;align-items:flex-end;padding:10px 12px 12px;border-top:1px solid var(--bd)}' +
  '.f textarea{flex:1;resize:none;padding:9px 11px;border:1px solid var(--bd);border-radius:12px;font:inherit;color:inherit;background:var(--mentor-bg,light-dark(#fff,#161a22))}' +
  '.f button{width:40px;height:40px;padding:0;border:0;font:inherit;border-radius:12px;background:var(--a);color:var(--mentor-accent-contrast,#fff);opacity:.45}' +
  '.f svg{width:18px;fill:currentColor}';
