import { z } from '@hono/zod-openapi';
import { CHAT_LIMITS } from '../chat/service';
import { API_SCOPES } from './keys';
import { WEBHOOK_EVENT_TYPES } from './webhooks/event-types';

/**
 * The public API's schemas: the same objects validate requests (routes.ts) and make the OpenAPI
 * document (/v1/openapi.json), so the two cannot drift apart.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const id = (label: string) =>
  z.string({ error: `${label} is required.` }).regex(UUID, { error: `${label} is not a valid id.` });
const timestamp = z.string().openapi({ format: 'date-time', example: '2026-11-24T15:04:05.000Z' });

export const ErrorSchema = z
  .object({
    error: z.object({
      type: z
        .enum([
          'invalid_request_error',
          'authentication_error',
          'permission_error',
          'idempotency_error',
          'rate_limit_error',
          'api_error',
        ])
        .openapi({ description: 'The class of the error; the HTTP status follows it.' }),
      code: z.string().openapi({ description: 'A stable, machine-readable reason.', example: 'resource_missing' }),
      message: z.string().openapi({ description: 'What went wrong and what to do, for a person.' }),
      param: z.string().optional().openapi({ description: 'The parameter or header at fault, when there is one.' }),
    }),
  })
  .openapi('Error');

// --- Objects -------------------------------------------------------------------------------------

const Source = z.object({ title: z.string(), url: z.string().nullable() }).openapi('Source');

export const CategorySchema = z
  .object({
    id: z.string().openapi({ format: 'uuid' }),
    object: z.literal('category'),
    name: z.string().openapi({ example: 'Underwriting' }),
    description: z.string(),
    starters: z.array(z.object({ title: z.string(), message: z.string() })).openapi({
      description: 'Suggested first messages for a thread in this category.',
    }),
  })
  .openapi('Category');

const Metadata = z
  .record(
    z.string().max(40, { error: 'A metadata key is at most 40 characters.' }),
    z
      .string({ error: 'Metadata values are strings.' })
      .max(500, { error: 'A metadata value is at most 500 characters.' }),
  )
  .refine((value) => Object.keys(value).length <= 20, { error: 'metadata holds at most 20 keys.' })
  .openapi({
    description: 'Your own key-value pairs (at most 20 keys of 40 characters, values of 500), returned as given.',
    example: { crm_lead_id: 'L-10442' },
  });

const Context = z.record(z.string(), z.unknown(), { error: 'context must be a JSON object.' }).openapi({
  description: `The CRM record in view (at most ${CHAT_LIMITS.contextBytes / 1024} KB): the assistant uses it, as the widget's \`context\`. E.g. {"name": "Ana Ruiz", "age": 52, "state": "TX", "medications": ["metformin"]}.`,
  example: { name: 'Ana Ruiz', age: 52, state: 'TX', medications: ['metformin'] },
});

export const ThreadSchema = z
  .object({
    id: z.string().openapi({ format: 'uuid' }),
    object: z.literal('thread'),
    title: z.string(),
    category: z.object({ id: z.string().openapi({ format: 'uuid' }), name: z.string() }),
    agent: z.string().openapi({ description: 'The e-mail of the agent the thread belongs to.', format: 'email' }),
    context: Context.nullable(),
    metadata: z.record(z.string(), z.string()),
    created_at: timestamp,
    updated_at: timestamp.openapi({ description: 'When the thread last had a message.' }),
  })
  .openapi('Thread');

export const MessageSchema = z
  .object({
    id: z.string().openapi({ format: 'uuid' }),
    object: z.literal('message'),
    thread_id: z.string().openapi({ format: 'uuid' }),
    agent: z.string().openapi({ description: 'The e-mail of the agent who sent it.', format: 'email' }),
    status: z.enum(['in_progress', 'complete', 'failed']).openapi({
      description: '`in_progress` while the reply is being written, `failed` when the assistant could not answer.',
    }),
    content: z.string().openapi({ description: "The agent's message." }),
    context: Context.nullable(),
    reply: z
      .object({ content: z.string(), sources: z.array(Source) })
      .nullable()
      .openapi({ description: "The assistant's reply with the sources it used; null until complete." }),
    created_at: timestamp,
    completed_at: timestamp.nullable(),
  })
  .openapi('Message');

export const SeatSchema = z
  .object({
    id: z.string().openapi({ format: 'uuid', description: "The agent's user id." }),
    object: z.literal('seat'),
    email: z.string().openapi({ format: 'email' }),
    name: z.string(),
    role: z.enum(['owner', 'agent']),
    status: z.enum(['active', 'pending', 'inactive']).openapi({
      description: '`pending`: invited, no password yet (holds a seat); `inactive`: switched off, holds none.',
    }),
    created_at: timestamp,
  })
  .openapi('Seat');

export const WebhookEndpointSchema = z
  .object({
    id: z.string().openapi({ format: 'uuid' }),
    object: z.literal('webhook_endpoint'),
    url: z.string().openapi({ format: 'uri' }),
    events: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
    secret_last4: z.string(),
    secret: z
      .string()
      .optional()
      .openapi({ description: 'The signing secret (`whsec_…`), only in the reply that creates the endpoint.' }),
    created_at: timestamp,
  })
  .openapi('WebhookEndpoint');

export function listOf<T extends z.ZodType, E extends z.ZodRawShape>(item: T, name: string, extra?: E) {
  return z
    .object({
      object: z.literal('list'),
      data: z.array(item),
      has_more: z.boolean().openapi({ description: 'Whether more items follow the last one given.' }),
      ...(extra ?? ({} as E)),
    })
    .openapi(name);
}

export const ThreadListSchema = listOf(ThreadSchema, 'ThreadList');
export const MessageListSchema = listOf(MessageSchema, 'MessageList');
export const CategoryListSchema = listOf(CategorySchema, 'CategoryList');
export const WebhookEndpointListSchema = listOf(WebhookEndpointSchema, 'WebhookEndpointList');
export const SeatListSchema = listOf(SeatSchema, 'SeatList', {
  total_seats: z.number().int().nullable().openapi({ description: "The plan's seats (null: unlimited)." }),
  used_seats: z
    .number()
    .int()
    .openapi({ description: 'Seats taken: the owner, active agents and pending invitations.' }),
});

export function deletedOf(object: string) {
  return z.object({ id: z.string(), object: z.literal(object), deleted: z.literal(true) });
}

export const EventSchema = z
  .object({
    id: z.string().openapi({ format: 'uuid' }),
    object: z.literal('event'),
    type: z.enum(WEBHOOK_EVENT_TYPES),
    created_at: timestamp,
    data: z.object({ object: z.union([MessageSchema, SeatSchema]) }),
  })
  .openapi('Event');

// --- Requests ------------------------------------------------------------------------------------

export const ThreadParams = z.object({
  thread_id: id('thread_id').openapi({ param: { name: 'thread_id', in: 'path' }, format: 'uuid' }),
});
export const EndpointParams = z.object({
  endpoint_id: id('endpoint_id').openapi({ param: { name: 'endpoint_id', in: 'path' }, format: 'uuid' }),
});

export const PageQuery = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a number from 1 to 100.' })
    .int({ error: 'limit must be a number from 1 to 100.' })
    .min(1, { error: 'limit must be a number from 1 to 100.' })
    .max(100, { error: 'limit must be a number from 1 to 100.' })
    .default(20)
    .openapi({ description: 'How many items to return (1–100, default 20).' }),
  starting_after: id('starting_after')
    .optional()
    .openapi({ description: 'A cursor: the id of the last item you have; the page after it is returned.' }),
  ending_before: id('ending_before')
    .optional()
    .openapi({ description: 'A cursor: the id of the first item you have; the page before it is returned.' }),
});

export const MessagePageQuery = PageQuery.extend({
  order: z
    .enum(['asc', 'desc'], { error: 'order is "asc" or "desc".' })
    .default('asc')
    .openapi({ description: 'asc: oldest first (the conversation as read); desc: newest first.' }),
});

export const AgentHeaders = z.object({
  'x-mentor-agent': z.string().openapi({
    description:
      'The e-mail of the agent (seat) the call acts for: the agency owner or one of its agents. On a POST, a new address takes a free seat.',
    example: 'agent@agency.com',
  }),
  'x-mentor-agent-name': z
    .string()
    .max(100)
    .optional()
    .openapi({ description: "The agent's name, used when this call gives a new agent a seat." }),
});

export const IdempotencyHeaders = z.object({
  'idempotency-key': z.string().max(255).optional().openapi({
    description:
      'A unique key (a UUID) per request: a retry with the same key, path, agent and body returns the first result for 24 hours.',
    example: '5f1b8a3e-2c4d-4f6e-9a7b-1c2d3e4f5a6b',
  }),
});

export const CreateThreadBody = z
  .object({
    title: z
      .string({ error: 'title must be text.' })
      .trim()
      .min(1, { error: 'title must not be empty.' })
      .max(200, { error: 'title is at most 200 characters.' })
      .optional()
      .openapi({ description: 'Default: the first words of the first message.' }),
    category: z
      .string({ error: 'category must be text.' })
      .max(100, { error: 'category is at most 100 characters.' })
      .optional()
      .openapi({ description: 'A category id or name (GET /v1/categories). Default: the first, Underwriting.' }),
    context: Context.optional(),
    metadata: Metadata.optional(),
  })
  .openapi('CreateThread');

export const CreateMessageBody = z
  .object({
    content: z
      .string({ error: 'content is required: the message to send.' })
      .trim()
      .min(1, { error: 'content is required: the message to send.' })
      .max(CHAT_LIMITS.messageChars, { error: `content is at most ${CHAT_LIMITS.messageChars} characters.` }),
    context: Context.optional().openapi({ description: "This message's CRM record; default: the thread's." }),
    stream: z
      .boolean({ error: 'stream is true or false.' })
      .optional()
      .openapi({ description: 'true: the reply comes as server-sent events (meta, delta…, done or error).' }),
  })
  .openapi('CreateMessage');

export const CreateWebhookEndpointBody = z
  .object({
    url: z
      .string({ error: 'url is required.' })
      .max(2048, { error: 'url is at most 2048 characters.' })
      .refine((value) => /^https?:\/\/[^\s]+$/i.test(value) && URL.canParse(value), {
        error: 'url must be an http(s) URL, e.g. https://crm.example.com/mentor/webhooks.',
      }),
    events: z
      .array(z.enum(WEBHOOK_EVENT_TYPES, { error: `events are among ${WEBHOOK_EVENT_TYPES.join(', ')}.` }))
      .min(1, { error: 'Choose at least one event.' })
      .optional()
      .openapi({ description: 'Default: every event.' }),
  })
  .openapi('CreateWebhookEndpoint');

export const ScopeSchema = z.enum(API_SCOPES);
