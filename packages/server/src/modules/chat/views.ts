import { parseThreadRecord, type ChatFeedback, type ChatHead, type ChatRecord } from '@mentor/core';
import type { Selectable } from 'kysely';
import type { ChatFeedbackTable, ChatHeadsTable, ChatRecordsTable } from '../../db/schema';

export function toChatHead(
  row: Pick<Selectable<ChatHeadsTable>, 'id' | 'title' | 'category_id' | 'created_on'> &
    Partial<Pick<Selectable<ChatHeadsTable>, 'record'>>,
): ChatHead {
  return {
    _id: row.id,
    title: row.title,
    category_id: row.category_id,
    created_on: row.created_on.toISOString(),
    record: parseThreadRecord(row.record),
  };
}

/** A record's row, with the feedback on its current revision when the query joined it. */
export type ChatRecordRow = Selectable<ChatRecordsTable> & {
  feedback_rating?: Selectable<ChatFeedbackTable>['rating'] | null;
  feedback_note?: string | null;
};

/**
 * A record as clients see it. A reply still being written reads as `failed` to anyone who loads the
 * thread meanwhile: it offers a retry rather than an empty bubble that never fills.
 */
export function toChatRecord(row: ChatRecordRow): ChatRecord {
  const feedback: ChatFeedback | null = row.feedback_rating
    ? { rating: row.feedback_rating, note: row.feedback_note ?? null }
    : null;
  return {
    _id: row.id,
    chat_head_id: row.chat_head_id,
    user_content: row.user_content,
    bot_content: row.bot_content,
    status: row.status === 'complete' ? 'complete' : 'failed',
    created_on: row.created_on.toISOString(),
    context: row.context,
    sources: row.sources,
    feedback,
  };
}
