import type { Signal } from '@preact/signals-core';
import type { ChatStore } from '../stores/chat-store';
import type { ChatHead, ChatHeadMatch } from '../types';
import { toChatError } from './chat-error';
import type { ChatError } from './chat-error';
import type { ChatEngineApi } from './chat-engine-types';

export interface ThreadActionsDeps {
  api: ChatEngineApi;
  chatStore: ChatStore;
  chatHeads: Signal<readonly ChatHead[]>;
  error: Signal<ChatError | null>;
  /** Leaves the open thread for a new chat (the engine's `newChat`). */
  newChat: () => void;
}

/** Renaming, deleting and searching the user's threads; failures land in `error`. */
export function createThreadActions({ api, chatStore, chatHeads, error, newChat }: ThreadActionsDeps) {
  return {
    async rename(id: string, title: string): Promise<boolean> {
      const clean = title.replace(/\s+/g, ' ').trim();
      if (!clean) return false;
      try {
        const { result } = await api.chatHead.renameChatHead(id, clean);
        chatHeads.value = chatHeads.peek().map((head) => (head._id === id ? { ...head, ...result } : head));
        return true;
      } catch (caught) {
        error.value = toChatError(caught, 'rename');
        return false;
      }
    },

    async remove(id: string): Promise<boolean> {
      try {
        await api.chatHead.deleteChatHead(id);
        chatHeads.value = chatHeads.peek().filter((head) => head._id !== id);
        if (chatStore.selectedChatId.peek() === id) newChat();
        if (chatStore.newChatHead.peek()?._id === id) chatStore.newChatHead.value = null;
        return true;
      } catch (caught) {
        error.value = toChatError(caught, 'delete');
        return false;
      }
    },

    async search(query: string, categoryId?: string | null): Promise<readonly ChatHeadMatch[] | null> {
      const text = query.trim();
      if (!text) return [];
      try {
        return (await api.chatHead.searchChatHeads(text, categoryId)).result;
      } catch (caught) {
        error.value = toChatError(caught, 'search');
        return null;
      }
    },
  };
}
