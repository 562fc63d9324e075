import { ErrorCode } from '@mentor/core';
import { Hono } from 'hono';
import type Stripe from 'stripe';
import type { AppEnv } from '../../../context';
import { reply, ReplyError } from '../../../http/reply';
import type { StripePaymentProvider } from './stripe-provider';
import { handleStripeEvent } from './webhook';

/**
 * Stripe webhooks: the signature is verified on the raw body with the signing secret; events
 * already processed are acknowledged without effect; events we do not use get a 2xx too.
 */
export function stripeWebhookRoutes(provider: StripePaymentProvider, signingSecret: string) {
  return new Hono<AppEnv>().post('/webhook', async (c) => {
    const raw = await c.req.text();
    let event: Stripe.Event;
    try {
      event = await provider.stripe.webhooks.constructEventAsync(
        raw,
        c.req.header('stripe-signature') ?? '',
        signingSecret,
      );
    } catch {
      throw new ReplyError(ErrorCode.failed, 'The webhook signature is not valid.', 400);
    }
    const deps = c.var.deps;
    const seen = await deps.db.selectFrom('webhook_events').select('id').where('id', '=', event.id).executeTakeFirst();
    if (seen) return reply(c, { received: true, duplicate: true });
    const outcome = await handleStripeEvent(deps, provider, event);
    // Recorded after its effects: if handling fails, Stripe's retry is processed rather than skipped.
    await deps.db
      .insertInto('webhook_events')
      .values({ id: event.id, type: event.type, received_on: deps.clock() })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    return reply(c, { received: true, outcome });
  });
}
