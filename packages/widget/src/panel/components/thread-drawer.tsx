import { formatMessageDate, type ChatEngine } from '@mentor/core';
import { useEffect, useRef } from 'react';
import { useValue } from '../use-value';
import { usePanel } from './panel-context';

/**
 * The selected category's threads, newest first with the day each began: open one, or start a new
 * chat. Escape closes the list only.
 */
export function ThreadDrawer({ engine, onClose }: { engine: ChatEngine; onClose: () => void }) {
  const { c } = usePanel();
  const heads = useValue(engine.chatHeads);
  const selected = useValue(engine.selectedChatHeadId);
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => first.current?.focus(), []);
  return (
    <nav
      className={c.drawer}
      aria-label="Chats"
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onClose();
        }
      }}
    >
      <button
        ref={first}
        type="button"
        className={c.primary}
        onClick={() => {
          engine.newChat();
          onClose();
        }}
      >
        New chat
      </button>
      <h3>Earlier chats</h3>
      {heads.length === 0 ? <p>No chats in this category yet.</p> : null}
      <ul>
        {heads.map((head) => (
          <li key={head._id}>
            <button
              type="button"
              aria-current={head._id === selected}
              title={head.title}
              onClick={() => {
                void engine.openChatHead(head._id);
                onClose();
              }}
            >
              <span>{head.title}</span>
              <time dateTime={head.created_on}>{formatMessageDate(head.created_on)}</time>
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
