import type { ChatFeedback, FeedbackRating, MarkedAnswer } from '@mentor/core';
import { sql } from 'kysely';
import type { AppDeps } from '../../context';
import { forbidden, invalid, notFound } from '../../http/reply';

/** Marked answers listed at most, newest first. */
const MARKED_LIMIT = 200;

/**
 * The agent's verdict on a reply of their own, kept per record and revision with the answer it
 * judged (a regenerated reply starts without one). A null rating takes the verdict back.
 */
export async function setFeedback(
  deps: AppDeps,
  userId: string,
  recordId: string,
  rating: FeedbackRating | null,
  note: string | null,
): Promise<ChatFeedback | null> {
  const record = await deps.db
    .selectFrom('chat_records')
    .select(['id', 'user_id', 'status', 'revision', 'bot_content'])
    .where('id', '=', recordId)
    .executeTakeFirst();
  if (!record) throw notFound('This message does not exist.');
  if (record.user_id !== userId) throw forbidden();
  if (record.status !== 'complete') throw invalid('Only a finished reply can be rated.');
  const where = { record_id: record.id, revision: record.revision };
  if (rating === null) {
    await deps.db
      .deleteFrom('chat_feedback')
      .where('record_id', '=', where.record_id)
      .where('revision', '=', where.revision)
      .execute();
    return null;
  }
  const now = deps.clock();
  const row = await deps.db
    .insertInto('chat_feedback')
    .values({ ...where, user_id: userId, rating, note, answer: record.bot_content, created_on: now, updated_on: now })
    .onConflict((oc) => oc.columns(['record_id', 'revision']).doUpdateSet({ rating, note, updated_on: now }))
    .returning(['rating', 'note'])
    .executeTakeFirstOrThrow();
  return { rating: row.rating, note: row.note };
}

/**
 * For the owner of a plan: the replies that the plan's people (the owner and its employees) marked
 * wrong, with the question, the answer as it was judged and the agent's note.
 */
export async function listMarkedAnswers(deps: AppDeps, callerId: string, userPlanId: string): Promise<MarkedAnswer[]> {
  const plan = await deps.db
    .selectFrom('user_plans')
    .select(['id', 'user_id'])
    .where('id', '=', userPlanId)
    .executeTakeFirst();
  if (!plan) throw notFound('This plan does not exist.');
  if (plan.user_id !== callerId) throw forbidden();
  const rows = await deps.db
    .selectFrom('chat_feedback as f')
    .innerJoin('chat_records as r', 'r.id', 'f.record_id')
    .innerJoin('chat_heads as h', 'h.id', 'r.chat_head_id')
    .innerJoin('categories as c', 'c.id', 'h.category_id')
    .innerJoin('users as u', 'u.id', 'f.user_id')
    .select([
      'f.id',
      'f.record_id',
      'f.rating',
      'f.note',
      'f.answer',
      'f.updated_on',
      'r.user_content',
      'h.id as chat_head_id',
      'c.name as category',
      'u.id as agent_id',
      'u.name as agent_name',
      'u.email as agent_email',
    ])
    .where('f.rating', '=', 'down')
    .where((eb) =>
      eb.or([
        eb('f.user_id', '=', plan.user_id),
        eb(
          'f.user_id',
          'in',
          eb.selectFrom('employees').select('employees.user_id').where('employees.user_plan_id', '=', plan.id),
        ),
      ]),
    )
    .orderBy('f.updated_on', 'desc')
    .orderBy(sql`f.id`)
    .limit(MARKED_LIMIT)
    .execute();
  return rows.map((row) => ({
    _id: row.id,
    record_id: row.record_id,
    rating: row.rating,
    note: row.note,
    question: row.user_content,
    answer: row.answer,
    category: row.category,
    chat_head_id: row.chat_head_id,
    agent: { _id: row.agent_id, name: row.agent_name, email: row.agent_email },
    created_on: row.updated_on.toISOString(),
  }));
}
