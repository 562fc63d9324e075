import { css } from 'goober';

/**
 * goober writes into one <style> per shadow root. We create it first with the page's nonce (a
 * strict CSP allows no other style element) and keep goober from resetting that nonce: it assigns
 * `window.__nonce__`, a page global, on every use.
 */
function createSheet(nonce: string): HTMLStyleElement {
  const style = document.createElement('style');
  style.id = '_goober';
  style.nonce = nonce;
  // Plain CSS, written as it is: goober's global mode writes only into the first sheet it meets, so
  // a second panel on the page would have none of it.
  style.textContent = BASE;
  Object.defineProperty(style, 'nonce', { configurable: true, get: () => nonce, set: () => undefined });
  return style;
}

// Colours follow the theme through light-dark(): `color-scheme` picks the side (auto: the OS's).
const BASE = `:host{display:block;height:100%;}
.mc{all:initial;color-scheme:light;display:flex;flex-direction:column;height:100%;position:relative;overflow:hidden;font:14px/1.45 var(--mentor-font,system-ui,sans-serif);
--a:var(--mentor-accent,#1f5eff);--ac:var(--mentor-accent-contrast,#fff);--bg:var(--mentor-bg,light-dark(#fff,#161a22));--fg:var(--mentor-fg,light-dark(#1b1f29,#e8ebf2));
--mu:light-dark(#5b6475,#9aa3b5);--bd:var(--mentor-border,light-dark(#e3e6ee,#2a3140));--so:light-dark(#f3f5f9,#1e2430);--w:light-dark(#8a4b00,#ffcf87);--wb:light-dark(#fff4e0,#3a2c12);--e:light-dark(#a31621,#ff9aa3);--eb:light-dark(#fdecee,#3b1a1f);
background:var(--bg);color:var(--fg);}
.mc[data-theme=dark]{color-scheme:dark;}.mc[data-theme=auto]{color-scheme:light dark;}
.mc *{box-sizing:border-box;}
/* :where() keeps these resets below any class of ours. */
:where(.mc) :where(button,input,select,textarea){font:inherit;color:inherit;margin:0;}
:where(.mc) button{cursor:pointer;}
.mc :focus-visible{outline:2px solid var(--a);outline-offset:2px;}
.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);}
.h{font-weight:650;}`;

const classes = {
  header: `display:flex;flex-wrap:wrap;align-items:center;gap:6px;padding:10px 10px 10px 14px;border-bottom:1px solid var(--bd);
    h2{margin:0;font-size:15px;}
    select{flex:1;min-width:0;padding:6px;border:1px solid var(--bd);border-radius:8px;background:var(--so);}`,
  chip: `flex-basis:100%;margin:0;display:flex;align-items:center;gap:6px;font-size:13px;color:var(--mu);overflow:hidden;white-space:nowrap;text-overflow:ellipsis;
    svg{flex:none;width:15px;fill:none;stroke:currentColor;stroke-width:2;}`,
  offer: `margin:8px 12px 0;padding:10px;border:1px solid var(--bd);border-radius:10px;background:var(--so);display:flex;flex-wrap:wrap;gap:8px;align-items:center;
    p{margin:0;flex-basis:100%;}`,
  link: `border:0;background:none;padding:6px;color:var(--a);font-weight:600;`,
  danger: `border:0;border-radius:10px;padding:8px 12px;background:var(--e);color:var(--bg);font-weight:600;`,
  actions: `display:flex;align-items:center;gap:2px;margin-top:2px;color:var(--mu);font-size:12px;
    button{display:grid;place-items:center;width:28px;height:28px;border:0;border-radius:8px;background:none;color:inherit;}
    button:hover{background:var(--so);} button:disabled{opacity:.4;} [aria-pressed=true]{color:var(--a);background:var(--so);}
    svg{width:16px;fill:none;stroke:currentColor;stroke-width:2;}`,
  note: `display:grid;gap:6px;width:88%;margin:4px 0;
    label{display:grid;gap:4px;font-size:12px;color:var(--mu);}
    textarea{resize:vertical;padding:7px 9px;border:1px solid var(--bd);border-radius:10px;background:var(--bg);}
    button{justify-self:start;}`,
  iconButton: `display:grid;place-items:center;width:32px;height:32px;border:0;border-radius:8px;background:none;color:var(--mu);
    &:hover{background:var(--so);} svg{width:18px;fill:none;stroke:currentColor;stroke-width:2;}`,
  body: `flex:1;min-height:0;display:flex;flex-direction:column;position:relative;`,
  drawer: `position:absolute;inset:0;background:var(--bg);display:flex;flex-direction:column;padding:10px;gap:6px;overflow:auto;
    h3{margin:4px;font-size:12px;color:var(--mu);} p{margin:4px;} ul{list-style:none;margin:0;padding:0;}
    input{padding:8px 10px;border:1px solid var(--bd);border-radius:10px;background:var(--bg);}`,
  open: `flex:1;min-width:0;display:grid;text-align:left;border:0;background:none;padding:7px 10px;border-radius:8px;
    span,small{overflow:hidden;white-space:nowrap;text-overflow:ellipsis;} small{font-size:12px;color:var(--mu);}
    &:hover,&[aria-current=true]{background:var(--so);}`,
  rowShow: `display:flex;align-items:center;`,
  rowForm: `display:flex;flex-wrap:wrap;align-items:center;gap:6px;padding:6px 4px;
    input{flex:1;min-width:0;} p{flex-basis:100%;}`,
  primary: `border:0;border-radius:10px;padding:9px 14px;background:var(--a);color:var(--ac);font-weight:600;&:disabled,&[aria-disabled=true]{opacity:.5;}`,
  list: `flex:1;min-height:0;overflow-y:auto;padding:12px 12px 4px;position:relative;`,
  row: `display:flex;flex-direction:column;align-items:flex-start;padding:4px 0;&[data-role=user]{align-items:flex-end;}`,
  bubble: `max-width:88%;padding:9px 12px;border-radius:14px;overflow-wrap:anywhere;background:var(--so);
    [data-role=user]>&{background:var(--a);color:var(--ac);}
    p,ul{margin:0 0 6px;white-space:pre-line;} ul{padding-left:18px;} >:last-child{margin-bottom:0;} a{color:inherit;}`,
  meta: `font-size:11px;color:var(--mu);margin-top:3px;display:flex;gap:8px;
    button{border:0;background:none;padding:0;color:var(--a);font-weight:600;}`,
  dots: `display:inline-flex;gap:4px;padding:4px 0;
    i{width:6px;height:6px;border-radius:50%;background:currentColor;animation:mcb 1s infinite;}
    i+i{animation-delay:.2s;} i+i+i{animation-delay:.4s;}
    @keyframes mcb{50%{opacity:.25;}}`,
  empty: `flex:1;overflow-y:auto;padding:18px 14px;display:flex;flex-direction:column;gap:10px;
    h3{margin:0;} p{margin:0;color:var(--mu);}`,
  prompt: `text-align:left;border:1px solid var(--bd);background:var(--so);border-radius:12px;padding:10px 12px;
    strong{display:block;} span{color:var(--mu);} &:hover{border-color:var(--a);}`,
  notice: `margin:8px 12px 0;padding:8px 10px;border-radius:10px;background:var(--wb);color:var(--w);&[data-tone=error]{background:var(--eb);color:var(--e);}`,
  composer: `display:flex;gap:8px;align-items:flex-end;padding:10px 12px 12px;border-top:1px solid var(--bd);
    textarea{flex:1;resize:none;max-height:140px;padding:9px 11px;border:1px solid var(--bd);border-radius:12px;background:var(--bg);}`,
  send: `width:40px;height:40px;border:0;border-radius:12px;background:var(--a);color:var(--ac);&:disabled{opacity:.45;} svg{width:18px;fill:currentColor;}`,
  login: `flex:1;overflow-y:auto;padding:22px 18px;display:grid;align-content:start;gap:12px;
    h3{margin:0;} p{margin:0;color:var(--mu);} label{display:grid;gap:4px;font-weight:600;}
    input{padding:9px 11px;border:1px solid var(--bd);border-radius:10px;background:var(--bg);font-weight:400;} a{color:var(--a);}`,
};

export type Classes = { [K in keyof typeof classes]: string };

/**
 * The panel's class names, with their rules written into this shadow root's own sheet.
 *
 * The rules are written while the sheet is detached and it joins the root once, whole: the browser
 * parses a connected sheet again on every append, and 18 appends cost ~15 ms of the first open.
 */
export function stylesFor(root: ShadowRoot, nonce: string): Classes {
  const existing = root.querySelector<HTMLStyleElement>('#_goober');
  const holder = document.createElement('div');
  holder.append(existing ?? createSheet(nonce));
  const sheet = { target: holder };
  const out = {} as Classes;
  for (const [name, rules] of Object.entries(classes)) out[name as keyof Classes] = css.bind(sheet as never)(rules);
  root.prepend(holder.firstChild!);
  return out;
}
