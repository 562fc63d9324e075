import { PlanId } from '@mentor/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeStripe } from './fake-stripe';
import type { TestServer } from './harness';
import { freshEmail, ledger, startAffiliate, visitorCheckout, wallet } from './referral-fixtures';
import { checkoutSession, postWebhook, startStripeServer, stripeEvents } from './stripe-events';

const WEBHOOK_SECRET = 'whsec_referrals';
let stripe: FakeStripe;
let server: TestServer;

beforeAll(async () => {
  ({ stripe, server } = await startStripeServer(WEBHOOK_SECRET));
});
afterAll(async () => {
  await server?.close();
  await stripe?.close();
});

const { signedEvent: event, invoicePaid } = stripeEvents(WEBHOOK_SECRET, 'evt_ref');
const sessionOf = (clientSecret: string) => checkoutSession(server, clientSecret);

async function deliver(signed: { payload: string; header: string }, times = 1) {
  for (let i = 0; i < times; i += 1) expect((await postWebhook(server, signed)).status).toBe(200);
}

describe('referrals with Stripe', () => {
  it('a referred subscription: the referee price at Stripe, one commission per invoice however often Stripe repeats itself', async () => {
    const affiliate = await startAffiliate(server);
    const { session } = await visitorCheckout(server, { email: freshEmail('stripe'), code: affiliate.code });
    expect(session).toMatchObject({ provider: 'stripe', amount_pay_now: 38.71 });
    const create = stripe.requests.filter((r) => r.path === '/v1/subscriptions' && r.method === 'POST').at(-1)!;
    expect(create.params.get('items[0][price_data][unit_amount]')).toBe('3871');

    const row = await sessionOf(session.client_secret);
    stripe.completePayment(row.provider_subscription_id!);
    // The visitor's page asks with the client secret alone; the plan is active at once.
    const status = await server.call<{ status: string }>('POST', '/api/plan/checkout-status', {
      json: { client_secret: session.client_secret },
    });
    expect(status.body.result.status).toBe('succeeded');
    // Stripe's own notice of the same first invoice, three times: nothing more.
    await deliver(invoicePaid(row.provider_subscription_id!, row.provider_ref!, 3871), 3);
    expect((await ledger(server, affiliate.id)).map((e) => e.amount_cents)).toEqual([581]);

    // A renewal invoice, delivered twice as two events: one more commission.
    await deliver(invoicePaid(row.provider_subscription_id!, 'in_renewal_1', 3871));
    await deliver(invoicePaid(row.provider_subscription_id!, 'in_renewal_1', 3871));
    expect((await ledger(server, affiliate.id)).map((e) => e.amount_cents)).toEqual([581, 581]);

    // The renewal is refunded (found through its invoice payment), twice over: one reversal.
    stripe.linkInvoicePayment('in_renewal_1', 'pi_renewal_1');
    const refunded = event('charge.refunded', {
      id: 'ch_renewal_1',
      object: 'charge',
      amount: 3871,
      amount_refunded: 3871,
      payment_intent: 'pi_renewal_1',
    });
    await deliver(refunded, 2);
    await deliver(
      event('charge.refunded', {
        id: 'ch_renewal_1',
        object: 'charge',
        amount: 3871,
        amount_refunded: 3871,
        payment_intent: 'pi_renewal_1',
      }),
    );
    // The first payment is disputed.
    stripe.linkInvoicePayment(row.provider_ref!, 'pi_first_1');
    await deliver(
      event('charge.dispute.created', {
        id: 'dp_1',
        object: 'dispute',
        amount: 3871,
        charge: 'ch_first_1',
        payment_intent: 'pi_first_1',
      }),
    );
    const entries = await ledger(server, affiliate.id);
    expect(entries.map((e) => [e.kind, e.amount_cents])).toEqual([
      ['commission', 581],
      ['commission', 581],
      ['reversal', -581],
      ['reversal', -581],
    ]);
    expect(await wallet(server, affiliate)).toMatchObject({ total_amount: 0, total_referrals: 1 });
  });

  it('a referred Affiliate plan (one payment) credits 15 % of the referee price once', async () => {
    const affiliate = await startAffiliate(server);
    const { session } = await visitorCheckout(server, {
      email: freshEmail('lifetime'),
      code: affiliate.code,
      planId: PlanId.affiliate,
    });
    expect(session.amount_pay_now).toBe(789.21);
    const row = await sessionOf(session.client_secret);
    const succeeded = event('payment_intent.succeeded', {
      id: row.provider_ref,
      object: 'payment_intent',
      payment_method: 'pm_card_visa',
      metadata: { checkout_session_id: row.id },
    });
    await deliver(succeeded, 3);
    expect((await ledger(server, affiliate.id)).map((e) => e.amount_cents)).toEqual([11838]);
  });

  it("the referrer's own card (same Stripe fingerprint) binds nothing", async () => {
    const affiliate = await startAffiliate(server);
    await server.call('POST', '/api/plan/attach-payment-method', {
      token: affiliate.token,
      json: { stripe_payment_method_id: 'pm_card_mastercard_affiliate' },
    });
    const { session, userId } = await visitorCheckout(server, { email: freshEmail('samecard'), code: affiliate.code });
    const row = await sessionOf(session.client_secret);
    stripe.completePayment(row.provider_subscription_id!, 'pm_card_mastercard_visitor');
    await server.call('POST', '/api/plan/checkout-status', { json: { client_secret: session.client_secret } });
    const referral = await server.deps.db
      .selectFrom('referrals')
      .select('id')
      .where('referee_id', '=', userId)
      .executeTakeFirst();
    expect(referral).toBeUndefined();
    expect(await ledger(server, affiliate.id)).toHaveLength(0);
  });
});
