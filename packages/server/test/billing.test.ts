import { ErrorCode, PlanId, type PaymentSession, type SubscriptionDetail, type User } from '@mentor/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runRenewals } from '../src/modules/payments/renewals';
import { createVerifiedUser, startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

type Member = Awaited<ReturnType<typeof createVerifiedUser>>;
const CARDS = { ok: '4242 4242 4242 4242', declined: '4000 0000 0000 0002', authenticate: '4000 0027 6000 3184' };
const BILLING = {
  name: 'Jordan Lee',
  email: 'jordan@example.com',
  phone: '15555550100',
  address: { line1: '1 Main St', line2: null, city: 'Austin', state: 'TX', postal_code: '78701', country: 'US' },
};

function buy(member: Member, planId: string, coupon: string | null = null) {
  return server.call<PaymentSession>('POST', '/api/plan/buy-plan', {
    token: member.token,
    json: { user_id: member.id, user_email: member.email, plan_id: planId, coupon_code: coupon },
  });
}

async function card(member: Member | null, number: string) {
  const res = await server.call<{ id: string; brand: string; last_digits: string }>(
    'POST',
    '/api/payments/local/payment-methods',
    {
      token: member?.token ?? null,
      json: { number, exp_month: 12, exp_year: 2034, cvc: '123', billing_details: BILLING },
    },
  );
  expect(res.body.error_code, res.body.message).toBe(0);
  return res.body.result;
}

function confirm(clientSecret: string, paymentMethod: string) {
  return server.call<{ status: string; message: string }>('POST', '/api/payments/local/confirm', {
    json: { client_secret: clientSecret, payment_method: paymentMethod },
  });
}

async function me(member: Member) {
  return (await server.call<User>('GET', '/api/user/me', { token: member.token })).body.result;
}

/** A fresh session (after the clock has moved past the 30-day session lifetime). */
async function relogin(member: Member): Promise<Member> {
  const login = await server.call<{ token: string }>('POST', '/api/user/login-user', {
    json: { email: member.email, password: member.password },
  });
  return { ...member, token: login.body.result.token };
}

async function detail(member: Member) {
  return (
    await server.call<SubscriptionDetail>('GET', `/api/plan/get-user-subscription-detail?user_id=${member.id}`, {
      token: member.token,
    })
  ).body.result;
}

describe('buying a plan with the local provider', () => {
  it('subscribes to Agent with 4242…: plan active, card stored as default, invoice with a PDF', async () => {
    const member = await createVerifiedUser(server, 'Buyer');
    const session = await buy(member, PlanId.agent);
    expect(session.body.result).toMatchObject({
      amount_pay_now: 49,
      amount_will_charged: 49,
      trial_ends_on: null,
      intent_type: 'payment',
      provider: 'local',
    });
    const pm = await card(member, CARDS.ok);
    expect(pm).toMatchObject({ brand: 'visa', last_digits: '4242' });
    expect((await confirm(session.body.result.client_secret, pm.id)).body.result.status).toBe('succeeded');

    const user = await me(member);
    expect(user.is_user_subscribed).toBe(true);
    expect(user.plan_actions).toEqual([{ action_name: 'embed' }]);
    expect(user.subscribed_plan?.referral_code).toMatch(/^[A-Z2-9]{8}$/);

    const info = await detail(member);
    expect(info.active_plan).toMatchObject({ plan_id: PlanId.agent, status: 'active', cancel_at_period_end: false });
    expect(info.active_payment_method).toMatchObject({
      stripe_id: pm.id,
      last_digits: '4242',
      is_default: true,
      line1: '1 Main St',
    });
    expect(info.stripe_invoices).toHaveLength(1);
    expect(info.stripe_invoices[0]!.total).toBe(49);
    const pdf = await fetch(info.stripe_invoices[0]!.invoice_pdf!.replace(/^http:\/\/localhost:\d+/, server.url));
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const forged = await fetch(
      info.stripe_invoices[0]!.invoice_pdf!.replace(/^http:\/\/localhost:\d+/, server.url).replace(
        /sig=[^&]+/,
        'sig=forged',
      ),
    );
    expect(forged.status).toBe(403);
  });

  it('pays once for a double click: one checkout, one plan, one invoice', async () => {
    const member = await createVerifiedUser(server, 'Double Clicker');
    const [a, b] = await Promise.all([buy(member, PlanId.agent), buy(member, PlanId.agent)]);
    expect(a.body.result.client_secret).toBe(b.body.result.client_secret);
    const pm = await card(member, CARDS.ok);
    const results = await Promise.all([
      confirm(a.body.result.client_secret, pm.id),
      confirm(a.body.result.client_secret, pm.id),
    ]);
    expect(results.map((r) => r.body.result.status)).toEqual(['succeeded', 'succeeded']);
    const plans = await server.deps.db.selectFrom('user_plans').select('id').where('user_id', '=', member.id).execute();
    expect(plans).toHaveLength(1);
    expect((await detail(member)).stripe_invoices).toHaveLength(1);
  });

  it("shows the provider's message for a declined card, then succeeds with another", async () => {
    const member = await createVerifiedUser(server, 'Declined');
    const session = (await buy(member, PlanId.agent)).body.result;
    const declined = await confirm(session.client_secret, (await card(member, CARDS.declined)).id);
    expect(declined.body.result).toEqual({ status: 'failed', message: 'Your card was declined.' });
    expect((await me(member)).is_user_subscribed).toBe(false);
    // A declined card is not kept among the account's cards.
    expect((await buy(member, PlanId.agent)).body.result.stored_payment_methods).toEqual([]);
    expect((await confirm(session.client_secret, (await card(member, CARDS.ok)).id)).body.result.status).toBe(
      'succeeded',
    );
    expect((await detail(member)).stored_payment_methods.map((m) => m.last_digits)).toEqual(['4242']);
  });

  it('asks for authentication with 4000 0027 6000 3184, and completes only when approved', async () => {
    const member = await createVerifiedUser(server, 'Authenticator');
    const session = (await buy(member, PlanId.agent)).body.result;
    const pm = await card(member, CARDS.authenticate);
    expect((await confirm(session.client_secret, pm.id)).body.result.status).toBe('requires_action');
    const rejected = await server.call<{ status: string; message: string }>(
      'POST',
      '/api/payments/local/authenticate',
      {
        json: { client_secret: session.client_secret, approve: false },
      },
    );
    expect(rejected.body.result.status).toBe('failed');
    expect((await confirm(session.client_secret, pm.id)).body.result.status).toBe('requires_action');
    const approved = await server.call<{ status: string }>('POST', '/api/payments/local/authenticate', {
      json: { client_secret: session.client_secret, approve: true },
    });
    expect(approved.body.result.status).toBe('succeeded');
    expect((await me(member)).is_user_subscribed).toBe(true);
  });

  it('refuses a card number that fails the Luhn check, and never stores the number', async () => {
    const bad = await server.call('POST', '/api/payments/local/payment-methods', {
      json: { number: '4242 4242 4242 4241', exp_month: 12, exp_year: 2034, cvc: '123' },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.message).toBe('Your card number is incorrect.');
    const columns = await server.deps.db.selectFrom('payment_methods').selectAll().limit(1).execute();
    expect(JSON.stringify(columns)).not.toContain('4242424242424242');
  });
});

describe('coupons', () => {
  it('applies a percent and a fixed coupon on the server, and validates them', async () => {
    const member = await createVerifiedUser(server, 'Couponer');
    expect((await buy(member, PlanId.agent, 'SAVE20')).body.result.amount_pay_now).toBe(39.2);
    expect((await buy(member, PlanId.agent, 'take10')).body.result.amount_pay_now).toBe(39);
    const valid = await server.call('POST', '/api/discount/validate-discount', { json: { discount_code: 'TAKE10' } });
    expect(valid.body.result).toEqual({ discount_code: 'TAKE10', discount_type: 'fixed', discount_value: 10 });
    const invalidCode = await server.call('POST', '/api/discount/validate-discount', {
      json: { discount_code: 'NOPE' },
    });
    expect(invalidCode.body.error_code).toBe(ErrorCode.failed);
    const refused = await buy(member, PlanId.agent, 'NOPE');
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe('This coupon code is not valid.');
  });

  it('keeps a fixed coupon above the 0.50 floor', async () => {
    await server.deps.db
      .insertInto('coupons')
      .values({ code: 'HUGE', discount_type: 'fixed', discount_value: 100_000 })
      .execute();
    const member = await createVerifiedUser(server, 'Floor');
    expect((await buy(member, PlanId.agent, 'HUGE')).body.result.amount_pay_now).toBe(0.5);
  });
});

describe('trial, renewals and unsubscribing', () => {
  it('gives a first Agency subscription a 14-day trial by card setup, then charges at its end', async () => {
    const member = await createVerifiedUser(server, 'Trialist');
    const session = (await buy(member, PlanId.agency)).body.result;
    expect(session).toMatchObject({ intent_type: 'setup', amount_pay_now: 0, amount_will_charged: 499 });
    const trialEnd = new Date(session.trial_ends_on!).getTime();
    expect(trialEnd - server.clock.now().getTime()).toBe(14 * 86_400_000);
    expect((await confirm(session.client_secret, (await card(member, CARDS.ok)).id)).body.result.status).toBe(
      'succeeded',
    );
    expect((await detail(member)).active_plan?.status).toBe('trialing');
    expect((await me(member)).plan_actions.map((a) => a.action_name)).toEqual(['employee', 'embed']);
    expect((await detail(member)).stripe_invoices).toHaveLength(0);

    server.clock.advance(15 * 86_400_000);
    const report = await runRenewals(server.deps);
    expect(report.renewed).toBeGreaterThanOrEqual(1);
    const after = await detail(member);
    expect(after.active_plan?.status).toBe('active');
    expect(after.stripe_invoices.map((i) => i.total)).toEqual([499]);
  });

  it('gives no second trial', async () => {
    const member = await createVerifiedUser(server, 'Returning');
    const first = (await buy(member, PlanId.agent)).body.result;
    await confirm(first.client_secret, (await card(member, CARDS.ok)).id);
    const agency = (await buy(member, PlanId.agency)).body.result;
    // A change: no trial, the Agency price less the unused Agent month (nothing of it used yet).
    expect(agency).toMatchObject({ intent_type: 'payment', trial_ends_on: null, amount_pay_now: 450 });
  });

  it('ends access when a renewal is declined', async () => {
    const member = await createVerifiedUser(server, 'Lapsed');
    const session = (await buy(member, PlanId.agent)).body.result;
    const pm = await card(member, CARDS.ok);
    await confirm(session.client_secret, pm.id);
    await server.deps.db
      .updateTable('payment_methods')
      .set({ test_behavior: 'decline' })
      .where('provider_id', '=', pm.id)
      .execute();
    server.clock.advance(32 * 86_400_000);
    await runRenewals(server.deps);
    expect((await me(await relogin(member))).is_user_subscribed).toBe(false);
  });

  it('unsubscribes: stops renewal, logs out, keeps access to the period end, then expires', async () => {
    const member = await createVerifiedUser(server, 'Leaving');
    const session = (await buy(member, PlanId.agent)).body.result;
    await confirm(session.client_secret, (await card(member, CARDS.ok)).id);
    const planId = (await detail(member)).active_plan!._id;
    const res = await server.call('POST', '/api/plan/unsubscribe-plan', { token: member.token, json: { _id: planId } });
    expect(res.body.error_code).toBe(ErrorCode.success);
    expect((await server.call('GET', '/api/user/me', { token: member.token })).body.error_code).toBe(
      ErrorCode.token_invalid,
    );

    const login = await server.call<{ token: string; is_user_subscribed: boolean }>('POST', '/api/user/login-user', {
      json: { email: member.email, password: member.password },
    });
    expect(login.body.result.is_user_subscribed).toBe(true);
    const again = { ...member, token: login.body.result.token };
    expect((await detail(again)).active_plan?.cancel_at_period_end).toBe(true);

    server.clock.advance(32 * 86_400_000);
    await runRenewals(server.deps);
    const later = await relogin(member);
    expect((await me(later)).is_user_subscribed).toBe(false);
    expect((await detail(later)).stripe_invoices).toHaveLength(1);
  });
});

describe('cards on the billing page', () => {
  it('adds a card, makes it default (clearing the other), and edits its address', async () => {
    const member = await createVerifiedUser(server, 'Card Keeper');
    const first = await card(member, CARDS.ok);
    await server.call('POST', '/api/plan/attach-payment-method', {
      token: member.token,
      json: { stripe_payment_method_id: first.id, user_email: member.email },
    });
    const second = await card(member, '5555 5555 5555 4444');
    const attached = await server.call('POST', '/api/plan/attach-payment-method', {
      token: member.token,
      json: { stripe_payment_method_id: second.id, user_email: member.email },
    });
    expect(attached.body.error_code).toBe(0);
    const defaults = (info: SubscriptionDetail) =>
      Object.fromEntries(info.stored_payment_methods.map((m) => [m.last_digits, m.is_default]));
    let info = await detail(member);
    expect(defaults(info)).toEqual({ '4444': false, '4242': true });
    await server.call('POST', '/api/plan/make-payment-method-default', {
      token: member.token,
      json: { stripe_payment_method_id: second.id, user_email: member.email },
    });
    await server.call('POST', '/api/plan/edit-payment-method', {
      token: member.token,
      json: {
        stripe_id: second.id,
        name: 'J Lee',
        email: null,
        phone: '15555550111',
        city: 'Dallas',
        country: 'US',
        line1: '9 Elm St',
        line2: '',
        postal_code: '75201',
        state: 'TX',
      },
    });
    info = await detail(member);
    expect(defaults(info)).toEqual({ '4444': true, '4242': false });
    expect(info.active_payment_method).toMatchObject({ brand: 'mastercard', line1: '9 Elm St', city: 'Dallas' });
  });

  it("refuses another user's card, plan and billing data", async () => {
    const owner = await createVerifiedUser(server, 'Owner');
    const other = await createVerifiedUser(server, 'Other');
    const session = (await buy(owner, PlanId.agent)).body.result;
    const pm = await card(owner, CARDS.ok);
    await confirm(session.client_secret, pm.id);
    const planId = (await detail(owner)).active_plan!._id;

    const attempts = [
      server.call('POST', '/api/plan/make-payment-method-default', {
        token: other.token,
        json: { stripe_payment_method_id: pm.id },
      }),
      server.call('POST', '/api/plan/attach-payment-method', {
        token: other.token,
        json: { stripe_payment_method_id: pm.id },
      }),
      server.call('POST', '/api/plan/edit-payment-method', {
        token: other.token,
        json: {
          stripe_id: pm.id,
          name: 'x',
          phone: '1',
          line1: 'x',
          city: 'x',
          state: 'x',
          postal_code: '1',
          country: 'US',
        },
      }),
      server.call('POST', '/api/plan/unsubscribe-plan', { token: other.token, json: { _id: planId } }),
      server.call('GET', `/api/plan/get-user-subscription-detail?user_id=${owner.id}`, { token: other.token }),
      server.call('POST', '/api/plan/buy-plan', {
        token: other.token,
        json: { user_id: owner.id, plan_id: PlanId.agent, coupon_code: null },
      }),
    ];
    for (const result of await Promise.all(attempts)) {
      expect([403, 422]).toContain(result.status);
      expect(JSON.stringify(result.body.result ?? null)).not.toContain('4242');
    }
    expect((await detail(owner)).active_plan?.cancel_at_period_end).toBe(false);
  });

  it('does not sell Enterprise online', async () => {
    const member = await createVerifiedUser(server, 'Enterprise');
    const res = await buy(member, PlanId.enterprise);
    expect(res.status).toBe(422);
  });
});
