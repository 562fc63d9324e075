import { Fragment, useMemo } from 'react';
import { formatReply } from '@mentor/core';
import type { ReplyInline } from '@mentor/core';
import { FileIcon } from '../../../components/ui/icons';

function Inlines({ inlines }: { inlines: ReplyInline[] }) {
  return (
    <>
      {inlines.map((inline, index) =>
        inline.type === 'text' ? (
          <Fragment key={index}>{inline.text}</Fragment>
        ) : (
          <a
            key={index}
            href={inline.href}
            target="_blank"
            rel="noopener noreferrer"
            className={inline.pdf ? 'reply-link is-pdf' : 'reply-link'}
          >
            {inline.pdf && <FileIcon width={14} height={14} />}
            {inline.text}
            {inline.pdf && <span className="visually-hidden"> (PDF)</span>}
          </a>
        ),
      )}
    </>
  );
}

/**
 * An assistant reply as React elements, from core's formatReply blocks: links (PDFs marked) are
 * anchors, bold markers are gone, dash lines are bullets. Never HTML from the reply.
 */
export function ReplyContent({ text }: { text: string }) {
  const blocks = useMemo(() => formatReply(text), [text]);
  return (
    <div className="reply">
      {blocks.map((block, index) => {
        if (block.type === 'heading') {
          return (
            <p key={index} className={`reply-heading level-${Math.min(block.level, 3)}`}>
              <Inlines inlines={block.inlines} />
            </p>
          );
        }
        if (block.type === 'list') {
          return (
            <ul key={index}>
              {block.items.map((item, itemIndex) => (
                <li key={itemIndex}>
                  <Inlines inlines={item} />
                </li>
              ))}
            </ul>
          );
        }
        return (
          <p key={index}>
            <Inlines inlines={block.inlines} />
          </p>
        );
      })}
    </div>
  );
}
