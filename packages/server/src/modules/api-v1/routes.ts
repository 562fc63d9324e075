import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import type { AppDeps } from '../../context';
import type { PlanAccess } from '../plans/access';
import { listCategories } from '../chat/categories';
import { authenticate, refuseBrowsers, requireScope, resolveAgent, type Agent, type V1Env } from './auth';
import { internal, invalidParam, sendV1Error, toV1Error, V1Error } from './errors';
import { idempotent } from './idempotency';
import { v1InputRules } from './input-rules';
import { sendMessage } from './messages';
import { mountReference } from './reference';
import {
  AgentHeaders,
  CategoryListSchema,
  CreateMessageBody,
  CreateThreadBody,
  CreateWebhookEndpointBody,
  deletedOf,
  EndpointParams,
  ErrorSchema,
  EventSchema,
  IdempotencyHeaders,
  MessageListSchema,
  MessagePageQuery,
  MessageSchema,
  PageQuery,
  SeatListSchema,
  ThreadListSchema,
  ThreadParams,
  ThreadSchema,
  WebhookEndpointListSchema,
  WebhookEndpointSchema,
} from './schemas';
import { listSeats } from './seats';
import { createThread, deleteThread, findThread, listMessages, listThreads } from './threads';
import { toThread } from './views';
import { createEndpoint, deleteEndpoint, listEndpoints, ownedEndpoint } from './webhooks/endpoints';
import { WEBHOOK_EVENT_TYPES } from './webhooks/event-types';
import { REPLAY_WINDOW_SECONDS } from './webhooks/signature';

const JSON_LIMIT = 64 * 1024;

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'Invalid request: a parameter, header or the JSON body is wrong (`invalid_request_error`), or an Idempotency-Key was reused for another request (`idempotency_error`).',
  401: 'No API key, or one that is not valid or revoked (`authentication_error`).',
  403: "Not allowed (`permission_error`): a call from a browser, a key without the scope, an agent outside the agency, no free seat, or the agency's plan has lapsed.",
  404: 'No such object for this agency and agent (`invalid_request_error`, `resource_missing`).',
  409: 'A request with this Idempotency-Key is still running (`idempotency_error`).',
  429: 'Too many requests for this key or agent (`rate_limit_error`); Retry-After says when to try again.',
  502: 'The assistant could not answer; the message is stored as failed (`api_error`, `assistant_unavailable`).',
};

const RateLimitHeaders = z.object({
  'RateLimit-Limit': z.string().openapi({ description: 'Requests allowed in the window (the tightest limit met).' }),
  'RateLimit-Remaining': z.string().openapi({ description: 'Requests left in the window.' }),
  'RateLimit-Reset': z.string().openapi({ description: 'Seconds until the window ends.' }),
});

function errors(...statuses: number[]) {
  const entries = [401, 403, 429, ...statuses].map((status) => [
    status,
    {
      description: ERROR_DESCRIPTIONS[status]!,
      content: { 'application/json': { schema: ErrorSchema } },
      ...(status === 429 ? { headers: z.object({ 'Retry-After': z.string() }) } : {}),
    },
  ]);
  return Object.fromEntries(entries) as Record<
    number,
    { description: string; content: { 'application/json': { schema: typeof ErrorSchema } } }
  >;
}

function ok<T extends z.ZodType>(schema: T, description: string) {
  return { 200: { description, headers: RateLimitHeaders, content: { 'application/json': { schema } } } };
}

function jsonBody<T extends z.ZodType>(schema: T, required = true) {
  return { content: { 'application/json': { schema } }, required };
}

const chat = requireScope('chat');
const read = resolveAgent({ claim: false });
const write = resolveAgent({ claim: true });

// --- Routes --------------------------------------------------------------------------------------

const createThreadRoute = createRoute({
  method: 'post',
  path: '/threads',
  tags: ['Threads'],
  summary: 'Create a thread',
  description: 'A new conversation of the agent named by X-Mentor-Agent. Scope: `chat`.',
  'x-mentor-scope': 'chat',
  middleware: [chat, idempotent, write] as const,
  request: { headers: AgentHeaders.merge(IdempotencyHeaders), body: jsonBody(CreateThreadBody, false) },
  responses: { ...ok(ThreadSchema, 'The thread.'), ...errors(400, 409) },
});

const listThreadsRoute = createRoute({
  method: 'get',
  path: '/threads',
  tags: ['Threads'],
  summary: 'List threads',
  description: "The agent's threads made through the API, newest first. Scope: `chat`.",
  'x-mentor-scope': 'chat',
  middleware: [chat, read] as const,
  request: { headers: AgentHeaders, query: PageQuery },
  responses: { ...ok(ThreadListSchema, 'A page of threads.'), ...errors(400, 404) },
});

const getThreadRoute = createRoute({
  method: 'get',
  path: '/threads/{thread_id}',
  tags: ['Threads'],
  summary: 'Retrieve a thread',
  'x-mentor-scope': 'chat',
  middleware: [chat, read] as const,
  request: { headers: AgentHeaders, params: ThreadParams },
  responses: { ...ok(ThreadSchema, 'The thread.'), ...errors(400, 404) },
});

const deleteThreadRoute = createRoute({
  method: 'delete',
  path: '/threads/{thread_id}',
  tags: ['Threads'],
  summary: 'Delete a thread',
  description: 'Deletes the thread and its messages, for good. Scope: `chat`.',
  'x-mentor-scope': 'chat',
  middleware: [chat, read] as const,
  request: { headers: AgentHeaders, params: ThreadParams },
  responses: { ...ok(deletedOf('thread').openapi('DeletedThread'), 'The thread is deleted.'), ...errors(400, 404) },
});

const createMessageRoute = createRoute({
  method: 'post',
  path: '/threads/{thread_id}/messages',
  tags: ['Messages'],
  summary: 'Send a message and get the reply',
  description:
    "Sends the agent's message and answers with the assistant's reply and its sources. With `stream: true` the reply comes as server-sent events: `meta` `{thread, message_id}`, then `delta` `{text}` pieces, then `done` `{message}` or `error` `{error, message}` — the events of the portal's own stream. Refusals come before the stream, as JSON. Scope: `chat`.",
  'x-mentor-scope': 'chat',
  middleware: [chat, idempotent, write] as const,
  request: { headers: AgentHeaders.merge(IdempotencyHeaders), params: ThreadParams, body: jsonBody(CreateMessageBody) },
  responses: {
    200: {
      description: 'The message with its reply; or, with `stream: true`, the event stream.',
      headers: RateLimitHeaders,
      content: {
        'application/json': { schema: MessageSchema },
        'text/event-stream': {
          schema: z.string().openapi({
            example:
              'event: meta\ndata: {"thread":{…},"message_id":"…"}\n\nevent: delta\ndata: {"text":"Metformin alone "}\n\nevent: done\ndata: {"message":{…}}\n\n',
          }),
        },
      },
    },
    ...errors(400, 404, 409, 502),
  },
});

const listMessagesRoute = createRoute({
  method: 'get',
  path: '/threads/{thread_id}/messages',
  tags: ['Messages'],
  summary: 'List messages',
  description: "A thread's messages with their replies, oldest first (or `order=desc`). Scope: `chat`.",
  'x-mentor-scope': 'chat',
  middleware: [chat, read] as const,
  request: { headers: AgentHeaders, params: ThreadParams, query: MessagePageQuery },
  responses: { ...ok(MessageListSchema, 'A page of messages.'), ...errors(400, 404) },
});

const listCategoriesRoute = createRoute({
  method: 'get',
  path: '/categories',
  tags: ['Categories'],
  summary: 'List categories',
  description: 'The categories a thread can belong to, with suggested first messages. Scope: `chat`.',
  'x-mentor-scope': 'chat',
  middleware: [chat] as const,
  responses: { ...ok(CategoryListSchema, 'Every category.'), ...errors() },
});

const listSeatsRoute = createRoute({
  method: 'get',
  path: '/seats',
  tags: ['Seats'],
  summary: 'List seats',
  description:
    "The agency's seats: its owner and agents (active, pending invitation or inactive). Scope: `seats:read`.",
  'x-mentor-scope': 'seats:read',
  middleware: [requireScope('seats:read')] as const,
  request: { query: PageQuery },
  responses: { ...ok(SeatListSchema, 'A page of seats.'), ...errors(400, 404) },
});

const createEndpointRoute = createRoute({
  method: 'post',
  path: '/webhook_endpoints',
  tags: ['Webhook endpoints'],
  summary: 'Create a webhook endpoint',
  description:
    "Registers a URL on this key for the agency's events. The reply holds the signing secret, shown once. Scope: `webhooks`.",
  'x-mentor-scope': 'webhooks',
  middleware: [requireScope('webhooks'), idempotent] as const,
  request: { headers: IdempotencyHeaders, body: jsonBody(CreateWebhookEndpointBody) },
  responses: { ...ok(WebhookEndpointSchema, 'The endpoint, with its signing secret.'), ...errors(400, 409) },
});

const listEndpointsRoute = createRoute({
  method: 'get',
  path: '/webhook_endpoints',
  tags: ['Webhook endpoints'],
  summary: 'List webhook endpoints',
  description: "This key's endpoints. Scope: `webhooks`.",
  'x-mentor-scope': 'webhooks',
  middleware: [requireScope('webhooks')] as const,
  responses: { ...ok(WebhookEndpointListSchema, "The key's endpoints."), ...errors() },
});

const deleteEndpointRoute = createRoute({
  method: 'delete',
  path: '/webhook_endpoints/{endpoint_id}',
  tags: ['Webhook endpoints'],
  summary: 'Delete a webhook endpoint',
  'x-mentor-scope': 'webhooks',
  middleware: [requireScope('webhooks')] as const,
  request: { params: EndpointParams },
  responses: {
    ...ok(deletedOf('webhook_endpoint').openapi('DeletedWebhookEndpoint'), 'The endpoint is deleted.'),
    ...errors(400, 404),
  },
});

/** The agent a chat call acts for; a read by an agent new to the agency has none. */
function actorOf(c: { var: V1Env['Variables'] }) {
  return { plan: c.var.plan, apiKeyId: c.var.apiKey.id, agent: c.var.agent };
}

/** A write's agent: resolveAgent({claim: true}) has found them or given them a seat. */
function writer(c: { var: V1Env['Variables'] }): { plan: PlanAccess; apiKeyId: string; agent: Agent } {
  const { agent } = c.var;
  if (!agent) throw internal();
  return { plan: c.var.plan, apiKeyId: c.var.apiKey.id, agent };
}

const EVENT_SUMMARIES: Record<(typeof WEBHOOK_EVENT_TYPES)[number], string> = {
  'message.completed': 'A reply to a message sent through the API is complete',
  'seat.created': 'Someone takes a seat (added, signed in by the widget or the API, activated)',
  'seat.removed': 'A seat is freed (switched off or deleted)',
};

const describeEvents = `Events are POSTed as JSON to each endpoint that takes their type, signed in the \`Mentor-Signature\` header: \`t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body" with the endpoint's secret>\`. Refuse a signature older than ${REPLAY_WINDOW_SECONDS / 60} minutes. Any 2xx answer within 10 s is a delivery; otherwise the event is sent again after 1 min, 5 min, 30 min, 2 h, 5 h and every 10 h until 24 h have passed (at least once: use the event id to drop repeats).`;

/** The public API, /v1 (docs/api-v1.md). */
export function createV1App(): OpenAPIHono<V1Env> {
  const v1 = new OpenAPIHono<V1Env>({
    defaultHook: (result) => {
      if (result.success) return;
      const issue = result.error.issues[0];
      const param = issue?.path.join('.') || (result.target === 'json' ? 'body' : result.target);
      const message =
        issue?.code === 'invalid_type' && issue.path.length === 0
          ? 'The request body must be a JSON object.'
          : (issue?.message ?? 'The request is not valid.');
      throw invalidParam(param, message);
    },
  });

  v1.onError((error, c) => {
    const known = toV1Error(error);
    if (known) return sendV1Error(c, known);
    (c.var.deps as AppDeps).log.error({ err: error, path: c.req.path }, 'unhandled error');
    return sendV1Error(c, internal());
  });

  v1.use(
    '*',
    bodyLimit({
      maxSize: JSON_LIMIT,
      onError: () => {
        throw new V1Error(413, 'invalid_request_error', 'body_too_large', 'The request is too large (at most 64 KB).');
      },
    }),
  );

  v1.use('*', v1InputRules);

  v1.openAPIRegistry.registerComponent('securitySchemes', 'ApiKey', {
    type: 'http',
    scheme: 'bearer',
    description: 'An API key (`msk_…`) from the portal (Embed settings → API keys). Server to server only.',
  });
  for (const type of WEBHOOK_EVENT_TYPES) {
    v1.openAPIRegistry.registerWebhook({
      method: 'post',
      path: type,
      summary: EVENT_SUMMARIES[type],
      description: describeEvents,
      request: { body: jsonBody(EventSchema) },
      responses: { 200: { description: 'Any 2xx answer acknowledges the event.' } },
    });
  }
  v1.doc31('/openapi.json', (c) => ({
    openapi: '3.1.0',
    info: {
      title: 'Mentor API',
      version: '1.0.0',
      description:
        "The Mentor API for integrators: threads and messages with the assistant (JSON or streamed), the agency's seats and webhooks. Authenticate with `Authorization: Bearer msk_…`; name the agent each chat call acts for in `X-Mentor-Agent`. See docs/api-v1.md for the quick start.",
    },
    servers: [{ url: `${new URL(c.req.url).origin}/v1` }],
    security: [{ ApiKey: [] }],
  }));
  mountReference(v1);

  v1.use('*', refuseBrowsers, authenticate);

  v1.openapi(createThreadRoute, async (c) => {
    const body = c.req.valid('json');
    return c.json(await createThread(c.var.deps, writer(c), body), 200);
  });
  v1.openapi(listThreadsRoute, async (c) => {
    const page = await listThreads(c.var.deps, actorOf(c), c.req.valid('query'));
    return c.json({ object: 'list' as const, ...page }, 200);
  });
  v1.openapi(getThreadRoute, async (c) => {
    return c.json(toThread(await findThread(c.var.deps, actorOf(c), c.req.valid('param').thread_id)), 200);
  });
  v1.openapi(deleteThreadRoute, async (c) => {
    return c.json(await deleteThread(c.var.deps, actorOf(c), c.req.valid('param').thread_id), 200);
  });
  v1.openapi(createMessageRoute, async (c) => {
    const thread = await findThread(c.var.deps, actorOf(c), c.req.valid('param').thread_id);
    return sendMessage(c, writer(c), thread, c.req.valid('json')) as never;
  });
  v1.openapi(listMessagesRoute, async (c) => {
    const page = await listMessages(c.var.deps, actorOf(c), c.req.valid('param').thread_id, c.req.valid('query'));
    return c.json({ object: 'list' as const, ...page }, 200);
  });
  v1.openapi(listCategoriesRoute, async (c) => {
    const categories = await listCategories(c.var.deps.db);
    const data = categories.map((category) => ({
      id: category._id,
      object: 'category' as const,
      name: category.name,
      description: category.description,
      starters: category.default_prompts,
    }));
    return c.json({ object: 'list' as const, data, has_more: false }, 200);
  });
  v1.openapi(listSeatsRoute, async (c) => {
    return c.json(await listSeats(c.var.deps, c.var.plan, c.req.valid('query')), 200);
  });
  v1.openapi(createEndpointRoute, async (c) => {
    return c.json(await createEndpoint(c.var.deps, c.var.apiKey, c.req.valid('json')), 200);
  });
  v1.openapi(listEndpointsRoute, async (c) => {
    const endpoints = await listEndpoints(c.var.deps.db, { apiKeyId: c.var.apiKey.id });
    const data = endpoints.map(({ api_key_id: _key, api_key_name: _name, ...endpoint }) => endpoint);
    return c.json({ object: 'list' as const, data, has_more: false }, 200);
  });
  v1.openapi(deleteEndpointRoute, async (c) => {
    const { endpoint_id } = c.req.valid('param');
    const { apiKey } = c.var;
    await ownedEndpoint(c.var.deps.db, apiKey.owner_id, endpoint_id, apiKey.id);
    await deleteEndpoint(c.var.deps, endpoint_id);
    return c.json({ id: endpoint_id, object: 'webhook_endpoint' as const, deleted: true as const }, 200);
  });

  v1.all('*', (c) => {
    throw new V1Error(
      404,
      'invalid_request_error',
      'unknown_route',
      `There is no API call ${c.req.method} ${c.req.path}. See /v1/reference.`,
    );
  });
  return v1;
}
