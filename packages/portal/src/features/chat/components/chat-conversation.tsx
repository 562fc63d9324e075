import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { chatEngine } from '../../../lib/chat-engine';
import { useChatState } from '../hooks/use-chat-state';
import { ChatInput } from './chat-input';
import { MessageItem } from './message-item';

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
  const last = state.messages.at(-1);

  // Follow the thread as messages arrive and a reply grows (only the list scrolls, never the page).
  useEffect(() => {
    const element = scroller.current;
    if (element && state.messages.length > 0) element.scrollTop = element.scrollHeight;
  }, [state.messages.length, last?.content]);

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
      <div className="conversation-scroll" ref={scroller}>
        {state.loadingHistory && state.messages.length === 0 ? (
          <p className="conversation-loading" role="status">
            Loading the conversation…
          </p>
        ) : state.messages.length === 0 ? (
          renderEmpty(setInput)
        ) : (
          <ol className="message-list-chat" aria-label="Messages">
            {state.messages.map((message, index) => (
              <MessageItem key={message.id ?? index} message={message} onRetry={retry} retrying={retrying} />
            ))}
          </ol>
        )}
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
