import { useLayoutEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { chatEngine } from '../../../lib/chat-engine';
import { useChatState } from '../hooks/use-chat-state';
import { useOlderMessages } from '../hooks/use-older-messages';
import { useReplyAnnouncements } from '../hooks/use-reply-announcements';
import { ChatInput } from './chat-input';
import { MessageItem } from './message-item';

/** Within this many px of the bottom, the list follows new messages. */
const PIN_SLACK_PX = 48;
/** A long reply stops this far below the list's top, so the member sees where it begins. */
const REPLY_TOP_GAP_PX = 8;

interface ChatConversationProps {
  /** Shown while the thread is empty: welcome text and prompt cards, given a way to fill the input. */
  renderEmpty: (fillInput: (text: string) => void) => ReactNode;
}

/** The message list and the message box, over the chat engine. */
export function ChatConversation({ renderEmpty }: ChatConversationProps) {
  const state = useChatState();
  const [input, setInput] = useState('');
  const [retrying, setRetrying] = useState(false);
  const scroller = useRef<HTMLDivElement>(null);
  const pinned = useRef(true);
  const lastId = useRef<string | undefined>(undefined);
  const last = state.messages.at(-1);
  const announcements = useReplyAnnouncements(state);
  const onScrollOlder = useOlderMessages(scroller, state.messages);

  // Follow the thread as messages arrive and a reply grows (only the list scrolls, never the page),
  // unless the member scrolled up; a reply taller than the list stops at its start, not its end.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element || state.messages.length === 0) return;
    // The member's own new message (a new last one, not an older page put before) brings the list down.
    if (last?.id !== lastId.current && last?.role === 'user') pinned.current = true;
    lastId.current = last?.id;
    if (!pinned.current) return;
    const bottom = element.scrollHeight - element.clientHeight;
    const reply = last?.role === 'assistant' ? element.querySelector<HTMLElement>('.message:last-child') : null;
    element.scrollTop = reply ? Math.min(bottom, reply.offsetTop - REPLY_TOP_GAP_PX) : bottom;
  }, [state.messages.length, last?.content, last?.role]);

  const send = () => {
    const text = input;
    if (!chatEngine.canSend(text)) return;
    setInput('');
    void chatEngine.send(text);
  };

  const retry = async (recordId: string) => {
    setRetrying(true);
    try {
      await chatEngine.retry(recordId);
    } finally {
      setRetrying(false);
    }
  };

  return (
    <div className="conversation">
      <div
        className="conversation-scroll"
        ref={scroller}
        onScroll={(event) => {
          const element = event.currentTarget;
          pinned.current = element.scrollHeight - element.scrollTop - element.clientHeight < PIN_SLACK_PX;
          onScrollOlder(element);
        }}
      >
        {state.loadingHistory && state.messages.length === 0 ? (
          <p className="conversation-loading" role="status">
            Loading the conversation…
          </p>
        ) : state.messages.length === 0 ? (
          renderEmpty(setInput)
        ) : (
          <>
            {state.loadingOlder ? (
              <p className="conversation-loading" role="status">
                Loading earlier messages…
              </p>
            ) : state.hasOlder ? (
              <p className="conversation-loading">
                <button type="button" className="conversation-older" onClick={() => void chatEngine.loadOlder()}>
                  Show earlier messages
                </button>
              </p>
            ) : null}
            <ol className="message-list-chat" aria-label="Messages">
              {state.messages.map((message, index) => (
                <MessageItem
                  key={message.id ?? index}
                  message={message}
                  onRetry={retry}
                  retrying={retrying || state.sending}
                />
              ))}
            </ol>
          </>
        )}
      </div>
      {/* Each settled reply, read out once as plain text (the list itself is not live). */}
      <div className="visually-hidden" role="log" aria-live="polite" aria-label="Replies">
        {announcements.map((item) => (
          <p key={item.n}>{item.text}</p>
        ))}
      </div>
      {state.offline && <p className="conversation-offline">You are offline. Messages are sent when you are back.</p>}
      <ChatInput
        value={input}
        onChange={setInput}
        onSend={send}
        canSend={chatEngine.canSend(input) && !state.sending}
        sending={state.sending}
        onStop={() => chatEngine.stop()}
      />
    </div>
  );
}
