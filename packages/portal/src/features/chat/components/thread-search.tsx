import { useEffect, useState } from 'react';
import type { ChatHead, ChatHeadMatch } from '@mentor/core';
import { ChatIcon } from '../../../components/ui/icons';
import { chatEngine } from '../../../lib/chat-engine';
import { useChatState } from '../hooks/use-chat-state';

/** A search waits this long after the last key before asking the server. */
const SEARCH_PAUSE_MS = 250;

/**
 * Searches the member's chats by title and by what was said in them (every category); the
 * results replace the category lists while there is text in the box.
 */
export function ThreadSearch({ query, onOpen }: { query: string; onOpen: (head: ChatHead) => void }) {
  const state = useChatState();
  const [found, setFound] = useState<readonly ChatHeadMatch[] | null>(null);

  useEffect(() => {
    setFound(null);
    let current = true;
    const timer = setTimeout(
      () => void chatEngine.searchChatHeads(query).then((result) => current && setFound(result ?? [])),
      SEARCH_PAUSE_MS,
    );
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [query]);

  const categoryName = (id: string) => state.categories.find((category) => category._id === id)?.name ?? '';
  return (
    <div className="chat-search-results">
      <p role="status" className="chat-panel-empty">
        {found === null ? 'Searching…' : `${found.length} ${found.length === 1 ? 'chat' : 'chats'} found`}
      </p>
      <ul className="chat-head-list">
        {(found ?? []).map((head) => (
          <li key={head._id}>
            <button type="button" className="chat-head chat-head-found" title={head.title} onClick={() => onOpen(head)}>
              <ChatIcon width={16} height={16} />
              <span>
                <span className="chat-head-title">{head.title}</span>
                <small>
                  {categoryName(head.category_id)}
                  {head.snippet ? ` · ${head.snippet}` : ''}
                </small>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
