import { useCallback, useEffect, useState } from 'react';
import type { ChatHead } from '@mentor/core';
import { Link, useLocation } from 'wouter';
import { AccordionItem } from '../../../components/ui/accordion';
import { PlusIcon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { chatEngine } from '../../../lib/chat-engine';
import { useChatState } from '../hooks/use-chat-state';
import { ThreadRow } from './thread-row';
import { ThreadSearch } from './thread-search';

/**
 * The chat layout's left panel: New Chat (clears the selected chat, back to the dashboard) and an
 * accordion of each category's past chats, loaded when a category is expanded. The selected
 * category starts expanded; its list is the engine's, so a chat head made by a first send appears.
 */
export function ChatPanel({ onNavigate }: { onNavigate: () => void }) {
  const state = useChatState();
  const [, navigate] = useLocation();
  const [open, setOpen] = useState<ReadonlySet<string>>(
    () => new Set(state.selectedCategoryId ? [state.selectedCategoryId] : []),
  );
  const [otherHeads, setOtherHeads] = useState<Record<string, readonly ChatHead[]>>({});
  const [loading, setLoading] = useState<ReadonlySet<string>>(new Set());
  const [query, setQuery] = useState('');

  const load = useCallback(async (categoryId: string) => {
    setLoading((current) => new Set(current).add(categoryId));
    const heads = await chatEngine.loadChatHeads(categoryId);
    if (heads) setOtherHeads((current) => ({ ...current, [categoryId]: heads }));
    setLoading((current) => {
      const next = new Set(current);
      next.delete(categoryId);
      return next;
    });
  }, []);

  // The selected category's list loads with the panel (it starts expanded).
  useEffect(() => {
    if (state.selectedCategoryId) {
      setOpen((current) => new Set(current).add(state.selectedCategoryId as string));
      void load(state.selectedCategoryId);
    }
  }, [state.selectedCategoryId, load]);

  const toggle = (categoryId: string) => {
    const expanding = !open.has(categoryId);
    setOpen((current) => {
      const next = new Set(current);
      if (expanding) next.add(categoryId);
      else next.delete(categoryId);
      return next;
    });
    if (expanding) void load(categoryId);
  };

  // The selected category's list is the engine's; the others are kept here, so edits update them too.
  const editOther = (head: ChatHead, edit: (heads: readonly ChatHead[]) => readonly ChatHead[]) =>
    setOtherHeads((current) =>
      current[head.category_id] ? { ...current, [head.category_id]: edit(current[head.category_id]!) } : current,
    );
  const onRenamed = (head: ChatHead, title: string) =>
    editOther(head, (heads) => heads.map((item) => (item._id === head._id ? { ...item, title } : item)));
  const onDeleted = (head: ChatHead) => editOther(head, (heads) => heads.filter((item) => item._id !== head._id));

  const openHead = (head: ChatHead) => {
    if (head.category_id !== state.selectedCategoryId) chatEngine.selectCategory(head.category_id);
    void chatEngine.openChatHead(head._id);
    navigate(paths.chatBotChat);
    onNavigate();
  };

  return (
    <div className="chat-panel-inner">
      <button
        type="button"
        className="btn btn-primary btn-md btn-block"
        onClick={() => {
          chatEngine.newChat();
          navigate(paths.dashboard);
        }}
      >
        <PlusIcon width={18} height={18} /> New Chat
      </button>
      <h2 className="chat-panel-title">Your chats</h2>
      <input
        type="search"
        className="chat-search"
        aria-label="Search chats"
        placeholder="Search chats"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      {query.trim() ? (
        <ThreadSearch query={query.trim()} onOpen={openHead} />
      ) : (
        <div className="accordion chat-accordion">
          {state.categories.map((category) => {
            const selected = category._id === state.selectedCategoryId;
            const heads = selected ? state.chatHeads : (otherHeads[category._id] ?? []);
            return (
              <AccordionItem
                key={category._id}
                title={category.name}
                open={open.has(category._id)}
                onToggle={() => toggle(category._id)}
              >
                {loading.has(category._id) && heads.length === 0 ? (
                  <Spinner size={20} label={`Loading ${category.name} chats`} />
                ) : heads.length === 0 ? (
                  <p className="chat-panel-empty">No chats yet.</p>
                ) : (
                  <ul className="chat-head-list">
                    {heads.map((head) => (
                      <ThreadRow
                        key={head._id}
                        head={head}
                        current={head._id === state.selectedChatHeadId}
                        onOpen={openHead}
                        onRenamed={onRenamed}
                        onDeleted={onDeleted}
                      />
                    ))}
                  </ul>
                )}
              </AccordionItem>
            );
          })}
        </div>
      )}
      <Link href={paths.dashboard} className="text-link chat-panel-back" onClick={onNavigate}>
        Back to the dashboard
      </Link>
    </div>
  );
}
