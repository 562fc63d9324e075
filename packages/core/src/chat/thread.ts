import type { ChatMessage } from '../types';

/** A reply on its way: shown after its user message, kept out of the persisted thread until it settles. */
export interface LiveReply {
  afterId: string;
  message: ChatMessage;
}

/** The thread with `message` placed right after the message `afterId` (at the end when that is last or gone). */
export function insertAfter(list: readonly ChatMessage[], afterId: string, message: ChatMessage): ChatMessage[] {
  const index = list.at(-1)?.id === afterId ? list.length - 1 : list.findIndex((item) => item.id === afterId);
  if (index === -1) return [...list, message];
  return [...list.slice(0, index + 1), message, ...list.slice(index + 1)];
}

/** The thread with message `id` replaced by `update(message)`. */
export function updateMessage(
  list: readonly ChatMessage[],
  id: string,
  update: (message: ChatMessage) => ChatMessage,
): ChatMessage[] {
  return list.map((item) => (item.id === id ? update(item) : item));
}

/** The message with its status set, or removed when `status` is undefined. */
export function withStatus(message: ChatMessage, status: ChatMessage['status']): ChatMessage {
  const { status: _previous, ...rest } = message;
  return status === undefined ? rest : { ...rest, status };
}
