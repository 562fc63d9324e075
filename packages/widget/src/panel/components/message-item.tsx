import type { ChatEngine, ChatMessage } from '@mentor/core';
import { memo } from 'react';
import { Dots } from './icons';
import { usePanel } from './panel-context';
import { ReplyActions } from './reply-actions';
import { ReplyBlocks } from './reply-blocks';

function statusText(message: ChatMessage): string | null {
  if (message.role === 'user') {
    if (message.status === 'queued') return 'Waiting for the connection…';
    if (message.status === 'failed') return 'Not sent.';
    return null;
  }
  if (message.status === 'failed') return 'Mentor could not answer.';
  if (message.status === 'stopped') return 'Stopped.';
  return null;
}

/**
 * One message: the agent's on the right, Mentor's on the left with sources and, if it failed, Retry;
 * a complete reply has its actions (copy, regenerate, feedback).
 */
export const MessageItem = memo(function MessageItem({
  message,
  engine,
}: {
  message: ChatMessage;
  engine: ChatEngine;
}) {
  const { c } = usePanel();
  const waiting = message.role === 'assistant' && message.status === 'pending' && message.content === '';
  const status = statusText(message);
  const canRetry =
    message.role === 'assistant' && (message.status === 'failed' || message.status === 'stopped') && message.record_id;
  return (
    <div className={c.row} data-role={message.role}>
      <div className={c.bubble}>
        <span className="sr">{message.role === 'user' ? 'You: ' : 'Mentor: '}</span>
        {waiting ? (
          <Dots label="Mentor is typing" className={c.dots} />
        ) : message.role === 'assistant' ? (
          <ReplyBlocks text={message.content} />
        ) : (
          <p>{message.content}</p>
        )}
      </div>
      <div className={c.meta}>
        {status ? <span>{status}</span> : null}
        {canRetry ? (
          <button type="button" onClick={() => void engine.retry(message.record_id!)}>
            Retry
          </button>
        ) : null}
      </div>
      {message.role === 'assistant' && message.status === 'complete' && message.record_id ? (
        <ReplyActions message={message} engine={engine} />
      ) : null}
    </div>
  );
});
