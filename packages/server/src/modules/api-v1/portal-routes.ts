import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../context';
import { requireAuth } from '../../http/auth';
import { parseWith, readJson, text, uuid } from '../../http/body';
import { reply } from '../../http/reply';
import { assertEmbedAdmin } from '../embed/keys';
import { API_SCOPES, createApiKey, listApiKeys, ownedApiKey, revokeApiKey } from './keys';
import { WEBHOOK_EVENT_TYPES } from './webhooks/event-types';
import {
  createEndpoint,
  deleteEndpoint,
  listDeliveries,
  listEndpoints,
  ownedEndpoint,
  resendDelivery,
  WEBHOOK_MESSAGES,
} from './webhooks/endpoints';
import { forbidden } from '../../http/reply';

const scopes = z.array(z.enum(API_SCOPES, { error: `Scopes are among ${API_SCOPES.join(', ')}.` }), {
  error: 'scopes must be a list.',
});
const events = z.array(z.enum(WEBHOOK_EVENT_TYPES, { error: `Events are among ${WEBHOOK_EVENT_TYPES.join(', ')}.` }), {
  error: 'events must be a list.',
});

// Built once at module load, not per request (issue 17: building them was 22 % of a hot route's CPU).
const createKeyBody = z.object({ name: text('Name', 100).optional(), scopes });
const revokeKeyBody = z.object({ _id: uuid('Key id') });
const createWebhookBody = z.object({
  api_key_id: uuid('api_key_id'),
  url: text('URL', 2048).refine((value) => /^https?:\/\/\S+$/i.test(value) && URL.canParse(value), {
    error: 'The URL must be an http(s) address, e.g. https://crm.example.com/mentor/webhooks.',
  }),
  events: events.optional(),
});
const deleteWebhookBody = z.object({ _id: uuid('Endpoint id') });
const getDeliveriesQuery = z.object({ endpoint_id: uuid('endpoint_id') });
const resendDeliveryBody = z.object({ _id: uuid('Delivery id') });

/**
 * The portal's side of the public API (Embed settings → API keys), with the session token: agency
 * admins (owners of a live plan with `embed`) create and revoke keys, add webhook endpoints to keys
 * with the `webhooks` scope, read the delivery log and resend a delivery.
 */
export const apiKeyRoutes = new Hono<AppEnv>()
  .use(requireAuth())
  .use(async (c, next) => {
    await assertEmbedAdmin(c.var.deps, c.var.user.id);
    await next();
  })
  .get('/get-keys', async (c) => reply(c, await listApiKeys(c.var.deps, c.var.user.id)))
  .post('/create-key', async (c) => {
    const input = await readJson(c, createKeyBody);
    const created = await createApiKey(c.var.deps, c.var.user.id, {
      name: input.name || 'API key',
      scopes: input.scopes,
    });
    return reply(c, created, 'The API key is ready. Copy it now: it is shown only once.');
  })
  .post('/revoke-key', async (c) => {
    const input = await readJson(c, revokeKeyBody);
    await revokeApiKey(c.var.deps, c.var.user.id, input._id);
    return reply(c, null, 'The API key has been revoked: calls with it are refused from now on.');
  })
  .get('/get-webhooks', async (c) => reply(c, await listEndpoints(c.var.deps.db, { ownerId: c.var.user.id })))
  .post('/create-webhook', async (c) => {
    const input = await readJson(c, createWebhookBody);
    const key = await ownedApiKey(c.var.deps.db, c.var.user.id, input.api_key_id);
    if (!key.scopes.includes('webhooks')) throw forbidden(WEBHOOK_MESSAGES.keyNeedsScope);
    const created = { ...(await createEndpoint(c.var.deps, key, input)), api_key_id: key.id, api_key_name: key.name };
    return reply(c, created, 'The endpoint is ready. Copy its signing secret now: it is shown only once.');
  })
  .post('/delete-webhook', async (c) => {
    const input = await readJson(c, deleteWebhookBody);
    await ownedEndpoint(c.var.deps.db, c.var.user.id, input._id);
    await deleteEndpoint(c.var.deps, input._id);
    return reply(c, null, 'The endpoint has been deleted.');
  })
  .get('/get-deliveries', async (c) => {
    const query = parseWith(getDeliveriesQuery, c.req.query());
    await ownedEndpoint(c.var.deps.db, c.var.user.id, query.endpoint_id);
    return reply(c, await listDeliveries(c.var.deps.db, { endpointId: query.endpoint_id }));
  })
  .post('/resend-delivery', async (c) => {
    const input = await readJson(c, resendDeliveryBody);
    return reply(c, await resendDelivery(c.var.deps, c.var.user.id, input._id), 'The event is being sent again.');
  });
