import { formatReply } from './format-reply';
import type { ReplyInline } from './reply-inlines';

/**
 * - `copy`: for the clipboard: bullets as "• ", a link keeps its address after its label.
 * - `speech`: for a screen reader's live log: no markup, no addresses (a bare address is read as
 *   its site, "cdc.gov"), PDFs said as such.
 */
export type PlainReplyMode = 'copy' | 'speech';

function siteOf(href: string): string {
  return new URL(href).hostname.replace(/^www\./, '');
}

/** Single-star emphasis ("*Standard*"), which formatReply leaves in the text. */
const EMPHASIS = /(^|[^\w*])\*(?=\S)([^*\n]*?\S)\*(?![\w*])/g;

function inlineText(inline: ReplyInline, mode: PlainReplyMode): string {
  if (inline.type === 'text') return inline.text.replace(EMPHASIS, '$1$2');
  const bare = inline.text === inline.href || /^https?:\/\//i.test(inline.text);
  if (mode === 'copy') return bare ? inline.href : `${inline.text} (${inline.href})`;
  return `${bare ? siteOf(inline.href) : inline.text}${inline.pdf ? ' (PDF)' : ''}`;
}

const line = (inlines: ReplyInline[], mode: PlainReplyMode) =>
  inlines
    .map((inline) => inlineText(inline, mode))
    .join('')
    .trim();

/** An assistant reply as plain text, without markdown (see {@link PlainReplyMode}). */
export function plainReply(text: string, mode: PlainReplyMode): string {
  return formatReply(text)
    .map((block) =>
      block.type === 'list'
        ? block.items.map((item) => `${mode === 'copy' ? '• ' : ''}${line(item, mode)}`).join('\n')
        : line(block.inlines, mode),
    )
    .join(mode === 'copy' ? '\n\n' : '\n');
}
