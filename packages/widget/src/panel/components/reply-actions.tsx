import {
  CHAT_CONTROL_TEXT,
  nextRating,
  plainReply,
  type ChatEngine,
  type ChatMessage,
  type FeedbackRating,
} from '@mentor/core';
import { useEffect, useRef, useState } from 'react';
import { useValue } from '../use-value';
import { ICON, Icon } from './icons';
import { usePanel } from './panel-context';

/**
 * Under a complete reply: copy it (plain text, links with their addresses), regenerate it, and a
 * thumb up or down with an optional note. Pressing the chosen thumb again takes the verdict back.
 */
export function ReplyActions({ message, engine }: { message: ChatMessage; engine: ChatEngine }) {
  const { controller, c } = usePanel();
  const sending = useValue(engine.sending);
  const [noteFor, setNoteFor] = useState<FeedbackRating | null>(null);
  const [said, setSaid] = useState('');
  const recordId = message.record_id!;
  const rating = message.feedback?.rating ?? null;

  useEffect(() => {
    if (!said) return;
    const timer = setTimeout(() => setSaid(''), 2500);
    return () => clearTimeout(timer);
  }, [said]);

  const rate = (next: FeedbackRating) => {
    const value = nextRating(rating, next);
    void engine.rate(recordId, value);
    setNoteFor(value);
  };

  return (
    <>
      <div className={c.actions} role="group" aria-label="Reply actions">
        <button
          type="button"
          aria-label="Copy reply"
          onClick={() =>
            navigator.clipboard.writeText(plainReply(message.content, 'copy')).then(
              () => setSaid(CHAT_CONTROL_TEXT.copied),
              () => setSaid(CHAT_CONTROL_TEXT.copyFailed),
            )
          }
        >
          <Icon d={ICON.copy} />
        </button>
        <button
          type="button"
          aria-label="Regenerate reply"
          disabled={sending}
          onClick={() => controller.regenerate(recordId)}
        >
          <Icon d={ICON.again} />
        </button>
        <button type="button" aria-label="Good reply" aria-pressed={rating === 'up'} onClick={() => rate('up')}>
          <Icon d={ICON.up} />
        </button>
        <button type="button" aria-label="Bad reply" aria-pressed={rating === 'down'} onClick={() => rate('down')}>
          <Icon d={ICON.down} />
        </button>
        <span role="status">{said}</span>
      </div>
      {noteFor ? (
        <NoteForm
          rating={noteFor}
          onDone={(note) => {
            if (note) void engine.rate(recordId, noteFor, note);
            setNoteFor(null);
          }}
        />
      ) : null}
    </>
  );
}

function NoteForm({ rating, onDone }: { rating: FeedbackRating; onDone: (note: string) => void }) {
  const { c } = usePanel();
  const [note, setNote] = useState('');
  const form = useRef<HTMLFormElement>(null);
  // It opens under the reply, perhaps below the fold: bring it into view. (In braces: scroll methods
  // may return a promise, which React would take for the effect's cleanup.)
  useEffect(() => {
    form.current?.scrollIntoView({ block: 'nearest' });
  }, []);
  return (
    <form
      ref={form}
      className={c.note}
      onSubmit={(event) => {
        event.preventDefault();
        onDone(note.trim());
      }}
    >
      <label>
        {CHAT_CONTROL_TEXT.note[rating]}
        <textarea rows={2} maxLength={1000} value={note} onChange={(event) => setNote(event.target.value)} />
      </label>
      <button type="submit" className={c.primary}>
        Send note
      </button>
      <button type="button" className={c.link} onClick={() => onDone('')}>
        Skip
      </button>
    </form>
  );
}
