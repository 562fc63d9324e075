/** A piece of a reply's line: plain text, or a link the UI may render as an anchor. */
export type ReplyInline = { type: 'text'; text: string } | { type: 'link'; href: string; text: string; pdf: boolean };

// Every scan below moves forward and never rescans what it passed, so any input costs linear time.

const WORD = /[\p{L}\p{N}]/u;
/** Characters that end a bare URL (besides whitespace). */
const URL_STOP = new Set(['<', '>', '"', '`', '[', ']', '{', '}', '|', '\\', '^']);
/** Characters dropped from the end of a bare URL: the sentence's punctuation, not the link's. */
const TRAILING = new Set(['.', ',', ';', ':', '!', '?', "'", '"', '*', '_']);
const BOLD_RUN = /\*{2,3}|_{2,3}/g;

const isSpace = (char: string | undefined) => char !== undefined && /\s/.test(char);
const isWord = (char: string | undefined) => char !== undefined && WORD.test(char);

/**
 * Removes bold markers: runs of two or three asterisks anywhere, and of two or three underscores
 * unless they sit inside a word (snake__case stays). Unbalanced markers go too.
 */
export function stripBold(text: string): string {
  return text.replace(BOLD_RUN, (run, offset: number, whole: string) => {
    if (run[0] === '*') return '';
    return isWord(whole[offset - 1]) && isWord(whole[offset + run.length]) ? run : '';
  });
}

/** An http(s) address as a safe href, or null for anything else (javascript:, data:, relative, broken). */
export function safeHref(raw: string): string | null {
  if (!/^https?:\/\//i.test(raw)) return null;
  try {
    const url = new URL(raw);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

function linkTo(href: string, text: string): ReplyInline {
  const pdf = new URL(href).pathname.toLowerCase().endsWith('.pdf');
  return { type: 'link', href, text, pdf };
}

/** `[label](destination)` at `start`: where it ends, and its link when the destination is http(s). */
function markdownLinkAt(text: string, start: number): { end: number; link: ReplyInline | null } | null {
  let close = start + 1;
  while (close < text.length && !'[]\n'.includes(text.charAt(close))) close++;
  if (text[close] !== ']' || text[close + 1] !== '(') return null;
  let end = close + 2;
  let depth = 0;
  for (; end < text.length; end++) {
    const char = text.charAt(end);
    if (char === '(') depth++;
    else if (char === ')') {
      if (depth === 0) break;
      depth--;
    } else if (isSpace(char) || URL_STOP.has(char)) return null;
  }
  if (text[end] !== ')') return null;
  const destination = text.slice(close + 2, end);
  const href = safeHref(destination);
  const label = stripBold(text.slice(start + 1, close)).trim();
  return { end: end + 1, link: href ? linkTo(href, label || destination) : null };
}

/** A bare `http(s)://…` address at `start`: where it ends, and its link when it parses. */
function bareUrlAt(text: string, start: number): { end: number; link: ReplyInline | null } | null {
  if (isWord(text[start - 1]) || !/^https?:\/\//i.test(text.slice(start, start + 8))) return null;
  let end = start;
  let opens = 0;
  let closes = 0;
  while (end < text.length && !isSpace(text[end]) && !URL_STOP.has(text.charAt(end))) {
    if (text[end] === '(') opens++;
    else if (text[end] === ')') closes++;
    end++;
  }
  const scanned = end;
  // A ")" closes the URL only when the URL opened one (Wikipedia-style paths keep theirs).
  while (end > start) {
    const last = text.charAt(end - 1);
    if (TRAILING.has(last)) end--;
    else if (last === ')' && closes > opens) {
      end--;
      closes--;
    } else break;
  }
  const raw = text.slice(start, end);
  const href = safeHref(raw);
  // A run that does not parse is skipped whole, so it is never scanned again from inside.
  return href ? { end, link: linkTo(href, raw) } : { end: scanned, link: null };
}

/** Splits text into plain text and links, with bold markers removed from the text. */
export function parseInlines(text: string): ReplyInline[] {
  const inlines: ReplyInline[] = [];
  let textStart = 0;
  const flushText = (until: number) => {
    const plain = stripBold(text.slice(textStart, until));
    if (plain === '') return;
    const previous = inlines.at(-1);
    if (previous?.type === 'text') previous.text += plain;
    else inlines.push({ type: 'text', text: plain });
  };

  let at = 0;
  while (at < text.length) {
    const char = text[at];
    const found = char === '[' ? markdownLinkAt(text, at) : char === 'h' || char === 'H' ? bareUrlAt(text, at) : null;
    if (!found) {
      at++;
      continue;
    }
    if (found.link) {
      flushText(at);
      inlines.push(found.link);
      textStart = found.end;
    }
    // A link that is not http(s) stays in the text as written.
    at = found.end;
  }
  flushText(text.length);
  return inlines;
}
