import Stripe from 'stripe';
import { STRIPE_API_VERSION } from '../src/modules/payments/stripe/stripe-provider';
import { startFakeStripe } from './fake-stripe';
import { startTestServer, type TestServer } from './harness';

const signer = new Stripe('sk_test_signer');

/** Signed Stripe events for a server's webhook, as Stripe would deliver them. */
export function stripeEvents(webhookSecret: string, idPrefix = 'evt') {
  let counter = 0;
  const signedEvent = (type: string, object: Record<string, unknown>, id = `${idPrefix}_${(counter += 1)}`) => {
    const payload = JSON.stringify({
      id,
      object: 'event',
      api_version: STRIPE_API_VERSION,
      created: 1,
      type,
      data: { object },
      livemode: false,
      pending_webhooks: 1,
      request: null,
    });
    return { payload, header: signer.webhooks.generateTestHeaderString({ payload, secret: webhookSecret }) };
  };
  return {
    signedEvent,
    /** An `invoice.paid` of a subscription for a 30-day period ending a month from now. */
    invoicePaid(subscriptionId: string, invoiceId: string, amount: number) {
      const end = Math.floor(Date.now() / 1000) + 30 * 86_400;
      return signedEvent('invoice.paid', {
        id: invoiceId,
        object: 'invoice',
        amount_paid: amount,
        parent: {
          type: 'subscription_details',
          subscription_details: { subscription: subscriptionId, metadata: {} },
          quote_details: null,
        },
        lines: { object: 'list', data: [{ id: 'il_1', period: { start: end - 30 * 86_400, end } }] },
      });
    },
  };
}

export function postWebhook(server: TestServer, event: { payload: string; header: string }) {
  return fetch(`${server.url}/api/payments/stripe/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': event.header },
    body: event.payload,
  });
}

/** Our checkout session behind a client secret. */
export function checkoutSession(server: TestServer, clientSecret: string) {
  return server.deps.db
    .selectFrom('checkout_sessions')
    .selectAll()
    .where('client_secret', '=', clientSecret)
    .executeTakeFirstOrThrow();
}

/** A test server on Stripe (the fake one), with its webhook secret. */
export async function startStripeServer(webhookSecret: string) {
  const stripe = await startFakeStripe();
  const server = await startTestServer({
    stripe: {
      secretKey: 'sk_test_mentor',
      publishableKey: 'pk_test_mentor',
      webhookSecret,
      apiBase: stripe.url,
    },
  });
  return { stripe, server };
}
