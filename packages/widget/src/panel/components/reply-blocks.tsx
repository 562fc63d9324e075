import { formatReply, type ReplyInline } from '@mentor/core';
import { memo } from 'react';

function Inlines({ inlines }: { inlines: ReplyInline[] }) {
  return (
    <>
      {inlines.map((inline, index) =>
        inline.type === 'link' ? (
          <a key={index} href={inline.href} target="_blank" rel="noopener noreferrer">
            {inline.text}
            {inline.pdf ? ' (PDF)' : ''}
          </a>
        ) : (
          inline.text
        ),
      )}
    </>
  );
}

/** An assistant reply as text nodes and safe links (core's formatReply), never as HTML. */
export const ReplyBlocks = memo(function ReplyBlocks({ text }: { text: string }) {
  return (
    <>
      {formatReply(text).map((block, index) => {
        if (block.type === 'list') {
          return (
            <ul key={index}>
              {block.items.map((item, i) => (
                <li key={i}>
                  <Inlines inlines={item} />
                </li>
              ))}
            </ul>
          );
        }
        return (
          <p key={index} className={block.type === 'heading' ? 'h' : undefined}>
            <Inlines inlines={block.inlines} />
          </p>
        );
      })}
    </>
  );
});
