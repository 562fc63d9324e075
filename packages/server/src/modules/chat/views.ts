import type { ChatHead, ChatRecord } from '@mentor/core';
import type { Selectable } from 'kysely';
import type { ChatHeadsTable, ChatRecordsTable } from '../../db/schema';

export function toChatHead(
  row: Pick<Selectable<ChatHeadsTable>, 'id' | 'title' | 'category_id' | 'created_on'>,
): ChatHead {
  return { _id: row.id, title: row.title, category_id: row.category_id, created_on: row.created_on.toISOString() };
}

/**
 * A record as clients see it. A reply still being written reads as `failed` to anyone who loads the
 * thread meanwhile: it offers a retry rather than an empty bubble that never fills.
 */
export function toChatRecord(row: Selectable<ChatRecordsTable>): ChatRecord {
  return {
    _id: row.id,
    chat_head_id: row.chat_head_id,
    user_content: row.user_content,
    bot_content: row.bot_content,
    status: row.status === 'complete' ? 'complete' : 'failed',
    created_on: row.created_on.toISOString(),
    context: row.context,
    sources: row.sources,
  };
}
