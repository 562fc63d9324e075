import type { Context } from 'hono';
import type { AppDeps } from '../../context';
import { answerTurn, ASSISTANT_FAILED, prepareTurn, titleFrom, type PreparedTurn } from '../chat/service';
import { streamTurn } from '../chat/stream';
import type { V1Env } from './auth';
import { V1Error } from './errors';
import { saveStreamResult } from './idempotency';
import { checkContext, findThread, type Actor, type ThreadRecord } from './threads';
import { toMessage, toThread, type Message } from './views';
import { queueEvent, wakeDispatchers } from './webhooks/events';

async function messageOf(deps: AppDeps, actor: Actor, recordId: string): Promise<Message> {
  const row = await deps.db.selectFrom('chat_records').selectAll().where('id', '=', recordId).executeTakeFirstOrThrow();
  return toMessage(row, actor.agent.email, deps.clock());
}

/**
 * Stores the agent's message in the thread through the chat's own path (the portal's), so history,
 * the thread's case and the per-agent chat limit are shared. A thread made without a title takes
 * the first words of its first message, as a portal thread does.
 */
async function prepare(
  deps: AppDeps,
  actor: Actor,
  thread: ThreadRecord,
  body: { content: string; context?: Record<string, unknown> | undefined },
): Promise<PreparedTurn> {
  checkContext(body.context);
  const turn = await prepareTurn(
    deps,
    {
      id: actor.agent.id,
      email: actor.agent.email,
      name: actor.agent.name,
      is_verified: true,
      sessionId: `api:${actor.apiKeyId}`,
      origin: 'api',
    },
    {
      category_id: thread.category_id,
      chat_head_id: thread.id,
      messages: [{ role: 'user', content: body.content }],
      context: body.context ?? thread.context,
    },
  );
  if (thread.title_pending) {
    const title = titleFrom(body.content);
    await deps.db.transaction().execute(async (trx) => {
      await trx.updateTable('chat_heads').set({ title }).where('id', '=', thread.id).execute();
      await trx
        .updateTable('api_threads')
        .set({ title_pending: false })
        .where('chat_head_id', '=', thread.id)
        .execute();
    });
    turn.head = { ...turn.head, title };
  }
  return turn;
}

/** A complete reply is an agency event: message.completed goes to its webhook endpoints. */
async function settle(deps: AppDeps, actor: Actor, message: Message): Promise<void> {
  if (message.status !== 'complete') return;
  await queueEvent(deps.db, deps.clock(), actor.plan.owner_id, 'message.completed', message);
  wakeDispatchers();
}

const assistantFailed = (message: Message) =>
  new V1Error(
    502,
    'api_error',
    'assistant_unavailable',
    `${ASSISTANT_FAILED.replace('please try again', 'send it again to retry')} (message ${message.id} is stored as failed)`,
  );

/** POST /v1/threads/{id}/messages: the reply as JSON, or as server-sent events with `stream: true`. */
export async function sendMessage(
  c: Context<V1Env>,
  actor: Actor,
  thread: ThreadRecord,
  body: { content: string; context?: Record<string, unknown> | undefined; stream?: boolean | undefined },
) {
  const { deps } = c.var;
  // Refusals (bad input, limits, an expired plan) come before any stream, as JSON errors.
  const turn = await prepare(deps, actor, thread, body);
  if (!body.stream) {
    await answerTurn(deps, turn);
    const message = await messageOf(deps, actor, turn.recordId);
    await settle(deps, actor, message);
    if (message.status !== 'complete') throw assistantFailed(message);
    return c.json(message, 200);
  }
  const threadView = toThread(await findThread(deps, actor, thread.id));
  return streamTurn(
    c,
    deps,
    turn,
    {
      meta: () => ({ thread: threadView, message_id: turn.recordId }),
      done: async () => ({ message: await messageOf(deps, actor, turn.recordId) }),
      error: async () => {
        const message = await messageOf(deps, actor, turn.recordId);
        return { ...assistantFailed(message).body(), message };
      },
    },
    async (_record, events) => {
      await settle(deps, actor, await messageOf(deps, actor, turn.recordId));
      await saveStreamResult(c, events);
    },
  );
}
