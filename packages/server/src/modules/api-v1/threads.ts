import { recordOf, type Category } from '@mentor/core';
import type { AppDeps } from '../../context';
import type { Db } from '../../db/database';
import type { PlanAccess } from '../plans/access';
import { listCategories } from '../chat/categories';
import { CHAT_LIMITS } from '../chat/service';
import type { Agent } from './auth';
import { invalidParam, resourceMissing } from './errors';
import { paginate, type PageParams } from './pagination';
import { toMessage, toThread, type Message, type Thread } from './views';

/** Who a thread call is for: the agency (the key owner's plan), the key, and the agent. */
export interface Actor {
  plan: PlanAccess;
  apiKeyId: string;
  agent: Agent;
}

export const NEW_THREAD_TITLE = 'New thread';

const threadMissing = (id: string) => resourceMissing(`No thread with id ${id}.`, 'thread_id');

/**
 * Threads made through the API, of one agency and one agent. A thread the agent began in the portal
 * or the widget is theirs alone and is never listed here; an API thread shows in the agent's portal.
 */
function threadQuery(db: Db, ownerId: string, agentId: string) {
  return db
    .selectFrom('api_threads as t')
    .innerJoin('chat_heads as h', 'h.id', 't.chat_head_id')
    .innerJoin('categories as c', 'c.id', 'h.category_id')
    .innerJoin('users as u', 'u.id', 't.agent_id')
    .select([
      'h.id',
      'h.title',
      'h.category_id',
      'c.name as category_name',
      'u.email as agent_email',
      't.context',
      't.metadata',
      't.title_pending',
      'h.created_on',
      'h.updated_on',
      't.seq',
    ])
    .where('t.owner_id', '=', ownerId)
    .where('t.agent_id', '=', agentId);
}

export async function findThread(deps: AppDeps, actor: Pick<Actor, 'plan'> & { agent: Agent | null }, id: string) {
  if (!actor.agent) throw threadMissing(id);
  const row = await threadQuery(deps.db, actor.plan.owner_id, actor.agent.id).where('h.id', '=', id).executeTakeFirst();
  if (!row) throw threadMissing(id);
  return row;
}

export type ThreadRecord = Awaited<ReturnType<typeof findThread>>;

/** A category by id or by name (any case); the first one when none is named. */
async function categoryOf(deps: AppDeps, named: string | undefined): Promise<Category> {
  const categories = await listCategories(deps.db);
  if (!named) return categories[0]!;
  const wanted = named.trim().toLowerCase();
  const found = categories.find((c) => c._id === named || c.name.toLowerCase() === wanted);
  if (!found) {
    throw invalidParam(
      'category',
      `There is no category "${named}". Use one of ${categories.map((c) => c.name).join(', ')} (GET /v1/categories).`,
    );
  }
  return found;
}

/** Refuses a context over the chat's limit, as the portal does. */
export function checkContext(context: Record<string, unknown> | undefined, param = 'context'): string | null {
  if (!context) return null;
  const json = JSON.stringify(context);
  if (Buffer.byteLength(json) > CHAT_LIMITS.contextBytes)
    throw invalidParam(param, 'The context is too large (at most 4 KB).');
  return json;
}

export async function createThread(
  deps: AppDeps,
  actor: Actor,
  body: {
    title?: string | undefined;
    category?: string | undefined;
    context?: Record<string, unknown> | undefined;
    metadata?: Record<string, string> | undefined;
  },
): Promise<Thread> {
  const category = await categoryOf(deps, body.category);
  const contextJson = checkContext(body.context);
  const record = recordOf(body.context);
  const now = deps.clock();
  const headId = await deps.db.transaction().execute(async (trx) => {
    const head = await trx
      .insertInto('chat_heads')
      .values({
        user_id: actor.agent.id,
        category_id: category._id,
        title: body.title ?? NEW_THREAD_TITLE,
        created_on: now,
        updated_on: now,
        record: record ? JSON.stringify(record) : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('api_threads')
      .values({
        chat_head_id: head.id,
        owner_id: actor.plan.owner_id,
        agent_id: actor.agent.id,
        api_key_id: actor.apiKeyId,
        metadata: JSON.stringify(body.metadata ?? {}),
        context: contextJson,
        title_pending: body.title === undefined,
        created_on: now,
      })
      .execute();
    return head.id;
  });
  return toThread(await findThread(deps, actor, headId));
}

export async function listThreads(
  deps: AppDeps,
  actor: Pick<Actor, 'plan'> & { agent: Agent | null },
  page: PageParams,
): Promise<{ data: Thread[]; has_more: boolean }> {
  const agent = actor.agent;
  if (!agent) {
    if (page.starting_after || page.ending_before) throw resourceMissing('No thread to page from.');
    return { data: [], has_more: false };
  }
  const base = () => threadQuery(deps.db, actor.plan.owner_id, agent.id);
  const result = await paginate(
    page,
    'desc',
    async (id) => (await base().where('h.id', '=', id).executeTakeFirst())?.seq ?? null,
    ({ cmp, seq, direction, take }) =>
      base()
        .$if(seq !== null, (qb) => qb.where('t.seq', cmp, seq!))
        .orderBy('t.seq', direction)
        .limit(take)
        .execute(),
  );
  return { data: result.data.map(toThread), has_more: result.has_more };
}

export async function deleteThread(deps: AppDeps, actor: Pick<Actor, 'plan'> & { agent: Agent | null }, id: string) {
  const thread = await findThread(deps, actor, id);
  await deps.db.deleteFrom('chat_heads').where('id', '=', thread.id).execute();
  return { id: thread.id, object: 'thread' as const, deleted: true as const };
}

export async function listMessages(
  deps: AppDeps,
  actor: Pick<Actor, 'plan'> & { agent: Agent | null },
  threadId: string,
  page: PageParams & { order: 'asc' | 'desc' },
): Promise<{ data: Message[]; has_more: boolean }> {
  const thread = await findThread(deps, actor, threadId);
  const base = () => deps.db.selectFrom('chat_records').selectAll().where('chat_head_id', '=', thread.id);
  const result = await paginate(
    page,
    page.order,
    async (id) => (await base().where('id', '=', id).executeTakeFirst())?.seq ?? null,
    ({ cmp, seq, direction, take }) =>
      base()
        .$if(seq !== null, (qb) => qb.where('seq', cmp, seq!))
        .orderBy('seq', direction)
        .limit(take)
        .execute(),
  );
  const now = deps.clock();
  return { data: result.data.map((row) => toMessage(row, thread.agent_email, now)), has_more: result.has_more };
}
