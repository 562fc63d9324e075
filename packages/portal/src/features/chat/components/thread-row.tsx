import { useEffect, useRef, useState } from 'react';
import type { ChatHead } from '@mentor/core';
import { ChatIcon, EditIcon, TrashIcon } from '../../../components/ui/icons';
import { askConfirm } from '../../../lib/alerts';
import { chatEngine } from '../../../lib/chat-engine';

interface ThreadRowProps {
  head: ChatHead;
  current: boolean;
  onOpen: (head: ChatHead) => void;
  /** Tells the panel what changed (its lists of other categories are its own). */
  onRenamed: (head: ChatHead, title: string) => void;
  onDeleted: (head: ChatHead) => void;
}

/**
 * One thread in the chat panel: open it; rename it in place (Enter saves, Escape cancels); delete
 * it after a confirmation. A long title ends with an ellipsis and shows whole on hover.
 */
export function ThreadRow({ head, current, onOpen, onRenamed, onDeleted }: ThreadRowProps) {
  const [editing, setEditing] = useState(false);
  const [title, setTitle] = useState(head.title);
  const field = useRef<HTMLInputElement>(null);
  const openButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (editing) field.current?.select();
  }, [editing]);

  const stopEditing = () => {
    setEditing(false);
    requestAnimationFrame(() => openButton.current?.focus());
  };
  const remove = async () => {
    const confirmed = await askConfirm({
      title: 'Delete this chat?',
      message: `“${head.title}” and its messages will be deleted. This cannot be undone.`,
      confirmLabel: 'Delete',
      cancelLabel: 'Cancel',
    });
    if (confirmed && (await chatEngine.deleteChatHead(head._id))) onDeleted(head);
  };

  if (editing) {
    return (
      <li>
        <form
          className="chat-head-rename"
          onSubmit={(event) => {
            event.preventDefault();
            const next = title.replace(/\s+/g, ' ').trim();
            void chatEngine.renameChatHead(head._id, next).then((renamed) => {
              if (renamed) onRenamed(head, next);
              stopEditing();
            });
          }}
        >
          <input
            ref={field}
            aria-label="Chat title"
            maxLength={200}
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Escape') stopEditing();
            }}
          />
          <button type="submit" className="btn btn-primary btn-sm" disabled={!title.trim()}>
            Save
          </button>
        </form>
      </li>
    );
  }
  return (
    <li className="chat-head-row">
      <button
        ref={openButton}
        type="button"
        className={`chat-head${current ? ' is-current' : ''}`}
        aria-current={current ? 'true' : undefined}
        onClick={() => onOpen(head)}
        title={head.title}
      >
        <ChatIcon width={16} height={16} />
        <span>{head.title}</span>
      </button>
      <button
        type="button"
        className="chat-head-action"
        aria-label={`Rename “${head.title}”`}
        onClick={() => {
          setTitle(head.title);
          setEditing(true);
        }}
      >
        <EditIcon width={15} height={15} />
      </button>
      <button
        type="button"
        className="chat-head-action"
        aria-label={`Delete “${head.title}”`}
        onClick={() => void remove()}
      >
        <TrashIcon width={15} height={15} />
      </button>
    </li>
  );
}
