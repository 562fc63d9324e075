import type { ChatMessage, ChatRecord } from '../types';

/**
 * Rebuilds a thread from its records (oldest first): each record gives the user's message and the
 * assistant's reply; a failed record's reply is marked `failed` with its record id, for retry.
 */
export function messagesFromRecords(records: readonly ChatRecord[]): ChatMessage[] {
  const messages: ChatMessage[] = [];
  for (const record of records) {
    messages.push({
      id: `${record._id}:user`,
      role: 'user',
      content: record.user_content,
      created_on: record.created_on,
      record_id: record._id,
    });
    messages.push(replyFromRecord(record));
  }
  return messages;
}

/** The assistant's message for a record. */
export function replyFromRecord(record: ChatRecord): ChatMessage {
  const reply: ChatMessage = {
    id: `${record._id}:assistant`,
    role: 'assistant',
    content: record.bot_content,
    created_on: record.created_on,
    status: record.status === 'failed' ? 'failed' : 'complete',
    record_id: record._id,
  };
  if (record.sources && record.sources.length > 0) reply.sources = record.sources;
  if (record.feedback) reply.feedback = record.feedback;
  return reply;
}
