import { formatMessageDate, safeHref } from '@mentor/core';
import type { ChatMessage } from '@mentor/core';
import { Button } from '../../../components/ui/button';
import { RetryIcon } from '../../../components/ui/icons';
import { ReplyActions } from './reply-actions';
import { ReplyContent } from './reply-content';

/** Three dots while a reply is on its way. */
export function TypingDots({ label = 'Mentor is typing' }: { label?: string }) {
  return (
    <span className="typing-dots" role="status" aria-label={label}>
      <span />
      <span />
      <span />
    </span>
  );
}

interface MessageItemProps {
  message: ChatMessage;
  onRetry: (recordId: string) => void;
  retrying: boolean;
}

/** One message of the thread: the user's text, or the assistant's formatted reply with its sources. */
export function MessageItem({ message, onRetry, retrying }: MessageItemProps) {
  const mine = message.role === 'user';
  const date = formatMessageDate(message.created_on);
  const waiting = message.status === 'pending' && message.content === '';
  // Replies usually cite their sources in the text; list only those the text does not link already.
  const extraSources = (message.sources ?? []).filter((source) => !source.url || !message.content.includes(source.url));
  return (
    <li className={`message ${mine ? 'from-user' : 'from-assistant'}${message.status ? ` is-${message.status}` : ''}`}>
      <div className="message-bubble">
        <span className="visually-hidden">{mine ? 'You said' : 'Mentor said'}</span>
        {waiting ? (
          <TypingDots />
        ) : mine ? (
          <p className="message-text">{message.content}</p>
        ) : (
          <ReplyContent text={message.content} />
        )}
        {!mine && extraSources.length > 0 && message.status !== 'pending' && (
          <div className="message-sources">
            <span className="message-sources-label">Sources</span>
            <ul>
              {extraSources.map((source, index) => {
                const href = source.url ? safeHref(source.url) : null;
                return (
                  <li key={`${index}:${source.title}`}>
                    {href ? (
                      <a href={href} target="_blank" rel="noopener noreferrer">
                        {source.title}
                      </a>
                    ) : (
                      source.title
                    )}
                  </li>
                );
              })}
            </ul>
          </div>
        )}
        {(message.status === 'failed' || message.status === 'stopped') && !mine && (
          <div className={`message-failure${message.status === 'stopped' ? ' is-stopped' : ''}`}>
            <span>{message.status === 'stopped' ? 'Stopped.' : 'The reply could not be completed.'}</span>
            {message.record_id && (
              <Button
                variant="secondary"
                size="sm"
                disabled={retrying}
                onClick={() => message.record_id && onRetry(message.record_id)}
              >
                <RetryIcon width={14} height={14} /> Retry
              </Button>
            )}
          </div>
        )}
        {message.status === 'failed' && mine && <p className="message-note">Not sent.</p>}
        {message.status === 'queued' && <p className="message-note">Waiting for the connection to send.</p>}
      </div>
      {date && (
        <time className="message-date" dateTime={message.created_on}>
          {date}
        </time>
      )}
      {!mine && message.status === 'complete' && message.record_id && (
        <ReplyActions message={message} busy={retrying} />
      )}
    </li>
  );
}
