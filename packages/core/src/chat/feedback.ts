import type { Signal } from '@preact/signals-core';
import type { ChatStore } from '../stores/chat-store';
import type { ChatFeedback, ChatMessage, FeedbackRating } from '../types';
import { toChatError } from './chat-error';
import type { ChatError } from './chat-error';
import type { ChatEngineApi } from './chat-engine-types';
import { updateMessage } from './thread';

/** The reply with `feedback` set, or without any. */
function withFeedback(message: ChatMessage, feedback: ChatFeedback | null): ChatMessage {
  const { feedback: _previous, ...rest } = message;
  return feedback ? { ...rest, feedback } : rest;
}

/**
 * The agent's verdict on a reply: shown at once, stored on the server, taken back if the server
 * refuses. A null rating removes it.
 */
export function createFeedback({
  api,
  chatStore,
  error,
}: {
  api: ChatEngineApi;
  chatStore: ChatStore;
  error: Signal<ChatError | null>;
}) {
  const find = (recordId: string) =>
    chatStore.chatsList.peek().find((m) => m.role === 'assistant' && m.record_id === recordId && m.id);
  const show = (id: string, feedback: ChatFeedback | null) => {
    chatStore.chatsList.value = updateMessage(chatStore.chatsList.peek(), id, (m) => withFeedback(m, feedback));
  };

  return async function rate(recordId: string, rating: FeedbackRating | null, note: string | null = null) {
    const reply = find(recordId);
    if (!reply?.id || reply.status !== 'complete') return false;
    const before = reply.feedback ?? null;
    const clean = note?.trim() || null;
    show(reply.id, rating ? { rating, note: clean } : null);
    try {
      const { result } = await api.chat.sendFeedback(recordId, rating, clean);
      if (find(recordId)) show(reply.id, result);
      return true;
    } catch (caught) {
      if (find(recordId)) show(reply.id, before);
      error.value = toChatError(caught, 'feedback');
      return false;
    }
  };
}
