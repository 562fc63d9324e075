import { formatMessageDate, type ChatEngine, type ChatHead, type ChatHeadMatch } from '@mentor/core';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useValue } from '../use-value';
import { ICON, Icon } from './icons';
import { usePanel } from './panel-context';

/** A search waits this long after the last key before asking the server. */
const SEARCH_PAUSE_MS = 250;

/**
 * The agent's threads: new chat, search (titles and what was said, every category), and the
 * selected category's threads, newest first, each with its record, the day it began, rename and
 * delete (after a confirmation). Escape closes the list only. A group, not a <nav>: the panel adds
 * no landmarks to the host page.
 */
export function ThreadDrawer({ engine, onClose }: { engine: ChatEngine; onClose: () => void }) {
  const { c } = usePanel();
  const heads = useValue(engine.chatHeads);
  const categories = useValue(engine.categories);
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<readonly ChatHeadMatch[] | null>(null);
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    first.current?.focus();
  }, []);

  useEffect(() => {
    const text = query.trim();
    setFound(null);
    if (!text) return;
    let current = true;
    const timer = setTimeout(
      () => void engine.searchChatHeads(text).then((result) => current && setFound(result ?? [])),
      SEARCH_PAUSE_MS,
    );
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [engine, query]);

  const open = (head: ChatHead) => {
    if (head.category_id !== engine.selectedCategoryId.peek()) {
      engine.selectCategory(head.category_id);
      void engine.loadChatHeads();
    }
    void engine.openChatHead(head._id);
    onClose();
  };
  const searching = query.trim() !== '';
  const categoryName = (id: string) => categories.find((category) => category._id === id)?.name ?? '';

  return (
    <div
      className={c.drawer}
      role="group"
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
      <input
        type="search"
        aria-label="Search chats"
        placeholder="Search chats"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      {searching ? (
        <>
          <p role="status">
            {found === null ? 'Searching…' : `${found.length} ${found.length === 1 ? 'chat' : 'chats'} found`}
          </p>
          <ul>
            {(found ?? []).map((head) => (
              <li key={head._id}>
                <button type="button" className={c.open} title={head.title} onClick={() => open(head)}>
                  <span>{head.title}</span>
                  <small>
                    {categoryName(head.category_id)}
                    {head.snippet ? ` · ${head.snippet}` : ''}
                  </small>
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <>
          <h3>Earlier chats</h3>
          {heads.length === 0 ? <p>No chats in this category yet.</p> : null}
          <ul>
            {heads.map((head) => (
              <ThreadRow key={head._id} head={head} engine={engine} onOpen={() => open(head)} />
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

type RowMode = 'show' | 'rename' | 'confirm';

/** One thread: open it, rename it in place, or delete it once confirmed. */
function ThreadRow({ head, engine, onOpen }: { head: ChatHead; engine: ChatEngine; onOpen: () => void }) {
  const { c } = usePanel();
  const selected = useValue(engine.selectedChatHeadId);
  const [mode, setMode] = useState<RowMode>('show');
  const [title, setTitle] = useState(head.title);
  const focus = useRef<HTMLInputElement & HTMLButtonElement>(null);
  const back = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (mode !== 'show') focus.current?.focus();
  }, [mode]);
  const done = () => {
    setMode('show');
    // The row's buttons come back: focus returns to the thread.
    requestAnimationFrame(() => back.current?.focus());
  };
  const keepEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    done();
  };

  if (mode === 'rename') {
    return (
      <li>
        <form
          className={c.rowForm}
          onSubmit={(event) => {
            event.preventDefault();
            void engine.renameChatHead(head._id, title).then(done);
          }}
        >
          <input
            ref={focus}
            aria-label="Chat title"
            maxLength={200}
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            onKeyDown={keepEscape}
          />
          <button type="submit" className={c.primary} disabled={!title.trim()}>
            Save
          </button>
        </form>
      </li>
    );
  }
  if (mode === 'confirm') {
    return (
      <li>
        <div className={c.rowForm} role="group" aria-label="Delete this chat" onKeyDown={keepEscape}>
          <p>Delete “{head.title}” and its messages?</p>
          <button type="button" className={c.danger} onClick={() => void engine.deleteChatHead(head._id)}>
            Delete
          </button>
          <button ref={focus} type="button" className={c.link} onClick={done}>
            Cancel
          </button>
        </div>
      </li>
    );
  }
  return (
    <li className={c.rowShow}>
      <button
        ref={back}
        type="button"
        className={c.open}
        aria-current={head._id === selected}
        title={head.title}
        onClick={onOpen}
      >
        <span>{head.title}</span>
        <small>
          {head.record?.name ? `${head.record.name} · ` : ''}
          <time dateTime={head.created_on}>{formatMessageDate(head.created_on)}</time>
        </small>
      </button>
      <button
        type="button"
        className={c.iconButton}
        aria-label={`Rename “${head.title}”`}
        onClick={() => {
          setTitle(head.title);
          setMode('rename');
        }}
      >
        <Icon d={ICON.edit} />
      </button>
      <button
        type="button"
        className={c.iconButton}
        aria-label={`Delete “${head.title}”`}
        onClick={() => setMode('confirm')}
      >
        <Icon d={ICON.trash} />
      </button>
    </li>
  );
}
