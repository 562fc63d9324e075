import type { ChatEngine, ChatMessage } from '@mentor/core';
import { useLayoutEffect, useReducer, useRef, useState } from 'react';
import { WIDGET_TEXT } from '../messages';
import { useValue } from '../use-value';
import { MessageItem } from './message-item';
import { usePanel } from './panel-context';
import { anchorOf, restoreAnchor, type ScrollAnchor } from './scroll-anchor';
import { VIRTUALIZE_FROM, virtualWindow } from './virtual-window';

const keyOf = (message: ChatMessage, index: number) => message.id ?? `#${index}`;
/** Within this many px of the bottom, the list follows new messages. */
const PIN_SLACK_PX = 48;
/** A long reply stops this far below the list's top, so the agent sees where it begins. */
const REPLY_TOP_GAP_PX = 8;
/** Within this many px of the top, scrolling up asks for the page of older messages. */
const LOAD_OLDER_SLACK_PX = 240;

/**
 * The thread. It follows the newest message unless the agent scrolled up, and a reply taller than
 * the list stops at its start, not its end: the agent reads it from the top. Long threads are
 * virtualised: only messages near the viewport are in the DOM, measured as they render. Rows that
 * re-mount while scrolling must not be read out again, so the list is not a live region; settled
 * replies are announced by the `Announcer` beside it. It is a group, not a region: the panel adds
 * no landmarks to the host page. A thread opens on its newest page; scrolling near the top loads the
 * page before it, and the row the agent was reading stays where it was.
 */
export function MessageList({ engine }: { engine: ChatEngine }) {
  const { c } = usePanel();
  const messages = useValue(engine.messages);
  const loadingOlder = useValue(engine.loadingOlder);
  const scroller = useRef<HTMLDivElement>(null);
  const heights = useRef(new Map<string, number>());
  const pinned = useRef(true);
  const lastKey = useRef<string | undefined>(undefined);
  const seen = useRef('');
  const anchor = useRef<ScrollAnchor | null>(null);
  // The list as last laid out: its first row, scroll offset and height (to place an older page).
  const laidOut = useRef({ first: '', top: 0, height: 0 });
  // Where the agent scrolled to, and whether that is the bottom (then the list follows new messages).
  const [scroll, setScroll] = useState({ top: 0, pinned: true });
  const [viewport, setViewport] = useState(600);
  const [, remeasure] = useReducer((n: number) => n + 1, 0);

  const keys = messages.map(keyOf);
  const virtual = messages.length >= VIRTUALIZE_FROM;
  // Pinned to the bottom, the window is the last screenful, whatever the last scroll position was.
  const view = virtual ? virtualWindow(keys, heights.current, scroll.pinned ? null : scroll.top, viewport) : null;

  // Reading sizes forces a layout, so only what is needed: nothing for an empty thread (as the panel
  // opens), the scroll position for a short one, the viewport and row heights for a long one.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element || messages.length === 0) return;
    let changed = false;
    if (virtual) {
      if (element.clientHeight && element.clientHeight !== viewport) setViewport(element.clientHeight);
      for (const child of element.querySelectorAll<HTMLElement>('[data-key]')) {
        const key = child.dataset.key!;
        const height = child.offsetHeight;
        if (height && heights.current.get(key) !== height) {
          heights.current.set(key, height);
          changed = true;
        }
      }
      if (changed) remeasure();
    }
    const before = laidOut.current;
    const prepended = before.first !== '' && keys[0] !== before.first && keys.includes(before.first);
    // Another thread opened: it shows its newest messages.
    if (before.first !== '' && keys[0] !== before.first && !prepended) pinned.current = true;
    if (!pinned.current && anchor.current && !restoreAnchor(element, anchor.current) && prepended) {
      // The row read is outside the rendered window: place the list by the height put above it, and
      // let the window follow; the next layout puts the row back exactly.
      element.scrollTop = before.top + element.scrollHeight - before.height;
      if (virtual) setScroll({ top: element.scrollTop, pinned: false });
    } else if (!pinned.current) anchor.current = anchorOf(element) ?? anchor.current;
    laidOut.current = { first: keys[0] ?? '', top: element.scrollTop, height: element.scrollHeight };
    // Only a change at the end of the thread (or rows measured anew) moves it: not a verdict given,
    // nor a note's form opening, which the agent scrolled to.
    const last = messages.at(-1);
    const end = `${messages.length} ${last?.id} ${last?.status} ${last?.content.length}`;
    if (end === seen.current && !changed) return;
    // The agent's own new message (new at the end, not an older page put before) brings the list down,
    // even when its reply's placeholder came in the same update and is the last row.
    if (last?.id !== lastKey.current) {
      const seenAt = lastKey.current === undefined ? -1 : messages.findIndex((m) => m.id === lastKey.current);
      if (messages.slice(seenAt + 1).some((m) => m.role === 'user')) pinned.current = true;
    }
    lastKey.current = last?.id;
    seen.current = end;
    if (!pinned.current) return;
    const bottom = element.scrollHeight - element.clientHeight;
    const rows = element.querySelectorAll<HTMLElement>('[data-key]');
    const reply = last?.role === 'assistant' ? rows[rows.length - 1] : undefined;
    element.scrollTop = reply ? Math.min(bottom, reply.offsetTop - REPLY_TOP_GAP_PX) : bottom;
  });

  const shown = view ? messages.slice(view.start, view.end) : messages;
  const offset = view?.start ?? 0;
  return (
    <div
      ref={scroller}
      className={c.list}
      role="group"
      aria-label="Messages"
      tabIndex={0}
      style={messages.length === 0 ? { flex: '0 0 0', padding: 0 } : undefined}
      onScroll={(event) => {
        const element = event.currentTarget;
        pinned.current = element.scrollHeight - element.scrollTop - element.clientHeight < PIN_SLACK_PX;
        anchor.current = anchorOf(element) ?? anchor.current;
        laidOut.current = { ...laidOut.current, top: element.scrollTop, height: element.scrollHeight };
        if (element.scrollTop < LOAD_OLDER_SLACK_PX && engine.hasOlder.peek()) void engine.loadOlder();
        // While pinned the window is the bottom whatever the offset: only leaving or scrolling matters.
        const top = pinned.current ? 0 : element.scrollTop;
        if (virtual && (scroll.pinned !== pinned.current || scroll.top !== top))
          setScroll({ top, pinned: pinned.current });
      }}
    >
      {loadingOlder ? (
        <p role="status" style={{ margin: 4, textAlign: 'center', fontSize: 12, opacity: 0.7 }}>
          {WIDGET_TEXT.loadingOlder}
        </p>
      ) : null}
      {view ? <div style={{ height: view.before }} /> : null}
      {shown.map((message, index) => (
        <div key={keys[offset + index]} data-key={keys[offset + index]}>
          <MessageItem message={message} engine={engine} />
        </div>
      ))}
      {view ? <div style={{ height: view.after }} /> : null}
    </div>
  );
}

/** A visually hidden polite log: each settled reply is added once, as the controller words it. */
export function Announcer() {
  const { controller } = usePanel();
  const announcements = useValue(controller.announcements);
  return (
    <div className="sr" role="log" aria-live="polite" aria-label="Replies">
      {announcements.map((item) => (
        <p key={item.n}>{item.text}</p>
      ))}
    </div>
  );
}
