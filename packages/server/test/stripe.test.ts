import { PlanId, type PaymentSession, type SubscriptionDetail, type User } from '@mentor/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STRIPE_API_VERSION } from '../src/modules/payments/stripe/stripe-provider';
import type { FakeStripe } from './fake-stripe';
import { createVerifiedUser, type TestServer } from './harness';
import {
  checkoutSession as checkoutSessionOf,
  postWebhook as postStripeWebhook,
  startStripeServer,
  stripeEvents,
} from './stripe-events';

const WEBHOOK_SECRET = 'whsec_test_secret';
let stripe: FakeStripe;
let server: TestServer;

beforeAll(async () => {
  ({ stripe, server } = await startStripeServer(WEBHOOK_SECRET));
});
afterAll(async () => {
  await server?.close();
  await stripe?.close();
});

type Member = Awaited<ReturnType<typeof createVerifiedUser>>;

function buy(member: Member, planId: string, coupon: string | null = null) {
  return server.call<PaymentSession>('POST', '/api/plan/buy-plan', {
    token: member.token,
    json: { user_id: member.id, plan_id: planId, coupon_code: coupon },
  });
}

const { signedEvent, invoicePaid } = stripeEvents(WEBHOOK_SECRET);
const checkoutSession = (clientSecret: string) => checkoutSessionOf(server, clientSecret);
const postWebhook = (event: { payload: string; header: string }) => postStripeWebhook(server, event);

async function detail(member: Member) {
  return (
    await server.call<SubscriptionDetail>('GET', '/api/plan/get-user-subscription-detail', { token: member.token })
  ).body.result;
}

describe('the stripe provider, through the official SDK', () => {
  it('tells the portal to use Stripe Elements', async () => {
    const config = await server.call<{ payment_provider: string; stripe_publishable_key: string }>(
      'GET',
      '/api/config',
    );
    expect(config.body.result).toMatchObject({ payment_provider: 'stripe', stripe_publishable_key: 'pk_test_mentor' });
  });

  it('creates a default_incomplete subscription with a pinned API version and an idempotency key', async () => {
    const member = await createVerifiedUser(server, 'Stripe Buyer');
    stripe.requests.length = 0;
    const session = (await buy(member, PlanId.agent)).body.result;
    expect(session).toMatchObject({ provider: 'stripe', intent_type: 'payment', amount_pay_now: 49 });
    expect(session.client_secret).toMatch(/^pi_\d+_secret_fake$/);
    const create = stripe.requests.find((r) => r.method === 'POST' && r.path === '/v1/subscriptions')!;
    expect(create.params.get('payment_behavior')).toBe('default_incomplete');
    expect(create.params.get('items[0][price_data][unit_amount]')).toBe('4900');
    expect(create.params.get('items[0][price_data][recurring][interval]')).toBe('month');
    const row = await checkoutSession(session.client_secret);
    expect(create.headers['idempotency-key']).toBe(`checkout-${row.id}`);
    expect(create.headers['stripe-version']).toBe(STRIPE_API_VERSION);
    expect(stripe.requests.every((r) => r.headers.authorization === 'Bearer sk_test_mentor')).toBe(true);
  });

  it('activates on a verified invoice.paid webhook, and a replay three more times has one effect', async () => {
    const member = await createVerifiedUser(server, 'Webhook Buyer');
    const session = (await buy(member, PlanId.agent)).body.result;
    const row = await checkoutSession(session.client_secret);
    stripe.completePayment(row.provider_subscription_id!);
    const event = invoicePaid(row.provider_subscription_id!, row.provider_ref!, 4900);
    for (let i = 0; i < 4; i += 1) expect((await postWebhook(event)).status).toBe(200);

    const info = await detail(member);
    expect(info.active_plan).toMatchObject({ plan_id: PlanId.agent, status: 'active' });
    expect(info.active_payment_method).toMatchObject({ stripe_id: 'pm_card_visa', last_digits: '4242', brand: 'visa' });
    expect(info.stripe_invoices.map((i) => i.total)).toEqual([49]);
    const plans = await server.deps.db.selectFrom('user_plans').select('id').where('user_id', '=', member.id).execute();
    expect(plans).toHaveLength(1);
    const processed = await server.deps.db.selectFrom('webhook_events').select('id').execute();
    expect(processed.filter((e) => e.id === JSON.parse(event.payload).id)).toHaveLength(1);
  });

  it('refuses a webhook with a bad signature, and acknowledges events it does not use', async () => {
    const event = signedEvent('invoice.paid', { id: 'in_x' });
    const forged = await fetch(`${server.url}/api/payments/stripe/webhook`, {
      method: 'POST',
      headers: { 'stripe-signature': event.header.replace(/v1=[0-9a-f]+/, 'v1=' + '0'.repeat(64)) },
      body: event.payload,
    });
    expect(forged.status).toBe(400);
    expect(((await forged.json()) as { message: string }).message).toBe('The webhook signature is not valid.');
    const unsigned = await fetch(`${server.url}/api/payments/stripe/webhook`, { method: 'POST', body: event.payload });
    expect(unsigned.status).toBe(400);
    const ignored = await postWebhook(signedEvent('charge.refund.updated', { id: 're_1' }));
    expect(ignored.status).toBe(200);
  });

  it('activates at once when the client asks for the checkout status after confirming', async () => {
    const member = await createVerifiedUser(server, 'Sync Buyer');
    const session = (await buy(member, PlanId.agent)).body.result;
    const row = await checkoutSession(session.client_secret);
    const before = await server.call<{ status: string }>('POST', '/api/plan/checkout-status', {
      token: member.token,
      json: { client_secret: session.client_secret },
    });
    expect(before.body.result.status).toBe('requires_payment_method');
    stripe.completePayment(row.provider_subscription_id!, 'pm_card_mastercard');
    const after = await server.call<{ status: string }>('POST', '/api/plan/checkout-status', {
      token: member.token,
      json: { client_secret: session.client_secret },
    });
    expect(after.body.result.status).toBe('succeeded');
    expect(
      (await server.call<User>('GET', '/api/user/me', { token: member.token })).body.result.is_user_subscribed,
    ).toBe(true);
    // The webhook that follows finds the checkout done.
    await postWebhook(invoicePaid(row.provider_subscription_id!, row.provider_ref!, 4900));
    expect(
      (await server.deps.db.selectFrom('user_plans').select('id').where('user_id', '=', member.id).execute()).length,
    ).toBe(1);
  });

  it('starts a trial with a SetupIntent and activates it on setup_intent.succeeded', async () => {
    const member = await createVerifiedUser(server, 'Stripe Trial');
    const session = (await buy(member, PlanId.agency)).body.result;
    expect(session).toMatchObject({ intent_type: 'setup', amount_pay_now: 0, amount_will_charged: 499 });
    expect(session.client_secret).toMatch(/^seti_/);
    const row = await checkoutSession(session.client_secret);
    const create = stripe.requests.filter((r) => r.path === '/v1/subscriptions' && r.method === 'POST').at(-1)!;
    expect(create.params.get('trial_period_days')).toBe('14');
    await postWebhook(
      signedEvent('setup_intent.succeeded', {
        id: row.provider_ref,
        object: 'setup_intent',
        status: 'succeeded',
        payment_method: 'pm_card_visa',
      }),
    );
    expect((await detail(member)).active_plan?.status).toBe('trialing');
  });

  it('mirrors a coupon into Stripe and applies it to the subscription', async () => {
    const member = await createVerifiedUser(server, 'Stripe Coupon');
    const session = (await buy(member, PlanId.agent, 'SAVE20')).body.result;
    expect(session.amount_pay_now).toBe(39.2);
    const couponCreate = stripe.requests.find((r) => r.path === '/v1/coupons' && r.method === 'POST')!;
    expect(couponCreate.params.get('id')).toBe('SAVE20');
    expect(couponCreate.params.get('percent_off')).toBe('20');
    const create = stripe.requests.filter((r) => r.path === '/v1/subscriptions' && r.method === 'POST').at(-1)!;
    expect(create.params.get('discounts[0][coupon]')).toBe('SAVE20');
  });

  it('attaches a card, sets it default and edits its address at Stripe; unsubscribes at period end; follows deletion', async () => {
    const member = await createVerifiedUser(server, 'Stripe Billing');
    const session = (await buy(member, PlanId.agent)).body.result;
    const row = await checkoutSession(session.client_secret);
    stripe.completePayment(row.provider_subscription_id!);
    await postWebhook(invoicePaid(row.provider_subscription_id!, row.provider_ref!, 4900));

    const attach = await server.call('POST', '/api/plan/attach-payment-method', {
      token: member.token,
      json: { stripe_payment_method_id: 'pm_card_mastercard_billing' },
    });
    expect(attach.body.error_code).toBe(0);
    await server.call('POST', '/api/plan/make-payment-method-default', {
      token: member.token,
      json: { stripe_payment_method_id: 'pm_card_mastercard_billing' },
    });
    expect(
      stripe.requests.some(
        (r) =>
          r.path.startsWith('/v1/customers/') &&
          r.params.get('invoice_settings[default_payment_method]') === 'pm_card_mastercard_billing',
      ),
    ).toBe(true);
    await server.call('POST', '/api/plan/edit-payment-method', {
      token: member.token,
      json: {
        stripe_id: 'pm_card_mastercard_billing',
        name: 'J Lee',
        phone: '1555',
        line1: '9 Elm St',
        line2: '',
        city: 'Dallas',
        state: 'TX',
        postal_code: '75201',
        country: 'US',
      },
    });
    expect(
      (stripe.objects.get('pm_card_mastercard_billing')!.billing_details as { address: { line1: string } }).address
        .line1,
    ).toBe('9 Elm St');
    expect((await detail(member)).active_payment_method?.last_digits).toBe('4444');

    const planId = (await detail(member)).active_plan!._id;
    await server.call('POST', '/api/plan/unsubscribe-plan', { token: member.token, json: { _id: planId } });
    const cancel = stripe.requests
      .filter((r) => r.path === `/v1/subscriptions/${row.provider_subscription_id}` && r.method === 'POST')
      .at(-1)!;
    expect(cancel.params.get('cancel_at_period_end')).toBe('true');

    await postWebhook(
      signedEvent('customer.subscription.deleted', {
        id: row.provider_subscription_id,
        object: 'subscription',
        status: 'canceled',
        cancel_at_period_end: true,
        items: { object: 'list', data: [] },
      }),
    );
    const status = await server.deps.db
      .selectFrom('user_plans')
      .select('status')
      .where('provider_subscription_id', '=', row.provider_subscription_id)
      .executeTakeFirstOrThrow();
    expect(status.status).toBe('expired');
  });
});

describe('a plan change with Stripe: its upcoming-invoice preview is what is charged', () => {
  it('Agent → Agency ten days in: the preview from Stripe, the change at the same proration date, the charge to the cent', async () => {
    const member = await createVerifiedUser(server, 'Stripe Upgrader');
    const first = (await buy(member, PlanId.agent, 'SAVE20')).body.result;
    const row = await checkoutSession(first.client_secret);
    stripe.completePayment(row.provider_subscription_id!);
    await server.call('POST', '/api/plan/checkout-status', {
      token: member.token,
      json: { client_secret: first.client_secret },
    });
    stripe.shiftPeriod(row.provider_subscription_id!, 10);

    stripe.requests.length = 0;
    const change = (await buy(member, PlanId.agency)).body.result;
    const preview = stripe.requests.find((r) => r.path === '/v1/invoices/create_preview')!;
    expect(preview.params.get('subscription')).toBe(row.provider_subscription_id);
    expect(preview.params.get('subscription_details[proration_behavior]')).toBe('always_invoice');
    expect(preview.params.get('subscription_details[billing_cycle_anchor][type]')).toBe('now');
    expect(change.intent_type).toBe('change');
    // The coupon carries over: 399.20 a month; the credit is Stripe's (about 20/30 of 39.20).
    expect(change.plan_change).toMatchObject({ from_plan_name: 'Agent', to_plan_name: 'Agency', new_price: 399.2 });
    expect(change.plan_change!.unused_credit).toBeGreaterThan(25);
    expect(change.amount_pay_now).toBe(change.plan_change!.amount_today);

    const confirmed = await server.call<{ status: string }>('POST', '/api/plan/confirm-change', {
      token: member.token,
      json: { client_secret: change.client_secret, payment_method: 'pm_card_visa' },
    });
    expect(confirmed.body.result.status).toBe('succeeded');
    const update = stripe.requests.find(
      (r) =>
        r.method === 'POST' &&
        r.path === `/v1/subscriptions/${row.provider_subscription_id}` &&
        r.params.has('items[0][id]'),
    )!;
    expect(update.params.get('proration_date')).toBe(preview.params.get('subscription_details[proration_date]'));
    expect(update.params.get('payment_behavior')).toBe('pending_if_incomplete');

    const info = await detail(member);
    expect(info.active_plan).toMatchObject({ plan_id: PlanId.agency, status: 'active' });
    expect(info.stripe_invoices[0]!.total).toBe(change.plan_change!.amount_today);
    const status = await server.call<{ status: string }>('POST', '/api/plan/checkout-status', {
      token: member.token,
      json: { client_secret: change.client_secret },
    });
    expect(status.body.result.status).toBe('succeeded');
  });
});

describe('renewals with Stripe', () => {
  it('a renewal Stripe could not charge marks the plan past due and e-mails the member a link to update the card', async () => {
    const member = await createVerifiedUser(server, 'Stripe Declined');
    const session = (await buy(member, PlanId.agent)).body.result;
    const row = await checkoutSession(session.client_secret);
    stripe.completePayment(row.provider_subscription_id!);
    await postWebhook(invoicePaid(row.provider_subscription_id!, row.provider_ref!, 4900));
    expect((await detail(member)).active_plan?.status).toBe('active');

    const failed = signedEvent('invoice.payment_failed', {
      id: 'in_renewal_declined',
      object: 'invoice',
      billing_reason: 'subscription_cycle',
      amount_due: 4900,
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: row.provider_subscription_id, metadata: {} },
        quote_details: null,
      },
      lines: { object: 'list', data: [] },
    });
    expect((await postWebhook(failed)).status).toBe(200);
    const info = await detail(member);
    expect(info.active_plan).toBeNull();
    expect(info.past_due_plan).toMatchObject({ plan_name: 'Agent', reason: 'Your card was declined.' });
    const [mail] = await server.mailbox(member.email);
    expect(mail!.subject).toBe('Your Mentor payment of $49.00 did not go through');
    expect(mail!.text).toContain('/dashboard/billing');
  });
});
