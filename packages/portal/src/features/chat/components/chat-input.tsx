import { useId, useRef } from 'react';
import type { FormEvent, KeyboardEvent } from 'react';
import { SendIcon, StopIcon } from '../../../components/ui/icons';
import { TypingDots } from './message-item';

interface ChatInputProps {
  value: string;
  onChange: (value: string) => void;
  onSend: () => void;
  /** Core's rule (chatEngine.canSend): not blank, nothing in flight, a user and a category. */
  canSend: boolean;
  sending: boolean;
  /** Ends the reply being written; what arrived stays, marked "Stopped." (shown while sending). */
  onStop?: () => void;
  placeholder?: string;
}

/**
 * The message box: Enter sends, Shift+Enter starts a new line; the button shows dots while sending,
 * with Stop beside it.
 */
export function ChatInput({ value, onChange, onSend, canSend, sending, onStop, placeholder }: ChatInputProps) {
  const id = useId();
  const box = useRef<HTMLTextAreaElement>(null);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (canSend) onSend();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <form className="chat-input" onSubmit={submit}>
      <label htmlFor={`${id}-message`} className="visually-hidden">
        Your message
      </label>
      <textarea
        id={`${id}-message`}
        ref={box}
        className="chat-textarea"
        rows={1}
        placeholder={placeholder ?? 'Ask Mentor anything…'}
        value={value}
        maxLength={4000}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
      />
      {sending && onStop && (
        <button
          type="button"
          className="chat-stop"
          aria-label="Stop reply"
          onClick={() => {
            onStop();
            // The button goes once the reply stops: focus goes back to the message box.
            box.current?.focus();
          }}
        >
          <StopIcon />
        </button>
      )}
      <button type="submit" className="chat-send" disabled={!canSend} aria-label={sending ? 'Sending' : 'Send'}>
        {sending ? <TypingDots label="Sending" /> : <SendIcon />}
      </button>
    </form>
  );
}
