import { PlanId, unusedTimeCreditCents, type User } from '@mentor/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRICE_CHANGED, TRIAL_ALREADY_USED } from '../src/modules/payments/activation';
import { runRenewals } from '../src/modules/payments/renewals';
import { createVerifiedUser, startTestServer, type TestServer } from './harness';
import {
  buyPlan,
  confirmAndStatus,
  invoicesOf,
  moveClockTo,
  newCard,
  relogin,
  subscribeWithCard,
  subscriptionDetail,
} from './money-fixtures';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const MINUTE = 60_000;
const DAY = 86_400_000;
const at = (iso: string) => new Date(iso);

/** A member with a fresh session (the clock jumps months between tests; sessions last 30 days). */
const member = (name: string) => createVerifiedUser(server, name);

describe('a plan change shows what it does, and charges exactly that', () => {
  it('Agent → Agency ten days in: credit for the unused 21 of 31 days, the rest today, a new month from today', async () => {
    moveClockTo(server, at('2030-03-01T00:00:00Z'));
    const buyer = await member('Upgrader');
    await subscribeWithCard(server, buyer, PlanId.agent);
    server.clock.advance(10 * DAY);

    const preview = (await buyPlan(server, buyer, PlanId.agency)).body.result;
    // 49.00 × 21/31 = 33.19 back; 499.00 − 33.19 = 465.81 today.
    expect(preview).toMatchObject({ intent_type: 'payment', trial_ends_on: null, amount_pay_now: 465.81 });
    expect(preview.plan_change).toEqual({
      from_plan_name: 'Agent',
      to_plan_name: 'Agency',
      unused_credit: 33.19,
      unused_until: '2030-04-01T00:00:00.000Z',
      credit_applied: 0,
      tax: 0,
      amount_today: 465.81,
      new_price: 499,
      new_price_interval: 'month',
      next_charge_on: '2030-04-11T00:00:00.000Z',
      credit_left: 0,
    });

    // The member reads it for a few minutes: the charge is still the preview's.
    server.clock.advance(4 * MINUTE);
    const stored = (await subscriptionDetail(server, buyer)).stored_payment_methods[0]!.stripe_id;
    const paid = await confirmAndStatus(server, buyer, preview.client_secret, stored);
    expect(paid.status.status).toBe('succeeded');
    expect(paid.status.receipt).toMatchObject({ plan_name: 'Agency', amount_paid: 465.81 });
    const [, change] = await invoicesOf(server, buyer.id);
    expect(change!.amount_cents).toBe(46581);
    expect(change!.lines).toEqual([
      { kind: 'plan', description: 'Mentor Agency plan, monthly (11 Mar, 2030 – 11 Apr, 2030)', amount_cents: 49900 },
      { kind: 'unused_time', description: 'Unused time on the Agent plan (until 01 Apr, 2030)', amount_cents: -3319 },
    ]);
    const detail = await subscriptionDetail(server, buyer);
    expect(detail.active_plan).toMatchObject({
      plan_name: 'Agency',
      status: 'active',
      current_period_end: '2030-04-11T00:00:00.000Z',
      amount: 499,
    });
  });

  it('on the last day of a period, credits only the hours left', async () => {
    moveClockTo(server, at('2030-05-01T00:00:00Z'));
    const first = await member('Last Day');
    await subscribeWithCard(server, first, PlanId.agent);
    moveClockTo(server, at('2030-05-31T12:00:00Z'));
    const buyer = await relogin(server, first);

    const preview = (await buyPlan(server, buyer, PlanId.agency)).body.result;
    const credit = unusedTimeCreditCents(
      { priceCents: 4900, start: at('2030-05-01T00:00:00Z'), end: at('2030-06-01T00:00:00Z') },
      server.clock.now(),
    );
    expect(credit).toBe(79); // 12 hours of 31 days of 49.00
    expect(preview.plan_change).toMatchObject({ unused_credit: 0.79, amount_today: 498.21 });
    const card = (await subscriptionDetail(server, buyer)).stored_payment_methods[0]!.stripe_id;
    await confirmAndStatus(server, buyer, preview.client_secret, card);
    expect((await invoicesOf(server, buyer.id)).map((invoice) => invoice.amount_cents)).toEqual([4900, 49821]);
  });

  it('with a coupon: the credit is for the discounted price, the coupon carries over, and a downgrade keeps what is left as credit', async () => {
    moveClockTo(server, at('2030-07-01T00:00:00Z'));
    const buyer = await member('Coupon Changer');
    const first = await subscribeWithCard(server, buyer, PlanId.agent, 'SAVE20');
    expect(first.session.amount_pay_now).toBe(39.2);
    server.clock.advance(10 * DAY);

    // 39.20 × 21/31 = 26.55 back; Agency with SAVE20 is 399.20; 399.20 − 26.55 = 372.65.
    const up = (await buyPlan(server, buyer, PlanId.agency)).body.result;
    expect(up.plan_change).toMatchObject({ unused_credit: 26.55, new_price: 399.2, amount_today: 372.65 });
    const card = (await subscriptionDetail(server, buyer)).stored_payment_methods[0]!.stripe_id;
    await confirmAndStatus(server, buyer, up.client_secret, card);
    const upgrade = (await invoicesOf(server, buyer.id)).at(-1)!;
    expect(upgrade.lines!.map((line) => [line.kind, line.amount_cents])).toEqual([
      ['plan', 49900],
      ['coupon', -9980],
      ['unused_time', -2655],
    ]);
    expect(upgrade.amount_cents).toBe(37265);

    // Five days into Agency: 399.20 × 26/31 = 334.81 back, more than Agent's 39.20.
    server.clock.advance(5 * DAY);
    const down = (await buyPlan(server, buyer, PlanId.agent)).body.result;
    expect(down.amount_pay_now).toBe(0);
    expect(down.plan_change).toMatchObject({
      unused_credit: 334.81,
      new_price: 39.2,
      amount_today: 0,
      credit_left: 295.61,
    });
    const downPaid = await confirmAndStatus(server, buyer, down.client_secret, card);
    expect(downPaid.status.status).toBe('succeeded');
    expect(downPaid.status.receipt).toMatchObject({ amount_paid: 0, plan_name: 'Agent' });
    expect((await subscriptionDetail(server, buyer)).account_credit).toBe(295.61);

    // The next month is paid from the credit: nothing charged, 39.20 less credit.
    server.clock.advance(32 * DAY);
    await runRenewals(server.deps);
    const renewal = (await invoicesOf(server, buyer.id)).at(-1)!;
    expect(renewal).toMatchObject({ amount_cents: 0, subtotal_cents: 3920, credit_applied_cents: 3920 });
    expect((await subscriptionDetail(server, await relogin(server, buyer))).account_credit).toBe(256.41);
  });

  it('refuses a preview that went stale, charging nothing, and prices it again', async () => {
    moveClockTo(server, at('2030-11-01T00:00:00Z'));
    const buyer = await member('Slow Payer');
    await subscribeWithCard(server, buyer, PlanId.agent);
    server.clock.advance(10 * DAY);
    const preview = (await buyPlan(server, buyer, PlanId.agency)).body.result;
    server.clock.advance(2 * 60 * MINUTE);
    const card = (await subscriptionDetail(server, buyer)).stored_payment_methods[0]!.stripe_id;
    const refused = await server.call('POST', '/api/payments/local/confirm', {
      json: { client_secret: preview.client_secret, payment_method: card },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(PRICE_CHANGED);
    expect(await invoicesOf(server, buyer.id)).toHaveLength(1);
    expect((await subscriptionDetail(server, buyer)).active_plan?.plan_name).toBe('Agent');

    const again = (await buyPlan(server, buyer, PlanId.agency)).body.result;
    expect(again.client_secret).not.toBe(preview.client_secret);
    expect(again.plan_change!.unused_credit).toBeLessThan(preview.plan_change!.unused_credit);
  });

  it('refuses to sell the plan the member is already on', async () => {
    const buyer = await member('Same Plan');
    await subscribeWithCard(server, buyer, PlanId.agent);
    const again = await buyPlan(server, buyer, PlanId.agent);
    expect(again.status).toBe(422);
    expect(again.body.message).toBe('You are already on the Agent plan.');
  });
});

describe('one free trial per customer, ever', () => {
  it('a second Agency subscription after a trial pays at once, even from a new account with the same address', async () => {
    const buyer = await member('Trial Once');
    const me = async (token: string) => (await server.call<User>('GET', '/api/user/me', { token })).body.result;
    expect((await me(buyer.token)).trial_available).toBe(true);
    const trial = (await buyPlan(server, buyer, PlanId.agency)).body.result;
    expect(trial).toMatchObject({ intent_type: 'setup', amount_pay_now: 0, amount_will_charged: 499 });
    await confirmAndStatus(server, buyer, trial.client_secret, await newCard(server));
    expect((await me(buyer.token)).trial_available).toBe(false);

    const deleted = await server.call('POST', '/api/user/delete-account', {
      token: buyer.token,
      json: { password: buyer.password },
    });
    expect(deleted.body.error_code).toBe(0);

    const form = new FormData();
    form.set('name', 'Trial Again');
    form.set('email', buyer.email);
    form.set('password', 'Secret123');
    const signUp = await server.call<{ _id: string; token: string; trial_available: boolean }>(
      'POST',
      '/api/user/new-user',
      { form },
    );
    expect(signUp.body.error_code).toBe(0);
    expect(signUp.body.result.trial_available).toBe(false);
    await server.call('POST', '/api/user/validate-verification-code', {
      json: { email: buyer.email, code: await server.latestCode(buyer.email) },
    });
    const again = (
      await buyPlan(
        server,
        { id: signUp.body.result._id, email: buyer.email, token: signUp.body.result.token },
        PlanId.agency,
      )
    ).body.result;
    expect(again).toMatchObject({ intent_type: 'payment', trial_ends_on: null, amount_pay_now: 499 });
  });

  it('two trial checkouts opened together: the second is refused when confirmed', async () => {
    const buyer = await member('Trial Race');
    const plain = (await buyPlan(server, buyer, PlanId.agency)).body.result;
    const couponed = (await buyPlan(server, buyer, PlanId.agency, 'SAVE20')).body.result;
    expect([plain.intent_type, couponed.intent_type]).toEqual(['setup', 'setup']);
    const card = await newCard(server);
    expect((await confirmAndStatus(server, buyer, plain.client_secret, card)).status.status).toBe('succeeded');
    const second = await server.call('POST', '/api/payments/local/confirm', {
      json: { client_secret: couponed.client_secret, payment_method: card },
    });
    expect(second.status).toBe(409);
    expect(second.body.message).toBe(TRIAL_ALREADY_USED);
    const plans = await server.deps.db.selectFrom('user_plans').select('id').where('user_id', '=', buyer.id).execute();
    expect(plans).toHaveLength(1);
  });
});

describe('tax when configured', () => {
  it('adds it to the charge and writes it on the invoice', async () => {
    const taxed = await startTestServer({ taxPercent: 8.25 }, server);
    try {
      const buyer = await createVerifiedUser(taxed, 'Taxed Buyer');
      const session = (await buyPlan(taxed, buyer, PlanId.agent)).body.result;
      expect(session.amount_pay_now).toBe(53.04);
      await confirmAndStatus(taxed, buyer, session.client_secret, await newCard(taxed));
      const [invoice] = await invoicesOf(taxed, buyer.id);
      expect(invoice).toMatchObject({ subtotal_cents: 4900, tax_cents: 404, amount_cents: 5304 });
    } finally {
      await taxed.close();
    }
  });
});
