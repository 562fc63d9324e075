import { ErrorCode, SUBSCRIPTION_EXPIRED, recordOf, type ChatHead, type ChatRecord } from '@mentor/core';
import type { AppDeps, AuthedUser } from '../../context';
import type { Db } from '../../db/database';
import { assertSelf } from '../../http/auth';
import { forbidden, invalid, notFound, ReplyError } from '../../http/reply';
import { hitRateLimit } from '../../http/rate-limit';
import type { AssistantInput, CaseFacts, LeadContext } from '../../assistant/types';
import { findPlanAccess } from '../plans/access';
import { listCategories } from './categories';
import { toChatHead, toChatRecord } from './views';
import { failOrphanedReplies } from './writers';

export const CHAT_LIMITS = {
  messageChars: 8000,
  contextBytes: 4096,
  historyTurns: 6,
  /** A pending reply older than this is taken as abandoned and may be retried. */
  staleMs: 2 * 60_000,
} as const;

export const ASSISTANT_FAILED = 'Mentor could not answer just now. Your message is saved: please try again.';

export interface SendBody {
  title?: string | null | undefined;
  category_id: string;
  user_id?: string | null | undefined;
  chat_head_id?: string | null | undefined;
  messages: { role: string; content: string }[];
  context?: Record<string, unknown> | null | undefined;
}

export interface PreparedTurn {
  head: ChatHead;
  recordId: string;
  input: AssistantInput;
}

/** Only a live plan (owned, or a seat on an agency's) may chat: otherwise not_exist (4) with the spec's text. */
async function assertMayChat(deps: AppDeps, userId: string): Promise<void> {
  const access = await findPlanAccess(deps.db, userId, deps.clock());
  if (!access) throw new ReplyError(ErrorCode.not_exist, SUBSCRIPTION_EXPIRED, 403);
  await hitRateLimit(deps.db, deps.clock(), `chat:${userId}`, deps.config.rateLimits.chatPerMinute, 60);
}

/** A thread title from its first message: the first words, cut at a word boundary. */
export function titleFrom(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= 60) return clean;
  const cut = clean.slice(0, 60);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 40))}…`;
}

/**
 * The assistant's window on a thread: its last complete turns before a record, at most
 * `historyTurns`, whatever the thread's length (the case facts carry what came earlier): one short
 * range of chat_records_head_idx read backwards. `db` may be the open transaction.
 */
export function historyQuery(db: Db, headId: string, beforeRecordId: string | null) {
  return db
    .selectFrom('chat_records')
    .select(['user_content', 'bot_content', 'seq'])
    .where('chat_head_id', '=', headId)
    .where('status', '=', 'complete')
    .$if(beforeRecordId !== null, (qb) =>
      qb.where('seq', '<', (eb) => eb.selectFrom('chat_records').select('seq').where('id', '=', beforeRecordId!)),
    )
    .orderBy('seq', 'desc')
    .limit(CHAT_LIMITS.historyTurns);
}

async function historyOf(db: Db, headId: string, beforeRecordId: string | null) {
  const rows = await historyQuery(db, headId, beforeRecordId).execute();
  return rows.reverse().map((row) => ({ user: row.user_content, assistant: row.bot_content }));
}

/**
 * Checks the send and stores the user's message (and a new thread, when there is none) before the
 * assistant is asked, so nothing the user typed is lost whatever happens next.
 */
export async function prepareTurn(deps: AppDeps, caller: AuthedUser, body: SendBody): Promise<PreparedTurn> {
  assertSelf(caller.id, body.user_id);
  const question =
    [...body.messages]
      .reverse()
      .find((m) => m.role === 'user')
      ?.content.trim() ?? '';
  if (!question) throw invalid('Please type a message.');
  if (question.length > CHAT_LIMITS.messageChars)
    throw invalid(`Messages can be at most ${CHAT_LIMITS.messageChars} characters.`);
  const contextJson = body.context ? JSON.stringify(body.context) : null;
  // The thread remembers who it is about: the record of the context it began with.
  const record = recordOf(body.context);
  const recordJson = record ? JSON.stringify(record) : null;
  if (contextJson && Buffer.byteLength(contextJson) > CHAT_LIMITS.contextBytes)
    throw invalid('The context is too large (at most 4 KB).');
  await assertMayChat(deps, caller.id);

  const category = (await listCategories(deps.db)).find((c) => c._id === body.category_id);
  if (!category) throw notFound('This category does not exist.');
  const now = deps.clock();

  return deps.db.transaction().execute(async (trx) => {
    let headRow;
    if (body.chat_head_id) {
      headRow = await trx.selectFrom('chat_heads').selectAll().where('id', '=', body.chat_head_id).executeTakeFirst();
      if (!headRow) throw notFound('This chat does not exist.');
      if (headRow.user_id !== caller.id) throw forbidden();
      // A thread begun without a record takes the first one a message brings; it never changes after.
      const adopt = !headRow.record && recordJson;
      headRow = await trx
        .updateTable('chat_heads')
        .set(adopt ? { updated_on: now, record: recordJson } : { updated_on: now })
        .where('id', '=', headRow.id)
        .returningAll()
        .executeTakeFirstOrThrow();
    } else {
      headRow = await trx
        .insertInto('chat_heads')
        .values({
          user_id: caller.id,
          category_id: category._id,
          title: titleFrom(body.title?.trim() || question),
          created_on: now,
          updated_on: now,
          record: recordJson,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    }
    const record = await trx
      .insertInto('chat_records')
      .values({
        chat_head_id: headRow.id,
        user_id: caller.id,
        user_content: question,
        status: 'pending',
        writer: deps.bootId,
        context: contextJson,
        created_on: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return {
      head: toChatHead(headRow),
      recordId: record.id,
      input: {
        question,
        history: body.chat_head_id ? await historyOf(trx, headRow.id, record.id) : [],
        context: (body.context as LeadContext | null | undefined) ?? null,
        category: category.name,
        caseFacts: (headRow.case_facts as CaseFacts | null) ?? null,
      },
    };
  });
}

/**
 * Asks the assistant and stores the outcome on the record: complete with the reply and its sources,
 * or failed (to be retried). Pieces of the reply go to `onDelta` as they come.
 */
export async function answerTurn(
  deps: AppDeps,
  turn: PreparedTurn,
  onDelta?: (text: string) => void,
): Promise<ChatRecord> {
  try {
    const reply = await deps.assistant.reply(turn.input, onDelta ? { onDelta } : {});
    // The thread keeps the case the agent has told so far, for the next turn's follow-up.
    await deps.db
      .updateTable('chat_heads')
      .set({ case_facts: JSON.stringify(reply.caseFacts) })
      .where('id', '=', turn.head._id)
      .execute();
    const row = await deps.db
      .updateTable('chat_records')
      .set({
        bot_content: reply.text,
        sources: JSON.stringify(reply.sources),
        status: 'complete',
        error: null,
        completed_on: deps.clock(),
      })
      .where('id', '=', turn.recordId)
      .returningAll()
      .executeTakeFirstOrThrow();
    return toChatRecord(row);
  } catch (error) {
    deps.log.error({ err: error, record: turn.recordId }, 'assistant failed');
    const row = await deps.db
      .updateTable('chat_records')
      .set({ status: 'failed', error: String(error).slice(0, 500), completed_on: deps.clock() })
      .where('id', '=', turn.recordId)
      .returningAll()
      .executeTakeFirstOrThrow();
    return toChatRecord(row);
  }
}

/**
 * How long a retry waits for a reply the server is still writing: Stop ends the agent's stream, not
 * the server's work, so a Retry right after Stop finds the record pending for a moment.
 */
const RETRY_WAIT = { pollMs: 200, maxMs: 15_000 } as const;
const STILL_WRITING = 'This reply is still being written. Please try again.';

/** Pending records created before this are abandoned (the server that wrote them went away). */
const staleBefore = (deps: AppDeps) => new Date(deps.clock().getTime() - CHAT_LIMITS.staleMs);

function isBeingWritten(deps: AppDeps, row: { status: string; created_on: Date }): boolean {
  return row.status === 'pending' && row.created_on >= staleBefore(deps);
}

/** Re-asks a failed (or abandoned) reply of the caller's own. */
export async function prepareRetry(deps: AppDeps, caller: AuthedUser, recordId: string): Promise<PreparedTurn> {
  await failOrphanedReplies(deps, recordId);
  let row = await readRetryRow(deps, recordId);
  if (!row) throw notFound('This message does not exist.');
  if (row.user_id !== caller.id) throw forbidden();
  const writing = (r: { status: string; created_on: Date }) => isBeingWritten(deps, r);
  for (let waited = 0; writing(row) && waited < RETRY_WAIT.maxMs; waited += RETRY_WAIT.pollMs) {
    await new Promise((resolve) => setTimeout(resolve, RETRY_WAIT.pollMs));
    await failOrphanedReplies(deps, recordId);
    row = (await readRetryRow(deps, recordId)) ?? row;
  }
  // Complete (the client reloads the thread and shows it), or still being written after the wait.
  if (writing(row)) throw new ReplyError(ErrorCode.exist, STILL_WRITING);
  if (row.status !== 'failed' && row.status !== 'pending') {
    throw new ReplyError(ErrorCode.exist, 'This reply is already complete.');
  }
  await assertMayChat(deps, caller.id);
  await deps.db
    .updateTable('chat_records')
    .set({ status: 'pending', error: null, writer: deps.bootId })
    .where('id', '=', row.id)
    .execute();
  return turnOf(deps, row, (row.context as LeadContext | null) ?? null);
}

/**
 * Re-asks a reply of the caller's own that is complete (or failed): the record keeps its question,
 * gets the next revision and, when the agent's CRM record is given, that context (read fresh, as
 * each turn reads it). Feedback stays with the revision it judged.
 */
export async function prepareRegenerate(
  deps: AppDeps,
  caller: AuthedUser,
  recordId: string,
  context: Record<string, unknown> | null | undefined,
): Promise<PreparedTurn> {
  await failOrphanedReplies(deps, recordId);
  const row = await readRetryRow(deps, recordId);
  if (!row) throw notFound('This message does not exist.');
  if (row.user_id !== caller.id) throw forbidden();
  if (isBeingWritten(deps, row)) throw new ReplyError(ErrorCode.exist, STILL_WRITING);
  const contextJson = context ? JSON.stringify(context) : null;
  if (contextJson && Buffer.byteLength(contextJson) > CHAT_LIMITS.contextBytes)
    throw invalid('The context is too large (at most 4 KB).');
  await assertMayChat(deps, caller.id);
  // Taken only from a settled state, so two regenerations at once cannot both run.
  const taken = await deps.db
    .updateTable('chat_records')
    .set((eb) => ({
      status: 'pending',
      error: null,
      writer: deps.bootId,
      revision: eb('revision', '+', 1),
      ...(contextJson ? { context: contextJson } : {}),
    }))
    .where('id', '=', row.id)
    .where((eb) => eb.or([eb('status', '!=', 'pending'), eb('created_on', '<', staleBefore(deps))]))
    .executeTakeFirst();
  if (taken.numUpdatedRows === 0n) throw new ReplyError(ErrorCode.exist, STILL_WRITING);
  return turnOf(deps, row, ((context ?? row.context) as LeadContext | null) ?? null);
}

async function turnOf(
  deps: AppDeps,
  row: NonNullable<Awaited<ReturnType<typeof readRetryRow>>>,
  context: LeadContext | null,
): Promise<PreparedTurn> {
  return {
    head: toChatHead({
      id: row.head_id,
      title: row.title,
      category_id: row.category_id,
      created_on: row.head_created_on,
      record: row.record,
    }),
    recordId: row.id,
    input: {
      question: row.user_content,
      history: await historyOf(deps.db, row.head_id, row.id),
      context,
      category: row.category_name,
      caseFacts: (row.case_facts as CaseFacts | null) ?? null,
    },
  };
}

function readRetryRow(deps: AppDeps, recordId: string) {
  return deps.db
    .selectFrom('chat_records')
    .innerJoin('chat_heads', 'chat_heads.id', 'chat_records.chat_head_id')
    .innerJoin('categories', 'categories.id', 'chat_heads.category_id')
    .select([
      'chat_records.id',
      'chat_records.user_id',
      'chat_records.status',
      'chat_records.created_on',
      'chat_records.user_content',
      'chat_records.context',
      'chat_heads.id as head_id',
      'chat_heads.title',
      'chat_heads.category_id',
      'chat_heads.created_on as head_created_on',
      'chat_heads.case_facts',
      'chat_heads.record',
      'categories.name as category_name',
    ])
    .where('chat_records.id', '=', recordId)
    .executeTakeFirst();
}
