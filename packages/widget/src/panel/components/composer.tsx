import type { ChatEngine } from '@mentor/core';
import { signal } from '@preact/signals-core';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { WIDGET_TEXT } from '../messages';
import { useValue } from '../use-value';
import { Dots, ICON, Icon } from './icons';
import { usePanel } from './panel-context';

/** Before sign-in there is no engine: nothing is sending, no category is chosen. */
const IDLE = signal(false);
const NO_CATEGORY = signal<string | null>(null);

/**
 * The input: Enter sends, Shift+Enter adds a line. Send is disabled while the input is empty or a
 * send is in flight, and shows dots meanwhile; Stop ends the reply being streamed.
 */
export function Composer({ engine }: { engine: ChatEngine | null }) {
  const { controller, c } = usePanel();
  const draft = useValue(controller.draft);
  const sending = useValue(engine?.sending ?? IDLE);
  // Send turns on once a category is chosen, so the composer follows it too.
  useValue(engine?.selectedCategoryId ?? NO_CATEGORY);
  const focusRequest = useValue(controller.focusRequest);
  const input = useRef<HTMLTextAreaElement>(null);

  // In the commit, not after the next paint: the input takes keys as soon as it is on screen.
  useLayoutEffect(() => {
    if (focusRequest > 0) input.current?.focus();
  }, [focusRequest]);

  // Grow with the text up to the CSS max-height (CSSOM, so a strict CSP allows it). Empty, it is one
  // row, and reading its height would force a layout of the whole panel as it opens.
  useEffect(() => {
    const element = input.current;
    if (!element) return;
    element.style.height = draft ? 'auto' : '';
    if (!draft) return;
    element.style.height = `${element.scrollHeight + 2}px`;
  }, [draft]);

  const canSend = engine?.canSend(draft) ?? false;
  return (
    <form
      className={c.composer}
      onSubmit={(event) => {
        event.preventDefault();
        controller.send();
      }}
    >
      <textarea
        ref={input}
        rows={1}
        value={draft}
        aria-label="Message Mentor"
        placeholder={WIDGET_TEXT.placeholder}
        onChange={(event) => (controller.draft.value = event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
            event.preventDefault();
            controller.send();
          }
        }}
      />
      {sending && engine ? (
        // The reply keeps what has arrived, marked "Stopped." with Retry.
        <button
          type="button"
          className={c.iconButton}
          aria-label="Stop reply"
          onClick={() => {
            engine.stop();
            // The button goes once the reply stops: keep focus in the panel, ready to type.
            controller.requestFocus();
          }}
        >
          <Icon d={ICON.stop} />
        </button>
      ) : null}
      <button type="submit" className={c.send} disabled={!canSend} aria-label={sending ? 'Sending' : 'Send'}>
        {sending ? <Dots label="Sending" className={c.dots} /> : <Icon d={ICON.send} />}
      </button>
    </form>
  );
}
