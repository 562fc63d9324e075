import { batch, computed, effect, signal, untracked } from '@preact/signals-core';
import { HISTORY_PAGE_SIZE } from '../limits';
import { subscribeTo } from '../stores/persist';
import type { ChatHead, ChatMessage } from '../types';
import { canSendChat } from '../validation/forms';
import { toChatError } from './chat-error';
import type { ChatError } from './chat-error';
import type { ChatEngine, ChatEngineOptions, ChatEngineState, QueuedMessage } from './chat-engine-types';
import { messagesFromRecords } from './history';
import { createFeedback } from './feedback';
import { createMessageSender } from './message-sender';
import { createThreadActions } from './thread-actions';
import { insertAfter } from './thread';
import type { LiveReply } from './thread';

/**
 * The list with `head` in it: replaced where it already is (no jumping while the user chats),
 * otherwise first, as the list is newest first.
 */
function withChatHead(heads: readonly ChatHead[], head: ChatHead): readonly ChatHead[] {
  const index = heads.findIndex((item) => item._id === head._id);
  if (index === -1) return [head, ...heads];
  const known = heads[index];
  if (known && known.title === head.title && known.category_id === head.category_id) return heads;
  const next = heads.slice();
  next[index] = head;
  return next;
}

/** A freshly loaded list, keeping heads created here meanwhile that the load did not see yet. */
function mergeChatHeads(loaded: readonly ChatHead[], known: readonly ChatHead[]): readonly ChatHead[] {
  const ids = new Set(loaded.map((head) => head._id));
  const missing = known.filter((head) => !ids.has(head._id));
  return missing.length === 0 ? loaded : [...missing, ...loaded];
}

/**
 * Creates the chat engine: signals for a chat screen to render, methods for it to call.
 * It knows nothing of React or the DOM (STYLE: vercel/ai's AbstractChat is the model).
 */
export function createChatEngine(options: ChatEngineOptions): ChatEngine {
  const { api, chatStore, getUser } = options;

  const chatHeads = signal<readonly ChatHead[]>([]);
  const live = signal<LiveReply | null>(null);
  const sending = signal(false);
  const loadingHistory = signal(false);
  const hasOlder = signal(false);
  const loadingOlder = signal(false);
  // Where the next older page of the open thread begins; null when the oldest is shown.
  let olderCursor: string | null = null;
  const error = signal<ChatError | null>(null);
  const offline = signal(options.online === false);
  const outbox = signal<readonly QueuedMessage[]>([]);

  // Deltas change only `live`: the persisted thread is written once per message, not once per piece.
  const messages = computed<readonly ChatMessage[]>(() => {
    const settled = chatStore.chatsList.value;
    const reply = live.value;
    return reply ? insertAfter(settled, reply.afterId, reply.message) : settled;
  });
  const streaming = computed(() => (live.value?.message.content.length ?? 0) > 0);

  // Every switch of the open thread bumps `thread`; work begun for an older thread leaves the view alone.
  const view = { thread: 0 };
  let headsRequest = 0;
  let historyRequest = 0;

  const sender = createMessageSender({
    transport: options.transport,
    chatStore,
    getUser,
    now: () => (options.now ?? (() => new Date()))().toISOString(),
    view,
    live,
    sending,
    error,
    offline,
    outbox,
    adoptChatHead,
  });

  function adoptChatHead(head: ChatHead, thread: number, created: boolean) {
    batch(() => {
      if (thread === view.thread && chatStore.selectedChatId.peek() === null) chatStore.selectedChatId.value = head._id;
      if (head.category_id === chatStore.selectedCategoryId.peek())
        chatHeads.value = withChatHead(chatHeads.peek(), head);
      if (created) chatStore.newChatHead.value = head;
    });
  }

  function leaveThread() {
    view.thread++;
    historyRequest++;
    sender.abortActive();
    olderCursor = null;
    batch(() => {
      live.value = null;
      sending.value = false;
      loadingHistory.value = false;
      hasOlder.value = false;
      loadingOlder.value = false;
      error.value = null;
    });
  }

  async function loadThread(id: string): Promise<boolean> {
    const request = ++historyRequest;
    try {
      // The newest page only: a thread of thousands opens as fast as a short one.
      const { result } = await api.chat.getPage(id, { limit: HISTORY_PAGE_SIZE });
      if (request !== historyRequest) return false;
      olderCursor = result.older_cursor;
      batch(() => {
        hasOlder.value = olderCursor !== null;
        chatStore.chatsList.value = [...messagesFromRecords(result.records), ...sender.queuedFor(id)];
      });
      return true;
    } catch (caught) {
      if (request === historyRequest) error.value = toChatError(caught, 'history');
      return false;
    } finally {
      if (request === historyRequest) loadingHistory.value = false;
    }
  }

  async function loadOlder(): Promise<boolean> {
    const id = chatStore.selectedChatId.peek();
    const cursor = olderCursor;
    if (!id || cursor === null || loadingOlder.peek() || loadingHistory.peek()) return false;
    const thread = view.thread;
    loadingOlder.value = true;
    try {
      const { result } = await api.chat.getPage(id, { before: cursor, limit: HISTORY_PAGE_SIZE });
      if (thread !== view.thread) return false;
      olderCursor = result.older_cursor;
      // A record already shown (the thread was refreshed meanwhile) is not shown twice.
      const shown = chatStore.chatsList.peek();
      const known = new Set(shown.map((message) => message.id));
      const older = messagesFromRecords(result.records).filter((message) => !known.has(message.id));
      batch(() => {
        hasOlder.value = olderCursor !== null;
        chatStore.chatsList.value = [...older, ...shown];
      });
      return true;
    } catch (caught) {
      if (thread === view.thread) error.value = toChatError(caught, 'history');
      return false;
    } finally {
      if (thread === view.thread) loadingOlder.value = false;
    }
  }

  const selectedChatHead = computed(
    () => chatHeads.value.find((head) => head._id === chatStore.selectedChatId.value) ?? null,
  );
  const newChat = () => {
    leaveThread();
    chatStore.update({ selectedChatId: null, chatsList: [] });
  };
  const threads = createThreadActions({ api, chatStore, chatHeads, error, newChat });
  const rate = createFeedback({ api, chatStore, error });

  const state = computed<ChatEngineState>(() => ({
    categories: chatStore.categoriesData.value,
    selectedCategoryId: chatStore.selectedCategoryId.value,
    chatHeads: chatHeads.value,
    selectedChatHeadId: chatStore.selectedChatId.value,
    messages: messages.value,
    sending: sending.value,
    streaming: streaming.value,
    loadingHistory: loadingHistory.value,
    hasOlder: hasOlder.value,
    loadingOlder: loadingOlder.value,
    error: error.value,
    offline: offline.value,
    pendingOutbox: outbox.value,
  }));

  // A thread read back from storage may hold messages that were queued or pending when the page went away.
  const stopRecovery = effect(() => {
    const restored = chatStore.chatsList.value;
    // Only the thread is watched; what recovery reads or starts (a send) must not subscribe this effect.
    untracked(() => sender.recover(restored));
  });

  return {
    categories: chatStore.categoriesData,
    selectedCategoryId: chatStore.selectedCategoryId,
    chatHeads,
    selectedChatHeadId: chatStore.selectedChatId,
    selectedChatHead,
    messages,
    sending,
    streaming,
    loadingHistory,
    hasOlder,
    loadingOlder,
    error,
    offline,
    pendingOutbox: outbox,
    state,

    canSend: (input) =>
      canSendChat(input, sending.value) && getUser() !== null && chatStore.selectedCategoryId.value !== null,

    async loadCategories() {
      try {
        const { result } = await api.category.getAllCategories(getUser()?._id ?? null);
        chatStore.categoriesData.value = result;
        return result;
      } catch (caught) {
        error.value = toChatError(caught, 'categories');
        return null;
      }
    },

    selectCategory(id) {
      const changed = id !== chatStore.selectedCategoryId.peek();
      leaveThread();
      batch(() => {
        chatStore.update({ selectedCategoryId: id, selectedChatId: null, chatsList: [] });
        if (changed) {
          headsRequest++;
          chatHeads.value = [];
        }
      });
    },

    async loadChatHeads(categoryId) {
      const user = getUser();
      const id = categoryId ?? chatStore.selectedCategoryId.peek();
      if (!user || !id) return null;
      const isSelected = () => id === chatStore.selectedCategoryId.peek();
      const request = isSelected() ? ++headsRequest : headsRequest;
      try {
        const { result } = await api.chatHead.getAllChatHeads(user._id, id);
        if (isSelected() && request === headsRequest) chatHeads.value = mergeChatHeads(result, chatHeads.peek());
        return result;
      } catch (caught) {
        error.value = toChatError(caught, 'chat_heads');
        return null;
      }
    },

    async openChatHead(id) {
      const same = chatStore.selectedChatId.peek() === id;
      if (same && sending.peek()) return true;
      leaveThread();
      sender.adoptQueued(id);
      batch(() => {
        // Reopening the open thread keeps it on screen while it refreshes.
        chatStore.update(same ? { selectedChatId: id } : { selectedChatId: id, chatsList: sender.queuedFor(id) });
        loadingHistory.value = true;
      });
      return loadThread(id);
    },

    loadOlder,

    newChat,

    send: (text, sendOptions) => sender.send(text, sendOptions),

    async retry(recordId) {
      const outcome = await sender.retry(recordId);
      if (outcome !== 'already_complete') return outcome === 'complete';
      // The server finished that reply after all (the stream was cut or stopped): show it as stored.
      const headId = chatStore.selectedChatId.peek();
      return headId !== null && (await loadThread(headId));
    },

    regenerate: async (recordId, regenerateOptions = {}) =>
      (await sender.regenerate(recordId, regenerateOptions.context)) === 'complete',

    rate,
    renameChatHead: threads.rename,
    deleteChatHead: threads.remove,
    searchChatHeads: threads.search,

    stop: () => sender.abortActive(),

    setOnline(online) {
      offline.value = !online;
      if (online) void sender.flushOutbox();
    },

    flushOutbox: () => sender.flushOutbox(),

    clearError() {
      error.value = null;
    },

    subscribe: (listener) => subscribeTo(() => state.value, listener),

    dispose() {
      stopRecovery();
      leaveThread();
    },
  };
}
