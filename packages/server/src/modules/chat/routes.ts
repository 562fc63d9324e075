import { ErrorCode, HISTORY_PAGE_MAX, HISTORY_PAGE_SIZE, type Category, type ChatRecord } from '@mentor/core';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../context';
import { assertSelf, requireAuth } from '../../http/auth';
import { parseWith, readJson, requiredText, text, uuid } from '../../http/body';
import { reply, ReplyError, sendPrepared } from '../../http/reply';
import { categoriesReply, listCategories } from './categories';
import { listMarkedAnswers, setFeedback } from './feedback';
import { assertOwnHead, readHistoryPage, recordsWithFeedback } from './history';
import {
  answerTurn,
  ASSISTANT_FAILED,
  prepareRegenerate,
  prepareRetry,
  prepareTurn,
  type PreparedTurn,
} from './service';
import { streamTurn } from './stream';
import { chatHeadsInCategory, deleteChatHead, recentChatHeads, renameChatHead, searchChatHeads } from './threads';
import { toChatHead, toChatRecord } from './views';

const contextField = z.record(z.string(), z.unknown(), { error: 'context must be an object.' }).nullish();
const headId = z.object({ _id: uuid('Chat id') });

const sendBody = z.object({
  title: text('Title', 200).nullish(),
  category_id: uuid('category_id'),
  user_id: uuid('user_id').nullish(),
  chat_head_id: uuid('chat_head_id').nullish(),
  messages: z
    .array(
      z.object({
        role: z.enum(['user', 'assistant'], { error: 'A message role is user or assistant.' }),
        content: text('Message', 20_000),
      }),
      {
        error: 'messages must be a list of {role, content}.',
      },
    )
    .min(1, { error: 'Please type a message.' })
    .max(100, { error: 'Send only the newest messages.' }),
  context: contextField,
});

/** A page of a thread: `before` is the `older_cursor` of the page the client already has. */
const pageQuery = z.object({
  chat_head_id: uuid('chat_head_id'),
  before: z
    .string()
    .regex(/^[0-9]{1,18}$/, { error: 'before must be the older_cursor of a page.' })
    .optional(),
  limit: z.coerce
    .number({ error: 'limit must be a number.' })
    .int({ error: 'limit must be a whole number.' })
    .min(1, { error: 'limit must be at least 1.' })
    .max(HISTORY_PAGE_MAX, { error: `limit can be at most ${HISTORY_PAGE_MAX}.` })
    .default(HISTORY_PAGE_SIZE),
});

function failure(turn: PreparedTurn, record: ChatRecord) {
  return new ReplyError(ErrorCode.exception, ASSISTANT_FAILED, 500, { chat_head: turn.head, record });
}

const authenticated = requireAuth();
// Built once at module load, not per request (issue 17: building them was 22 % of a hot route's CPU).
const ownUserQuery = z.object({ user_id: uuid('user_id').optional() });
const getAllChatHeadsQuery = z.object({ user_id: uuid('user_id').optional(), category_id: uuid('category_id') });
const renameChatHeadBody = headId.extend({ title: requiredText('Title', 200) });
const searchChatHeadsQuery = z.object({
  q: requiredText('Search text', 200),
  category_id: uuid('category_id').optional(),
});
const getAllListQuery = z.object({ chat_head_id: uuid('chat_head_id').optional() });
const retryBody = z.object({ record_id: uuid('record_id') });
const regenerateBody = z.object({ record_id: uuid('record_id'), context: contextField });
const feedbackBody = z.object({
  record_id: uuid('record_id'),
  rating: z.enum(['up', 'down'], { error: 'rating is "up", "down" or null.' }).nullable(),
  note: text('Note', 1000).nullish(),
});
const getMarkedAnswersQuery = z.object({ user_plan_id: uuid('user_plan_id') });

export const categoryRoutes = new Hono<AppEnv>().get('/get-all-categories', async (c) => {
  const query = parseWith(ownUserQuery, c.req.query());
  // Naming a user is allowed only for oneself; categories themselves are public.
  if (query.user_id) {
    await authenticated(c, async () => {});
    assertSelf(c.var.user.id, query.user_id);
  }
  return sendPrepared(c, await categoriesReply(c.var.deps.db));
});

export const chatHeadRoutes = new Hono<AppEnv>()
  .use(requireAuth())
  .get('/get-all-chat-heads', async (c) => {
    const query = parseWith(getAllChatHeadsQuery, c.req.query());
    assertSelf(c.var.user.id, query.user_id);
    const rows = await chatHeadsInCategory(c.var.deps.db, c.var.user.id, query.category_id).execute();
    return reply(c, rows.map(toChatHead));
  })
  .get('/get-chat-heads-in-category', async (c) => {
    const query = parseWith(ownUserQuery, c.req.query());
    assertSelf(c.var.user.id, query.user_id);
    const { db } = c.var.deps;
    const [categories, heads] = await Promise.all([listCategories(db), recentChatHeads(db, c.var.user.id).execute()]);
    const result: Category[] = categories.map((category) => ({
      ...category,
      chat_heads: heads.filter((head) => head.category_id === category._id).map(toChatHead),
    }));
    return reply(c, result);
  })
  .post('/rename-chat-head', async (c) => {
    const body = await readJson(c, renameChatHeadBody);
    return reply(c, await renameChatHead(c.var.deps, c.var.user.id, body._id, body.title.replace(/\s+/g, ' ')));
  })
  .post('/delete-chat-head', async (c) => {
    const body = await readJson(c, headId);
    await deleteChatHead(c.var.deps, c.var.user.id, body._id);
    return reply(c, null, 'The chat has been deleted.');
  })
  .get('/search-chat-heads', async (c) => {
    const query = parseWith(searchChatHeadsQuery, c.req.query());
    return reply(c, await searchChatHeads(c.var.deps, c.var.user.id, query.q, query.category_id));
  });

export const chatRoutes = new Hono<AppEnv>()
  .use(requireAuth())
  .get('/get-all-list', async (c) => {
    const query = parseWith(getAllListQuery, c.req.query());
    const { db } = c.var.deps;
    if (query.chat_head_id) await assertOwnHead(db, c.var.user.id, query.chat_head_id);
    const select = recordsWithFeedback(db, c.var.user.id);
    // A whole thread, as the spec reads it; or, without a thread, the caller's 100 newest records.
    const rows = await (
      query.chat_head_id
        ? select.where('chat_records.chat_head_id', '=', query.chat_head_id).orderBy('chat_records.seq', 'asc')
        : select.orderBy('chat_records.seq', 'desc').limit(100)
    ).execute();
    return reply(c, rows.map(toChatRecord));
  })
  .get('/get-page', async (c) => {
    const query = parseWith(pageQuery, c.req.query());
    return reply(c, await readHistoryPage(c.var.deps.db, c.var.user.id, query.chat_head_id, query));
  })
  .post('/start-chat', async (c) => {
    const body = await readJson(c, sendBody);
    const turn = await prepareTurn(c.var.deps, c.var.user, body);
    const record = await answerTurn(c.var.deps, turn);
    if (record.status !== 'complete') throw failure(turn, record);
    return reply(c, { chat_head: turn.head, result: record.bot_content, record });
  })
  .post('/retry', async (c) => {
    const body = await readJson(c, retryBody);
    const turn = await prepareRetry(c.var.deps, c.var.user, body.record_id);
    const record = await answerTurn(c.var.deps, turn);
    if (record.status !== 'complete') throw failure(turn, record);
    return reply(c, { chat_head: turn.head, result: record.bot_content, record });
  })
  .post('/regenerate', async (c) => {
    const body = await readJson(c, regenerateBody);
    const turn = await prepareRegenerate(c.var.deps, c.var.user, body.record_id, body.context);
    const record = await answerTurn(c.var.deps, turn);
    if (record.status !== 'complete') throw failure(turn, record);
    return reply(c, { chat_head: turn.head, result: record.bot_content, record });
  })
  .post('/feedback', async (c) => {
    const body = await readJson(c, feedbackBody);
    const feedback = await setFeedback(c.var.deps, c.var.user.id, body.record_id, body.rating, body.note || null);
    return reply(c, feedback, feedback ? 'Thank you for the feedback.' : 'The feedback has been removed.');
  })
  .get('/get-marked-answers', async (c) => {
    const query = parseWith(getMarkedAnswersQuery, c.req.query());
    return reply(c, await listMarkedAnswers(c.var.deps, c.var.user.id, query.user_plan_id));
  })
  .post('/stream', async (c) => {
    const body = await readJson(c, sendBody);
    // Refusals (expired plan, rate limit, bad input) are answered before the stream opens, as envelopes.
    const turn = await prepareTurn(c.var.deps, c.var.user, body);
    return streamTurn(c, c.var.deps, turn, {
      meta: () => ({ chat_head: turn.head, record_id: turn.recordId }),
      done: (_, record) => ({ chat_head: turn.head, record }),
      error: (_, record) => ({
        error_code: ErrorCode.exception,
        message: ASSISTANT_FAILED,
        record,
        chat_head: turn.head,
      }),
    });
  });
