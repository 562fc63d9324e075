import { batch } from '@preact/signals-core';
import type { ReadonlySignal, Signal } from '@preact/signals-core';
import type { ChatStore } from '../stores/chat-store';
import type { ChatMessage } from '../types';
import type { QueuedMessage } from './chat-engine-types';
import { withStatus } from './thread';

export interface OutboxDeps {
  chatStore: ChatStore;
  /** The open thread's number; bumped by the engine on every switch. */
  view: { readonly thread: number };
  sending: ReadonlySignal<boolean>;
  offline: ReadonlySignal<boolean>;
  outbox: Signal<readonly QueuedMessage[]>;
  /** Sends one queued message; resolves `queued` when it had to go back to the outbox. */
  deliver: (item: QueuedMessage, thread: number) => Promise<string>;
}

/**
 * Messages that have not reached the server, oldest first, each bound to the thread it was typed
 * in. They go out one by one when the connection is back, and stop at the first that still fails.
 */
export function createOutbox(deps: OutboxDeps) {
  const { chatStore, view, sending, offline, outbox } = deps;
  const threadOf = new Map<string, number>();
  let flushing: Promise<void> | null = null;

  function enqueue(item: QueuedMessage, thread: number, first = false) {
    threadOf.set(item.id, thread);
    outbox.value = first ? [item, ...outbox.peek()] : [...outbox.peek(), item];
  }

  async function drain() {
    while (!offline.peek() && !sending.peek()) {
      const [item, ...rest] = outbox.peek();
      if (!item) return;
      const thread = threadOf.get(item.id) ?? -1;
      threadOf.delete(item.id);
      outbox.value = rest;
      // Still no connection: stop rather than hammer the server; the next online event resumes.
      if ((await deps.deliver(item, thread)) === 'queued') return;
    }
  }

  function flush(): Promise<void> {
    flushing ??= drain().finally(() => {
      flushing = null;
    });
    return flushing;
  }

  return {
    enqueue,
    flush,
    /** Flushes when there is something to send and nothing in the way. */
    kick() {
      if (!offline.peek() && !sending.peek() && outbox.peek().length > 0) void flush();
    },
    /** A chat head was created for `thread`: its messages still queued without one go to it. */
    bindToHead(thread: number, headId: string) {
      const matches = (item: QueuedMessage) => item.chat_head_id === null && threadOf.get(item.id) === thread;
      if (!outbox.peek().some(matches)) return;
      outbox.value = outbox.peek().map((item) => (matches(item) ? { ...item, chat_head_id: headId } : item));
    },
    /** The queued messages of chat head `headId`, as they show in its thread. */
    queuedFor(headId: string): ChatMessage[] {
      return outbox
        .peek()
        .filter((item) => item.chat_head_id === headId)
        .map((item) => ({
          id: item.id,
          role: 'user',
          content: item.text,
          created_on: item.created_on,
          status: 'queued',
        }));
    },
    /** Binds the queued messages of chat head `headId` to the thread now open. */
    adoptQueued(headId: string) {
      for (const item of outbox.peek()) if (item.chat_head_id === headId) threadOf.set(item.id, view.thread);
    },
    /**
     * Repairs a thread read back from storage: a queued message the outbox does not know (the page
     * closed before it went) is queued again; a reply left pending with nothing in flight is failed.
     * Returns whether it queued anything.
     */
    recover(list: readonly ChatMessage[]): boolean {
      const known = new Set(outbox.peek().map((item) => item.id));
      const categoryId = chatStore.selectedCategoryId.peek();
      const orphans = categoryId
        ? list.filter((m) => m.role === 'user' && m.status === 'queued' && m.id && !known.has(m.id))
        : [];
      const stale = !sending.peek() && list.some((m) => m.status === 'pending');
      if (orphans.length === 0 && !stale) return false;
      batch(() => {
        if (stale) {
          chatStore.chatsList.value = list.map((m) => (m.status === 'pending' ? withStatus(m, 'failed') : m));
        }
        for (const message of orphans) {
          const item: QueuedMessage = {
            id: message.id ?? '',
            text: message.content,
            category_id: categoryId ?? '',
            chat_head_id: chatStore.selectedChatId.peek(),
            created_on: message.created_on,
          };
          enqueue(item, view.thread);
        }
      });
      return orphans.length > 0;
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
