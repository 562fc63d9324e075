/**
 * The inline panel as the React panel first draws it (title, status line, input, send), which the
 * loader paints at once so an inline chat shows without waiting for React. The markup and the rules
 * copy the panel's own (panel/styles.ts: header, composer, send) so the takeover moves nothing; what
 * is typed here is carried into the panel's input when it arrives.
 */
export const INLINE_FRAME =
  '<div class=f><div class=h><h2>Mentor</h2></div><p class=s role=status>Loading Mentor…</p>' +
  '<form class=c><textarea rows=1 aria-label="Message Mentor" placeholder="Ask Mentor about this lead…"></textarea>' +
  '<button disabled aria-label=Send><svg viewBox="0 0 24 24" aria-hidden=true><path d="M3.4 20.4 21 12 3.4 3.6 3.4 10l12.6 2-12.6 2z"/></svg></button></form></div>';

/** The panel's colours for its frame (panel/styles.ts `.mc`), light or dark by the root's color-scheme. */
export const INLINE_FRAME_CSS =
  '.f{display:flex;flex-direction:column;--bd:var(--mentor-border,light-dark(#e3e6ee,#2a3140));--bg:var(--mentor-bg,light-dark(#fff,#161a22))}' +
  '.f *{box-sizing:border-box;font:inherit;color:inherit;margin:0}' +
  '.f :focus-visible{outline:2px solid var(--a);outline-offset:2px}' +
  '.h{display:flex;align-items:center;padding:10px 10px 10px 14px;border-bottom:1px solid var(--bd)}' +
  '.h h2{font-size:15px;font-weight:bold}' +
  '.s{flex:1;padding:16px}' +
  '.c{display:flex;gap:8px;align-items:flex-end;padding:10px 12px 12px;border-top:1px solid var(--bd)}' +
  '.c textarea{flex:1;resize:none;padding:9px 11px;border:1px solid var(--bd);border-radius:12px;background:var(--bg)}' +
  '.c button{width:40px;height:40px;border:0;border-radius:12px;background:var(--a);color:var(--mentor-accent-contrast,#fff);opacity:.45}' +
  '.c svg{width:18px;fill:currentColor}';
