import {
  ErrorCode,
  PlanId,
  REFERRAL_EMAIL_REQUIRED,
  REFERRAL_PASSWORD_REQUIRED,
  type PaymentSession,
  type ReferralDiscount,
} from '@mentor/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activateCheckout } from '../src/modules/payments/activation';
import { runRenewals } from '../src/modules/payments/renewals';
import { recordInvoiceReversal } from '../src/modules/payments/reversals';
import { CHECKOUT_NOT_GRANTED, REFERRAL_CODE_UNKNOWN } from '../src/modules/referrals/routes';
import { createVerifiedUser, startTestServer, type TestServer } from './harness';
import { checkoutSession } from './stripe-events';
import {
  DAY,
  freshEmail,
  ledger,
  logIn,
  payLocal,
  startAffiliate,
  validateEmail,
  visitorCheckout,
  wallet,
  type Affiliate,
} from './referral-fixtures';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

function detail(code?: string) {
  const query = code === undefined ? '' : `?referral_code=${encodeURIComponent(code)}`;
  return server.call<ReferralDiscount>('GET', `/api/plan/get-referral-discount-detail${query}`);
}

async function referralOf(userId: string) {
  return server.deps.db.selectFrom('referrals').selectAll().where('referee_id', '=', userId).executeTakeFirst();
}

async function invoicesOf(userId: string) {
  return server.deps.db.selectFrom('invoices').selectAll().where('user_id', '=', userId).orderBy('number').execute();
}

const sessionOf = (clientSecret: string) => checkoutSession(server, clientSecret);

/** A visitor buys Agent through the affiliate's link and pays with a local card. */
async function referredPurchase(affiliate: Affiliate, number = '4242424242424242') {
  const email = freshEmail('referee');
  const bought = await visitorCheckout(server, { email, code: affiliate.code });
  const paid = await payLocal(server, bought.session.client_secret, number);
  expect(paid.status).toBe('succeeded');
  return { ...bought, email };
}

describe('the referral discount detail (public)', () => {
  it('answers the default rates without a code, and a live affiliate code with its rates', async () => {
    const affiliate = await startAffiliate(server);
    const none = await detail();
    expect(none.status).toBe(200);
    expect(none.body.result).toEqual({ referral_discount: 15, referee_discount: 21, referral_code: null });
    const known = await detail(` ${affiliate.code.toLowerCase()} `);
    expect(known.body.result).toEqual({ referral_discount: 15, referee_discount: 21, referral_code: affiliate.code });
  });

  it('gives no discount, without an error, for an unknown code, an Agent code and an ended affiliate plan', async () => {
    const agent = await createVerifiedUser(server, 'Agent Owner');
    await server.deps.db
      .insertInto('user_plans')
      .values({ user_id: agent.id, plan_id: PlanId.agent, status: 'active', referral_code: 'AGENTCODE1' })
      .execute();
    const ended = await startAffiliate(server, 'Ended Affiliate');
    await server.deps.db
      .updateTable('user_plans')
      .set({ status: 'canceled' })
      .where('id', '=', ended.userPlanId)
      .execute();
    for (const code of ['NOSUCHCODE', 'AGENTCODE1', ended.code]) {
      const reply = await detail(code);
      expect(reply.status).toBe(200);
      expect(reply.body.message).toBe(REFERRAL_CODE_UNKNOWN);
      expect(reply.body.result).toEqual({ referral_discount: 0, referee_discount: 0, referral_code: null });
    }
  });
});

describe("the visitor's referral checkout", () => {
  it('opens a payment only for the account validate-email proved', async () => {
    const affiliate = await startAffiliate(server);
    const email = freshEmail('visitor');
    const noGrant = await server.call('POST', '/api/plan/create-payment-intent', {
      json: { user_email: email, plan_id: PlanId.agent, referral_code: affiliate.code },
    });
    expect(noGrant.status).toBe(403);
    expect(noGrant.body.message).toBe(CHECKOUT_NOT_GRANTED);
    const { cookie } = await validateEmail(server, email);
    const otherAddress = await server.call('POST', '/api/plan/create-payment-intent', {
      json: { user_email: affiliate.email, plan_id: PlanId.agent, referral_code: affiliate.code },
      headers: { cookie },
    });
    expect(otherAddress.status).toBe(403);
    const sessions = await server.deps.db
      .selectFrom('checkout_sessions')
      .select('id')
      .where('user_id', '=', affiliate.id)
      .execute();
    expect(sessions).toHaveLength(0);
  });

  it('sells Agent at the referee price, binds the referee and credits a pending commission in cents', async () => {
    const affiliate = await startAffiliate(server);
    const email = freshEmail('referee');
    const { userId, session } = await visitorCheckout(server, { email, code: affiliate.code });
    expect(session).toMatchObject({ amount_pay_now: 38.71, amount_will_charged: 38.71, trial_ends_on: null });
    expect(await payLocal(server, session.client_secret)).toMatchObject({ status: 'succeeded' });

    // The visitor has no token: the client secret alone tells where the payment stands.
    const status = await server.call<{ status: string }>('POST', '/api/plan/checkout-status', {
      json: { client_secret: session.client_secret },
    });
    expect(status.body.result.status).toBe('succeeded');
    const [invoice] = await invoicesOf(userId);
    expect(invoice!.amount_cents).toBe(3871);
    expect(await referralOf(userId)).toMatchObject({
      referrer_id: affiliate.id,
      commission_percent: 15,
      referee_discount: 21,
    });

    const [entry] = await ledger(server, affiliate.id);
    expect(entry).toMatchObject({ kind: 'commission', amount_cents: 581, invoice_id: invoice!.id });
    expect(entry!.available_on!.getTime()).toBe(server.clock.now().getTime() + 30 * DAY);

    const view = await wallet(server, affiliate);
    expect(view).toMatchObject({
      total_referrals: 1,
      user_data: [{ _id: userId, name: 'Visitor', email }],
      total_amount: 5.81,
      pending_amount: 5.81,
      approved_amount: 0,
      amount: 0,
      paid_out: 0,
      referral_code: affiliate.code,
      commission_percent: 15,
      referee_discount: 21,
    });
    expect(view.pending_commissions).toEqual([
      expect.objectContaining({
        amount: 5.81,
        approves_on: entry!.available_on!.toISOString(),
        referee_name: 'Visitor',
      }),
    ]);
  });

  it("answers a signed-in buyer's checkout status to that buyer only", async () => {
    const buyer = await createVerifiedUser(server, 'Signed Buyer');
    const bought = await server.call<PaymentSession>('POST', '/api/plan/buy-plan', {
      token: buyer.token,
      json: { plan_id: PlanId.agent, coupon_code: null },
    });
    const anonymous = await server.call('POST', '/api/plan/checkout-status', {
      json: { client_secret: bought.body.result.client_secret },
    });
    expect(anonymous.status).toBe(404);
    const own = await server.call<{ status: string }>('POST', '/api/plan/checkout-status', {
      token: buyer.token,
      json: { client_secret: bought.body.result.client_secret },
    });
    expect(own.body.result.status).toBe('requires_payment_method');
  });

  it('starts a referred Agency trial at the referee price and credits the commission at the first charge', async () => {
    const affiliate = await startAffiliate(server);
    const email = freshEmail('trial');
    const { userId, session } = await visitorCheckout(server, { email, code: affiliate.code, planId: PlanId.agency });
    expect(session).toMatchObject({ intent_type: 'setup', amount_pay_now: 0, amount_will_charged: 394.21 });
    expect(session.trial_ends_on).not.toBeNull();
    await payLocal(server, session.client_secret);
    expect(await referralOf(userId)).toBeDefined();
    expect(await ledger(server, affiliate.id)).toHaveLength(0);

    server.clock.advance(15 * DAY);
    await runRenewals(server.deps);
    const entries = await ledger(server, affiliate.id);
    expect(entries.map((e) => e.amount_cents)).toEqual([5913]);
    server.clock.advance(-15 * DAY);
  });
});

describe('one commission per invoice', () => {
  it('a second confirmation, a repeated activation and renewals run twice credit once per invoice', async () => {
    const affiliate = await startAffiliate(server);
    const { session, userId } = await referredPurchase(affiliate);
    const again = await server.call<{ status: string }>('POST', '/api/payments/local/confirm', {
      json: { client_secret: session.client_secret, payment_method: 'pm_whatever' },
    });
    expect(again.body.result.status).toBe('succeeded');
    await activateCheckout(server.deps, (await sessionOf(session.client_secret)).id, { paymentMethodId: null });
    expect(await ledger(server, affiliate.id)).toHaveLength(1);

    // The next month: renewals run twice on the same clock; one renewal, one more commission.
    server.clock.advance(32 * DAY);
    await runRenewals(server.deps);
    await runRenewals(server.deps);
    const invoices = await invoicesOf(userId);
    expect(invoices.map((i) => i.amount_cents)).toEqual([3871, 3871]);
    const entries = await ledger(server, affiliate.id);
    expect(entries.map((e) => [e.kind, e.amount_cents, e.invoice_id])).toEqual([
      ['commission', 581, invoices[0]!.id],
      ['commission', 581, invoices[1]!.id],
    ]);
    // The first commission is past its 30 days; the renewal's is pending.
    await logIn(server, affiliate);
    expect(await wallet(server, affiliate)).toMatchObject({
      approved_amount: 5.81,
      pending_amount: 5.81,
      amount: 5.81,
      total_amount: 11.62,
    });
    server.clock.advance(-32 * DAY);
  });

  it('the database refuses to edit or delete a ledger entry', async () => {
    const affiliate = await startAffiliate(server);
    await referredPurchase(affiliate);
    await expect(
      sql`update affiliate_ledger set amount_cents = 100000 where user_id = ${affiliate.id}`.execute(server.deps.db),
    ).rejects.toThrow(/append-only/);
    await expect(
      sql`delete from affiliate_ledger where user_id = ${affiliate.id}`.execute(server.deps.db),
    ).rejects.toThrow(/append-only/);
  });
});

describe('refunds and disputes', () => {
  it('a refund reverses the commission with a new entry, in proportion, and never twice', async () => {
    const affiliate = await startAffiliate(server);
    const { userId } = await referredPurchase(affiliate);
    const [invoice] = await invoicesOf(userId);
    const now = server.clock.now();
    const half = await recordInvoiceReversal(server.deps.db, now, {
      invoiceId: invoice!.id,
      kind: 'refund',
      amount: { cents: 1935 },
      sourceRef: 'test:refund:1',
    });
    expect(half).toBe(1935);
    // The same event again records nothing.
    await recordInvoiceReversal(server.deps.db, now, {
      invoiceId: invoice!.id,
      kind: 'refund',
      amount: { cents: 1935 },
      sourceRef: 'test:refund:1',
    });
    expect((await ledger(server, affiliate.id)).map((e) => e.amount_cents)).toEqual([581, -290]);
    // The rest, and then more than was paid: the commission is reversed exactly once in all.
    await recordInvoiceReversal(server.deps.db, now, {
      invoiceId: invoice!.id,
      kind: 'refund',
      amount: { cents: 5000 },
      sourceRef: 'test:refund:2',
    });
    expect((await ledger(server, affiliate.id)).map((e) => e.amount_cents)).toEqual([581, -290, -291]);
    expect(await wallet(server, affiliate)).toMatchObject({ total_amount: 0, pending_amount: 0, amount: 0 });
  });

  it('a dispute reverses the whole commission', async () => {
    const affiliate = await startAffiliate(server);
    const { userId } = await referredPurchase(affiliate);
    const [invoice] = await invoicesOf(userId);
    await recordInvoiceReversal(server.deps.db, server.clock.now(), {
      invoiceId: invoice!.id,
      kind: 'dispute',
      amount: { cents: 3871 },
      sourceRef: 'test:dispute:1',
    });
    const entries = await ledger(server, affiliate.id);
    expect(entries.map((e) => [e.kind, e.amount_cents])).toEqual([
      ['commission', 581],
      ['reversal', -581],
    ]);
    expect(entries[1]!.reverses_id).toBe(entries[0]!.id);
  });
});

describe('refused referrals: full price, nothing credited', () => {
  async function expectRefused(userId: string, session: PaymentSession, price = 49) {
    expect(session.amount_pay_now).toBe(price);
    await payLocal(server, session.client_secret);
    expect(await referralOf(userId)).toBeUndefined();
  }

  it('an unknown code', async () => {
    const { userId, session } = await visitorCheckout(server, { email: freshEmail('unknown'), code: 'NOSUCH01' });
    await expectRefused(userId, session);
  });

  it("the referrer's own account, and the referrer's e-mail with a +tag", async () => {
    const affiliate = await startAffiliate(server);
    const own = await visitorCheckout(server, {
      email: affiliate.email,
      password: affiliate.password,
      code: affiliate.code,
    });
    expect(own.userId).toBe(affiliate.id);
    expect(own.session.amount_pay_now).toBe(49);
    // A second address of the referrer's own mailbox ("+tag") signs up (core accepts a "+"), but cannot
    // earn the referrer a commission.
    const tagged = affiliate.email.replace('@', '+second@');
    const form = new FormData();
    form.set('name', 'Second Me');
    form.set('email', tagged);
    form.set('password', 'Secret123');
    form.set('referral_code', affiliate.code);
    const created = await server.call<{ _id: string; token: string }>('POST', '/api/user/new-user', { form });
    await server.call('POST', '/api/user/validate-verification-code', {
      json: { email: tagged, code: await server.latestCode(tagged) },
    });
    const bought = await server.call<PaymentSession>('POST', '/api/plan/buy-plan', {
      token: created.body.result.token,
      json: { plan_id: PlanId.agent, coupon_code: null, referral_code: affiliate.code },
    });
    await expectRefused(created.body.result._id, bought.body.result);
    expect(await ledger(server, affiliate.id)).toHaveLength(0);
  });

  it("the referrer's own card under another address: nothing is bound or credited", async () => {
    const affiliate = await startAffiliate(server);
    const card = await server.call<{ id: string }>('POST', '/api/payments/local/payment-methods', {
      json: { number: '5555555555554444', exp_month: 1, exp_year: 2041, cvc: '321' },
    });
    await server.call('POST', '/api/plan/attach-payment-method', {
      token: affiliate.token,
      json: { stripe_payment_method_id: card.body.result.id },
    });
    const { userId } = await referredPurchase(affiliate, '5555555555554444');
    expect(await referralOf(userId)).toBeUndefined();
    expect(await ledger(server, affiliate.id)).toHaveLength(0);
  });

  it('a referee who paid before, and one already bound: no rebinding, commissions stay with the first', async () => {
    const first = await startAffiliate(server, 'First Affiliate');
    const second = await startAffiliate(server, 'Second Affiliate');
    const { email, userId } = await referredPurchase(first);
    // A change to Affiliate keeps the first referral's 21 % off and credits the unused Agent month:
    // 999.00 × 0.79 = 789.21, less 38.71 = 750.50. The second code changes nothing.
    const later = await visitorCheckout(server, { email, code: second.code, planId: PlanId.affiliate });
    expect(later.session.amount_pay_now).toBe(750.5);
    await payLocal(server, later.session.client_secret);
    expect(await referralOf(userId)).toMatchObject({ referrer_id: first.id });
    expect(await ledger(server, second.id)).toHaveLength(0);
    expect((await ledger(server, first.id)).map((e) => e.amount_cents)).toEqual([581, 11258]);
    expect(email).toContain('referee');

    const paidBefore = await createVerifiedUser(server, 'Paid Before');
    const bought = await server.call<PaymentSession>('POST', '/api/plan/buy-plan', {
      token: paidBefore.token,
      json: { plan_id: PlanId.agent, coupon_code: null },
    });
    await payLocal(server, bought.body.result.client_secret);
    const again = await server.call<PaymentSession>('POST', '/api/plan/buy-plan', {
      token: paidBefore.token,
      json: { plan_id: PlanId.affiliate, coupon_code: null, referral_code: second.code },
    });
    // Full price, less the unused Agent month the change credits.
    expect(again.body.result.amount_pay_now).toBe(950);
  });
});

describe('first touch carried by sign-up and the subscription step', () => {
  it('the code kept at sign-up discounts the first purchase and binds it', async () => {
    const affiliate = await startAffiliate(server);
    const email = freshEmail('signup');
    const form = new FormData();
    form.set('name', 'Sign Up');
    form.set('email', email);
    form.set('password', 'Secret123');
    form.set('referral_code', affiliate.code.toLowerCase());
    const created = await server.call<{ _id: string; token: string }>('POST', '/api/user/new-user', { form });
    const code = await server.latestCode(email);
    await server.call('POST', '/api/user/validate-verification-code', { json: { email, code } });
    const bought = await server.call<PaymentSession>('POST', '/api/plan/buy-plan', {
      token: created.body.result.token,
      json: { plan_id: PlanId.agent, coupon_code: 'SAVE20' },
    });
    // 49.00 less 21 % is 38.71; SAVE20 then takes 20 % of that.
    expect(bought.body.result.amount_pay_now).toBe(30.97);
    await payLocal(server, bought.body.result.client_secret);
    expect(await referralOf(created.body.result._id)).toMatchObject({ referrer_id: affiliate.id });
  });

  it('buy-plan carries the code the browser kept', async () => {
    const affiliate = await startAffiliate(server);
    const buyer = await createVerifiedUser(server, 'Subscription Step');
    const bought = await server.call<PaymentSession>('POST', '/api/plan/buy-plan', {
      token: buyer.token,
      json: { plan_id: PlanId.affiliate, coupon_code: null, referral_code: affiliate.code },
    });
    expect(bought.body.result.amount_pay_now).toBe(789.21);
    await payLocal(server, bought.body.result.client_secret);
    expect((await ledger(server, affiliate.id)).map((e) => e.amount_cents)).toEqual([11838]);
  });
});

describe('validate-email', () => {
  it('checks the address format and the password', async () => {
    const badEmail = await server.call('POST', '/api/user/validate-email', {
      json: { email: 'not-an-address', password: 'Secret123' },
    });
    expect(badEmail.status).toBe(422);
    expect(badEmail.body.message).toBe(REFERRAL_EMAIL_REQUIRED);
    const noPassword = await server.call('POST', '/api/user/validate-email', {
      json: { email: freshEmail('nopass'), password: '' },
    });
    expect(noPassword.body.message).toBe(REFERRAL_PASSWORD_REQUIRED);
  });

  it("answers a known address's wrong password exactly as login answers an unknown address", async () => {
    const member = await createVerifiedUser(server, 'Known Member');
    const wrong = await server.call('POST', '/api/user/validate-email', {
      json: { email: member.email, name: 'Someone', password: 'Guess1234' },
    });
    const unknown = await server.call('POST', '/api/user/login-user', {
      json: { email: freshEmail('nobody'), password: 'Guess1234' },
    });
    expect(wrong.status).toBe(unknown.status);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.headers.get('set-cookie')).toBeNull();
  });

  it("counts against login's throttle and confirms no password, not even the right one, while the address waits", async () => {
    const limited = await startTestServer(
      { rateLimits: { ...server.deps.config.rateLimits, loginFreeFailures: 3 } },
      server,
    );
    try {
      const member = await createVerifiedUser(server, 'Guessed Member');
      const guess = (password: string) =>
        limited.call<string>('POST', '/api/user/validate-email', { json: { email: member.email, password } });
      // One wrong password at login and two here: the three free failures of this account and address.
      await limited.call('POST', '/api/user/login-user', { json: { email: member.email, password: 'Guess1234' } });
      expect((await guess('Guess2345')).body.error_code).toBe(ErrorCode.invalid_cred);
      expect((await guess('Guess3456')).body.error_code).toBe(ErrorCode.invalid_cred);
      // The fourth wrong one starts the wait, and during it the right password is not confirmed.
      expect((await guess('Guess4567')).body.error_code).toBe(ErrorCode.invalid_cred);
      const right = await guess(member.password);
      expect(right.status).toBe(429);
      expect(right.body.error_code).toBe(ErrorCode.failed);
      expect(right.body.result).not.toBe(member.id);
      limited.clock.advance(3_000);
      expect((await guess(member.password)).body.result).toBe(member.id);
    } finally {
      await limited.close();
    }
  });
});
