import { parseInlines } from './reply-inlines';
import type { ReplyInline } from './reply-inlines';

/**
 * A block of a formatted reply. Text inlines may hold "\n" between the lines of one paragraph or
 * item: render them with `white-space: pre-line` (or split on "\n").
 */
export type ReplyBlock =
  | { type: 'paragraph'; inlines: ReplyInline[] }
  | { type: 'heading'; level: number; inlines: ReplyInline[] }
  | { type: 'list'; items: ReplyInline[][] };

/** "# Title" … "###### Title": the level and the text, or null. Parsed by hand to stay linear. */
function headingOf(line: string): { level: number; text: string } | null {
  const trimmed = line.trimStart();
  let level = 0;
  while (trimmed[level] === '#') level++;
  if (level === 0 || level > 6 || !/[ \t]/.test(trimmed.charAt(level))) return null;
  let text = trimmed.slice(level).trim();
  // A closing run of "#" counts only after a space: "# Learn C#" keeps its "#".
  let end = text.length;
  while (end > 0 && text[end - 1] === '#') end--;
  if (end === 0 || /[ \t]/.test(text.charAt(end - 1))) text = text.slice(0, end).trim();
  return { level, text };
}

/**
 * The text of a bullet line, or null. Bullets: "- ", "* ", "• ", and dashes ("-", "–", "—") even
 * without a space ("-Term life"); not "-5%", "--" or "**bold**".
 */
function bulletOf(line: string): string | null {
  const match = /^[ \t]*(?:[-*•–—][ \t]+|[-–—](?=[^\s\d\-–—]))/.exec(line);
  return match ? line.slice(match[0].length).trim() : null;
}

/** "---", "***", "___" (spaces allowed): a divider, which only separates blocks. */
function isRule(line: string): boolean {
  return /^(?:-{3,}|\*{3,}|_{3,})$/.test(line.replace(/[ \t]/g, ''));
}

/**
 * Formats an assistant reply as data for the UI to render with text nodes, never as HTML (spec §2:
 * links clickable, PDFs marked, bold markers stripped, dash lines as bullets). Only http and https
 * links become links. Linear in the length of the text.
 */
export function formatReply(text: string): ReplyBlock[] {
  const blocks: ReplyBlock[] = [];
  let paragraph: string[] = [];
  let list: string[][] = [];

  const endParagraph = () => {
    const inlines = parseInlines(paragraph.join('\n'));
    if (inlines.length > 0) blocks.push({ type: 'paragraph', inlines });
    paragraph = [];
  };
  const endList = () => {
    const items = list.map((lines) => parseInlines(lines.join('\n'))).filter((inlines) => inlines.length > 0);
    if (items.length > 0) blocks.push({ type: 'list', items });
    list = [];
  };

  for (const line of text.split(/\r\n|\r|\n/)) {
    if (line.trim() === '' || isRule(line)) {
      endParagraph();
      endList();
      continue;
    }
    const heading = headingOf(line);
    if (heading) {
      endParagraph();
      endList();
      const inlines = parseInlines(heading.text);
      if (inlines.length > 0) blocks.push({ type: 'heading', level: heading.level, inlines });
      continue;
    }
    const item = bulletOf(line);
    if (item !== null) {
      endParagraph();
      list.push([item]);
      continue;
    }
    const lastItem = list.at(-1);
    // An indented line under a bullet continues that item.
    if (lastItem && /^[ \t]/.test(line)) {
      lastItem.push(line.trim());
      continue;
    }
    endList();
    paragraph.push(line.trim());
  }
  endParagraph();
  endList();
  return blocks;
}
