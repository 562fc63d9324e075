import type { ChatRecordPage } from '@mentor/core';
import type { Db } from '../../db/database';
import { forbidden, notFound } from '../../http/reply';
import { toChatRecord } from './views';

/** The caller's own thread, or 404 / 403. */
export async function assertOwnHead(db: Db, userId: string, headId: string): Promise<void> {
  const head = await db.selectFrom('chat_heads').select('user_id').where('id', '=', headId).executeTakeFirst();
  if (!head) throw notFound('This chat does not exist.');
  if (head.user_id !== userId) throw forbidden();
}

/** The caller's records, each with the agent's verdict on its current revision. */
export function recordsWithFeedback(db: Db, userId: string) {
  return withFeedback(db).where('chat_records.user_id', '=', userId);
}

/** Records, each with the agent's verdict on its current revision. */
function withFeedback(db: Db) {
  return db
    .selectFrom('chat_records')
    .leftJoin('chat_feedback', (join) =>
      join
        .onRef('chat_feedback.record_id', '=', 'chat_records.id')
        .onRef('chat_feedback.revision', '=', 'chat_records.revision'),
    )
    .selectAll('chat_records')
    .select(['chat_feedback.rating as feedback_rating', 'chat_feedback.note as feedback_note']);
}

/**
 * The records of a page, newest first, and one more to tell whether older ones remain. By thread
 * alone, once the thread is known to be the caller's (its records are its owner's): with the user
 * too, PostgreSQL misjudges the two conditions as independent and reads the whole thread through
 * both indexes to sort it, instead of reading 31 rows backwards from the end of one.
 */
export function historyPageQuery(db: Db, headId: string, page: { before?: string | undefined; limit: number }) {
  return withFeedback(db)
    .where('chat_records.chat_head_id', '=', headId)
    .$if(page.before !== undefined, (qb) => qb.where('chat_records.seq', '<', page.before!))
    .orderBy('chat_records.seq', 'desc')
    .limit(page.limit + 1);
}

/**
 * A page of a thread, oldest first: the newest `limit` records, or the `limit` before `before`.
 * The cursor is the thread order itself (`seq`, an identity that never repeats), so the page is
 * one index range read (chat_records_head_idx) whatever the thread's length, and a page never
 * skips or repeats a record when new ones arrive meanwhile. No OFFSET: it would read every
 * record it skips.
 */
export async function readHistoryPage(
  db: Db,
  userId: string,
  headId: string,
  page: { before?: string | undefined; limit: number },
): Promise<ChatRecordPage> {
  await assertOwnHead(db, userId, headId);
  const rows = await historyPageQuery(db, headId, page).execute();
  const shown = rows.slice(0, page.limit);
  const oldest = shown.at(-1);
  return {
    records: shown.reverse().map(toChatRecord),
    older_cursor: rows.length > page.limit && oldest ? String(oldest.seq) : null,
  };
}
