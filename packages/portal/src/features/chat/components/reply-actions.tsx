import { useEffect, useRef, useState } from 'react';
import { CHAT_CONTROL_TEXT, nextRating, plainReply } from '@mentor/core';
import type { ChatMessage, FeedbackRating } from '@mentor/core';
import { CopyIcon, RetryIcon, ThumbDownIcon, ThumbUpIcon } from '../../../components/ui/icons';
import { chatEngine } from '../../../lib/chat-engine';

/**
 * Under a complete reply: copy it (plain text, links with their addresses), regenerate it, and a
 * thumb up or down with an optional note. Pressing the chosen thumb again takes the verdict back.
 */
export function ReplyActions({ message, busy }: { message: ChatMessage; busy: boolean }) {
  const [noteFor, setNoteFor] = useState<FeedbackRating | null>(null);
  const [note, setNote] = useState('');
  const [said, setSaid] = useState('');
  const noteForm = useRef<HTMLFormElement>(null);
  const recordId = message.record_id as string;
  const rating = message.feedback?.rating ?? null;

  // The note's form opens under the reply, perhaps below the fold: bring it into view.
  useEffect(() => {
    if (noteFor) noteForm.current?.scrollIntoView({ block: 'nearest' });
  }, [noteFor]);

  useEffect(() => {
    if (!said) return;
    const timer = setTimeout(() => setSaid(''), 2500);
    return () => clearTimeout(timer);
  }, [said]);

  const rate = (next: FeedbackRating) => {
    const value = nextRating(rating, next);
    void chatEngine.rate(recordId, value);
    setNote('');
    setNoteFor(value);
  };
  const copy = () =>
    navigator.clipboard.writeText(plainReply(message.content, 'copy')).then(
      () => setSaid(CHAT_CONTROL_TEXT.copied),
      () => setSaid(CHAT_CONTROL_TEXT.copyFailed),
    );

  return (
    <>
      <div className="reply-actions" role="group" aria-label="Reply actions">
        <button type="button" className="reply-action" aria-label="Copy reply" onClick={() => void copy()}>
          <CopyIcon width={16} height={16} />
        </button>
        <button
          type="button"
          className="reply-action"
          aria-label="Regenerate reply"
          disabled={busy}
          onClick={() => void chatEngine.regenerate(recordId)}
        >
          <RetryIcon width={16} height={16} />
        </button>
        <button
          type="button"
          className="reply-action"
          aria-label="Good reply"
          aria-pressed={rating === 'up'}
          onClick={() => rate('up')}
        >
          <ThumbUpIcon width={16} height={16} />
        </button>
        <button
          type="button"
          className="reply-action"
          aria-label="Bad reply"
          aria-pressed={rating === 'down'}
          onClick={() => rate('down')}
        >
          <ThumbDownIcon width={16} height={16} />
        </button>
        <span role="status" className="reply-actions-said">
          {said}
        </span>
      </div>
      {noteFor && (
        <form
          ref={noteForm}
          className="reply-note"
          onSubmit={(event) => {
            event.preventDefault();
            if (note.trim()) void chatEngine.rate(recordId, noteFor, note);
            setNoteFor(null);
          }}
        >
          <label>
            {CHAT_CONTROL_TEXT.note[noteFor]}
            <textarea rows={2} maxLength={1000} value={note} onChange={(event) => setNote(event.target.value)} />
          </label>
          <div className="reply-note-buttons">
            <button type="submit" className="btn btn-primary btn-sm">
              Send note
            </button>
            <button type="button" className="btn btn-ghost btn-sm" onClick={() => setNoteFor(null)}>
              Skip
            </button>
          </div>
        </form>
      )}
    </>
  );
}
