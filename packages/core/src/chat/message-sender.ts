import { batch } from '@preact/signals-core';
import type { Signal } from '@preact/signals-core';
import { ErrorCode } from '../codes';
import { ApiError, NetworkError } from '../errors';
import type { ChatStore } from '../stores/chat-store';
import type { ChatHead, ChatMessage, SendChatRequest, User } from '../types';
import { canSendChat } from '../validation/forms';
import { toChatError } from './chat-error';
import type { ChatError } from './chat-error';
import type { QueuedMessage, SendOptions } from './chat-engine-types';
import { replyFromRecord } from './history';
import { createOutbox } from './outbox';
import { failureOfStream } from './stream-reply';
import { insertAfter, updateMessage, withStatus } from './thread';
import type { LiveReply } from './thread';
import type { ChatTransport } from './transport';

export interface MessageSenderDeps {
  transport: ChatTransport;
  chatStore: ChatStore;
  getUser: () => User | null;
  /** The time for a local message, as an ISO string. */
  now: () => string;
  /** The open thread's number; bumped by the engine on every switch. */
  view: { readonly thread: number };
  live: Signal<LiveReply | null>;
  sending: Signal<boolean>;
  error: Signal<ChatError | null>;
  offline: Signal<boolean>;
  outbox: Signal<readonly QueuedMessage[]>;
  /** Shows a chat head the server created or touched (selection, lists, the store's newChatHead). */
  adoptChatHead: (head: ChatHead, thread: number, created: boolean) => void;
}

type Delivery = 'delivered' | 'queued' | 'failed' | 'stopped';

/** How a retry ended; `already_complete`: the server had finished that reply (reload the thread). */
export type RetryOutcome = 'complete' | 'failed' | 'already_complete' | 'refused';

type Reask = 'retry' | 'regenerate';

/** The title sent with a message: the text on one line, within the server's 200 characters. */
function titleForSend(text: string): string {
  return text.replace(/\s+/g, ' ').trim().slice(0, 200);
}

/** Sending, streaming, retrying and the outbox of the chat engine. */
export function createMessageSender(deps: MessageSenderDeps) {
  const { transport, chatStore, view, live, sending, error, offline, outbox } = deps;
  // A per-engine prefix keeps local ids unique against ids read back from storage.
  const prefix = Math.random().toString(36).slice(2, 8);
  let counter = 0;
  const localId = () => `local-${prefix}-${++counter}`;
  let active: AbortController | null = null;
  const queue = createOutbox({
    chatStore,
    view,
    sending,
    offline,
    outbox,
    deliver: (item, thread) => deliver(item, thread),
  });

  const setThread = (update: (list: readonly ChatMessage[]) => ChatMessage[]) => {
    chatStore.chatsList.value = update(chatStore.chatsList.peek());
  };
  const setStatus = (id: string, status: ChatMessage['status']) =>
    setThread((list) => updateMessage(list, id, (message) => withStatus(message, status)));

  /** Ends the live reply: `final` joins the thread after its user message (or nothing does). */
  function settle(afterId: string, final: ChatMessage | null) {
    batch(() => {
      if (final) setThread((list) => insertAfter(list, afterId, final));
      live.value = null;
      sending.value = false;
    });
  }

  async function deliver(item: QueuedMessage, thread: number): Promise<Delivery> {
    const isCurrent = () => thread === view.thread;
    const user = deps.getUser();
    if (!user) {
      if (isCurrent()) setStatus(item.id, 'failed');
      return 'failed';
    }
    const request: SendChatRequest = {
      title: titleForSend(item.text),
      category_id: item.category_id,
      user_id: user._id,
      // Earlier messages of this thread may have created its chat head since this one was queued.
      chat_head_id: (isCurrent() ? chatStore.selectedChatId.peek() : null) ?? item.chat_head_id,
      messages: [{ role: 'user', content: item.text }],
    };
    if (item.context) request.context = item.context;
    const created = request.chat_head_id === null;
    const controller = new AbortController();
    const reply: ChatMessage = {
      id: localId(),
      role: 'assistant',
      content: '',
      created_on: deps.now(),
      status: 'pending',
    };
    const progress = { text: '', recordId: undefined as string | undefined };

    if (isCurrent()) {
      active = controller;
      batch(() => {
        sending.value = true;
        error.value = null;
        setStatus(item.id, undefined);
        live.value = { afterId: item.id, message: reply };
      });
    }
    const showLive = (patch: Partial<ChatMessage>) => {
      const current = live.peek();
      if (isCurrent() && current) live.value = { ...current, message: { ...current.message, ...patch } };
    };

    try {
      const result = await transport.stream(request, {
        signal: controller.signal,
        onMeta: ({ chat_head, record_id }) => {
          progress.recordId = record_id;
          batch(() => {
            deps.adoptChatHead(chat_head, thread, created);
            queue.bindToHead(thread, chat_head._id);
            if (!isCurrent()) return;
            setThread((list) => updateMessage(list, item.id, (message) => ({ ...message, record_id })));
            showLive({ record_id });
          });
        },
        onDelta: (text) => {
          progress.text += text;
          showLive({ content: progress.text });
        },
      });
      batch(() => {
        deps.adoptChatHead(result.chat_head, thread, created);
        if (isCurrent()) settle(item.id, { ...replyFromRecord(result.record), id: reply.id });
      });
      queue.kick();
      return 'delivered';
    } catch (caught) {
      return failDelivery(caught, { item, thread, reply, created, ...progress });
    } finally {
      if (active === controller) active = null;
      if (isCurrent()) settle(item.id, null);
    }
  }

  function failDelivery(
    caught: unknown,
    at: { item: QueuedMessage; thread: number; reply: ChatMessage; created: boolean; text: string; recordId?: string },
  ): Delivery {
    const { item, thread, reply, text, recordId } = at;
    const isCurrent = thread === view.thread;
    if (caught instanceof NetworkError && caught.reason === 'aborted') {
      if (isCurrent) {
        const stopped: ChatMessage = { ...reply, content: text, status: 'stopped' };
        if (recordId) stopped.record_id = recordId;
        settle(item.id, text ? stopped : null);
      }
      return 'stopped';
    }
    const chatError = toChatError(caught, 'send');
    if (caught instanceof NetworkError && recordId === undefined) {
      // The message never reached the server: it waits for the connection to come back.
      batch(() => {
        if (isCurrent) {
          settle(item.id, null);
          setStatus(item.id, 'queued');
        }
        queue.enqueue(item, thread, true);
        error.value = chatError;
      });
      return 'queued';
    }
    const failure = failureOfStream(caught);
    const failedRecordId = failure?.record?._id ?? recordId;
    batch(() => {
      if (failure?.chat_head) deps.adoptChatHead(failure.chat_head, thread, at.created);
      if (isCurrent && failedRecordId) {
        // The message is stored and its reply failed: the reply can be retried by record id.
        const content = failure?.record ? failure.record.bot_content : text;
        settle(item.id, { ...reply, content, status: 'failed', record_id: failedRecordId });
      } else if (isCurrent) {
        // The server refused the message itself (expired plan, rate limit, bad input).
        settle(item.id, null);
        setStatus(item.id, 'failed');
      }
      error.value = chatError;
    });
    return 'failed';
  }

  async function send(text: string, options: SendOptions = {}): Promise<boolean> {
    const content = text.trim();
    const categoryId = chatStore.selectedCategoryId.peek();
    if (!canSendChat(content, sending.peek()) || !deps.getUser() || !categoryId) return false;
    const item: QueuedMessage = {
      id: localId(),
      text: content,
      category_id: categoryId,
      chat_head_id: chatStore.selectedChatId.peek(),
      created_on: deps.now(),
    };
    if (options.context) item.context = options.context;
    // Behind messages already waiting, a new one waits too, so the thread keeps its order.
    const wait = offline.peek() || outbox.peek().length > 0;
    const message: ChatMessage = { id: item.id, role: 'user', content, created_on: item.created_on };
    batch(() => {
      error.value = null;
      setThread((list) => [...list, wait ? withStatus(message, 'queued') : message]);
      if (wait) queue.enqueue(item, view.thread);
    });
    if (!wait) await deliver(item, view.thread);
    else if (!offline.peek()) await queue.flush();
    return true;
  }

  /**
   * Asks again for a reply of the open thread: `retry` a failed or stopped one, `regenerate` a
   * complete one (with the record in view now, when given). The message shows as pending meanwhile.
   */
  async function reask(recordId: string, how: Reask, context?: Record<string, unknown>): Promise<RetryOutcome> {
    if (sending.peek()) return 'refused';
    const wanted = how === 'retry' ? ['failed', 'stopped'] : ['complete'];
    const target = chatStore.chatsList
      .peek()
      .find((m) => m.role === 'assistant' && m.record_id === recordId && wanted.includes(m.status ?? ''));
    if (!target?.id) return 'refused';
    const { id } = target;
    const thread = view.thread;
    const isCurrent = () => thread === view.thread;
    const controller = new AbortController();
    active = controller;
    batch(() => {
      sending.value = true;
      error.value = null;
      setThread((list) => updateMessage(list, id, (message) => ({ ...withStatus(message, 'pending'), content: '' })));
    });
    try {
      const result =
        how === 'retry'
          ? await transport.retry(recordId, { signal: controller.signal })
          : await transport.regenerate(recordId, { signal: controller.signal, ...(context ? { context } : {}) });
      batch(() => {
        deps.adoptChatHead(result.chat_head, thread, false);
        if (!isCurrent()) return;
        setThread((list) => updateMessage(list, id, () => ({ ...replyFromRecord(result.record), id })));
        sending.value = false;
      });
      queue.kick();
      return 'complete';
    } catch (caught) {
      if (!isCurrent()) return 'failed';
      const aborted = caught instanceof NetworkError && caught.reason === 'aborted';
      const finished = caught instanceof ApiError && caught.code === ErrorCode.exist;
      // A regeneration the assistant could not finish left the record failed: show it so, with Retry.
      const failed = failureOfStream(caught)?.record;
      batch(() => {
        setThread((list) =>
          updateMessage(list, id, () => (failed?.status === 'failed' ? { ...replyFromRecord(failed), id } : target)),
        );
        if (!aborted && !finished) error.value = toChatError(caught, how);
      });
      return finished ? 'already_complete' : 'failed';
    } finally {
      if (active === controller) active = null;
      if (isCurrent()) sending.value = false;
    }
  }

  return {
    send,
    retry: (recordId: string) => reask(recordId, 'retry'),
    regenerate: (recordId: string, context?: Record<string, unknown>) => reask(recordId, 'regenerate', context),
    flushOutbox: queue.flush,
    /** Aborts the send or retry of the open thread. */
    abortActive() {
      active?.abort();
      active = null;
    },
    queuedFor: queue.queuedFor,
    adoptQueued: queue.adoptQueued,
    /** Repairs a restored thread (see the outbox) and sends what it queued. */
    recover(list: readonly ChatMessage[]) {
      // Only what recovery queued is sent now: a message queued by a failed send waits for `setOnline`.
      if (queue.recover(list)) queue.kick();
    },
  };
}

export type MessageSender = ReturnType<typeof createMessageSender>;
