import {
  CASHOUT_SENT,
  ErrorCode,
  IBAN_REQUIRED,
  INVALID_AMOUNT,
  type AffiliateRequest,
  type PayoutMethod,
} from '@mentor/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WALLET_MESSAGES } from '../src/modules/wallet/service';
import { BANK_DETAILS_SAVED } from '../src/modules/wallet/routes';
import { OpsError, runOps } from '../src/ops/run-ops';
import { startTestServer, type TestServer } from './harness';
import {
  DAY,
  freshEmail,
  ledger,
  logIn,
  payLocal,
  startAffiliate,
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

const WIRE = {
  bank_country_code: 'PK',
  bank_swift_code: 'HABBPKKA',
  bank_name: 'Habib Bank',
  bank_account_number: '0012 3456 7890 1234',
  bank_account_name: 'Ann Affiliate',
  bank_iban: 'PK36SCBL0000001123456702',
  user_fullname: 'Ann Affiliate',
  street_address: '12 Mall Road',
  country: 'PK',
  city: 'Lahore',
  postal_code: '54000',
};

/** An affiliate with `referrals` referred Agent purchases (5.81 each), all past the holding period. */
async function affiliateWithApproved(referrals = 1) {
  const affiliate = await startAffiliate(server);
  for (let i = 0; i < referrals; i += 1) {
    const { session } = await visitorCheckout(server, { email: freshEmail('referee'), code: affiliate.code });
    await payLocal(server, session.client_secret);
  }
  server.clock.advance(31 * DAY);
  await logIn(server, affiliate);
  return affiliate;
}

function postWire(affiliate: Affiliate, body: Record<string, unknown> = { user: affiliate.id, ...WIRE }) {
  return server.call<PayoutMethod>('POST', '/api/user-bank-detail/post', { token: affiliate.token, json: body });
}

function requestCashout(affiliate: Affiliate, amount: unknown) {
  return server.call<AffiliateRequest>('POST', '/api/wallet/post-affiliate-payment-request', {
    token: affiliate.token,
    json: { user: affiliate.id, requested_amount: amount, user_plan_id: affiliate.userPlanId },
  });
}

function ops(...args: string[]) {
  return runOps(args, { db: server.deps.db, config: server.deps.config, now: server.clock.now() });
}

describe('who may call the wallet and bank calls', () => {
  it("refuses every wallet and bank call that names another account, with nothing of that account's", async () => {
    const owner = await affiliateWithApproved(1);
    await postWire(owner);
    const stranger = await startAffiliate(server, 'Stranger');
    const calls = [
      () =>
        server.call('GET', `/api/wallet/get-user-wallet?user_plan_id=${owner.userPlanId}`, { token: stranger.token }),
      () => server.call('GET', `/api/wallet/get-affiliate-request-list?user_id=${owner.id}`, { token: stranger.token }),
      () =>
        server.call('POST', '/api/wallet/post-affiliate-payment-request', {
          token: stranger.token,
          json: { user: owner.id, requested_amount: 1, user_plan_id: stranger.userPlanId },
        }),
      () =>
        server.call('POST', '/api/wallet/post-affiliate-payment-request', {
          token: stranger.token,
          json: { user: stranger.id, requested_amount: 1, user_plan_id: owner.userPlanId },
        }),
      () =>
        server.call('POST', '/api/user-bank-detail/post', { token: stranger.token, json: { user: owner.id, ...WIRE } }),
      () =>
        server.call('POST', '/api/user-bank-detail/post-paypal', {
          token: stranger.token,
          json: { user: owner.id, paypal_email: 'x@example.com' },
        }),
      () => server.call('GET', `/api/user-bank-detail/get?user_id=${owner.id}`, { token: stranger.token }),
    ];
    for (const call of calls) {
      const reply = await call();
      expect(reply.status).toBe(403);
      expect(reply.body.error_code).toBe(ErrorCode.failed);
      expect(reply.body.result).toBeNull();
      expect(JSON.stringify(reply.body)).not.toContain(owner.email);
    }
    // Without a token: token_required.
    const anonymous = await server.call('GET', `/api/wallet/get-user-wallet?user_plan_id=${owner.userPlanId}`);
    expect(anonymous.status).toBe(401);
    // Nothing was written for the owner by the stranger's calls.
    expect(
      await server.deps.db.selectFrom('cashout_requests').select('id').where('user_id', '=', owner.id).execute(),
    ).toHaveLength(0);
  });
});

describe('payout methods', () => {
  it('checks the wire form with the spec messages, stores the numbers sealed and only ever returns them masked', async () => {
    const affiliate = await startAffiliate(server);
    const missing = await postWire(affiliate, { user: affiliate.id, ...WIRE, bank_iban: '   ' });
    expect(missing.status).toBe(422);
    expect(missing.body.message).toBe(IBAN_REQUIRED);

    const saved = await postWire(affiliate);
    expect(saved.body.message).toBe(BANK_DETAILS_SAVED);
    expect(saved.body.result).toMatchObject({
      method: 'wire',
      bank_account_number: '•••• 1234',
      bank_iban: '•••• 6702',
      bank_name: 'Habib Bank',
      country: 'PK',
    });
    const read = await server.call<PayoutMethod>('GET', `/api/user-bank-detail/get?user_id=${affiliate.id}`, {
      token: affiliate.token,
    });
    expect(read.body.result).toEqual(saved.body.result);
    for (const body of [JSON.stringify(saved.body), JSON.stringify(read.body)]) {
      expect(body).not.toContain('7890');
      expect(body).not.toContain('SCBL0000001123');
    }
    const row = await server.deps.db
      .selectFrom('payout_methods')
      .selectAll()
      .where('user_id', '=', affiliate.id)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain('SCBL0000001123');
    expect(JSON.stringify(row)).not.toContain('3456 7890');
  });

  it('a PayPal address replaces the wire details as the method on file', async () => {
    const affiliate = await startAffiliate(server);
    await postWire(affiliate);
    const bad = await server.call('POST', '/api/user-bank-detail/post-paypal', {
      token: affiliate.token,
      json: { user: affiliate.id, paypal_email: 'not an address' },
    });
    expect(bad.status).toBe(422);
    const paypal = await server.call<PayoutMethod>('POST', '/api/user-bank-detail/post-paypal', {
      token: affiliate.token,
      json: { user: affiliate.id, paypal_email: 'Ann@PayPal.example' },
    });
    expect(paypal.body.result).toMatchObject({ method: 'paypal', paypal_email: 'ann@paypal.example' });
    const methods = await server.deps.db
      .selectFrom('payout_methods')
      .select(['kind', 'replaced_on'])
      .where('user_id', '=', affiliate.id)
      .orderBy('created_on')
      .execute();
    expect(methods.map((m) => [m.kind, m.replaced_on === null])).toEqual([
      ['wire', false],
      ['paypal', true],
    ]);
  });
});

describe('cash-out requests', () => {
  it('needs a payout method, an amount above 0 and within the approved remainder, and one open request at a time', async () => {
    const affiliate = await affiliateWithApproved(2);
    const noMethod = await requestCashout(affiliate, 5);
    expect(noMethod.status).toBe(422);
    expect(noMethod.body.message).toBe(WALLET_MESSAGES.payoutMethodRequired);
    await postWire(affiliate);

    for (const amount of [0, -1, 11.63, 'abc', 1.234, null]) {
      const refused = await requestCashout(affiliate, amount);
      expect(refused.status, String(amount)).toBe(422);
      expect(refused.body.message).toBe(INVALID_AMOUNT);
    }
    const made = await requestCashout(affiliate, '10.50');
    expect(made.status).toBe(200);
    expect(made.body.message).toBe(CASHOUT_SENT);
    expect(made.body.result).toMatchObject({
      status: 'pending',
      requested_amount: 10.5,
      remaining_amount: 1.12,
      total_amount: 11.62,
      payout_method: 'wire',
    });
    const second = await requestCashout(affiliate, 1);
    expect(second.status).toBe(409);
    expect(second.body.error_code).toBe(ErrorCode.exist);
    expect(await wallet(server, affiliate)).toMatchObject({
      approved_amount: 11.62,
      requested_amount: 10.5,
      amount: 1.12,
    });
    const list = await server.call<AffiliateRequest[]>(
      'GET',
      `/api/wallet/get-affiliate-request-list?user_id=${affiliate.id}`,
      {
        token: affiliate.token,
      },
    );
    expect(list.body.result).toHaveLength(1);
  });

  it('20 requests at once for the whole balance make exactly one request', async () => {
    const affiliate = await affiliateWithApproved(1);
    await postWire(affiliate);
    const replies = await Promise.all(Array.from({ length: 20 }, () => requestCashout(affiliate, 5.81)));
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    expect(replies.filter((r) => r.status === 409)).toHaveLength(19);
    const rows = await server.deps.db
      .selectFrom('cashout_requests')
      .select(['amount_cents', 'status'])
      .where('user_id', '=', affiliate.id)
      .execute();
    expect(rows).toEqual([{ amount_cents: 581, status: 'pending' }]);
  });

  it('pending commissions cannot be cashed out', async () => {
    const affiliate = await startAffiliate(server);
    const { session } = await visitorCheckout(server, { email: freshEmail('pending'), code: affiliate.code });
    await payLocal(server, session.client_secret);
    await postWire(affiliate);
    const early = await requestCashout(affiliate, 5.81);
    expect(early.status).toBe(422);
    expect(early.body.message).toBe(INVALID_AMOUNT);
  });
});

describe('the operator CLI', () => {
  it('lists, shows, approves and pays a request: the payout enters the ledger and the wallet shows it paid out', async () => {
    const affiliate = await affiliateWithApproved(2);
    await postWire(affiliate);
    const made = (await requestCashout(affiliate, 11.62)).body.result;
    const number = String(made.number);

    expect((await ops('cashouts', 'list')).join('\n')).toContain(`#${number}`);
    const shown = (await ops('cashouts', 'show', number)).join('\n');
    // The operator sees the whole account number and IBAN to make the transfer.
    expect(shown).toContain('0012 3456 7890 1234');
    expect(shown).toContain('PK36SCBL0000001123456702');

    await expect(ops('cashouts', 'pay', number, '--reference', 'WIRE-1')).rejects.toThrow(/approve it before paying/);
    expect((await ops('cashouts', 'approve', number)).join('')).toContain('approved');
    expect((await ops('cashouts', 'pay', number, '--reference', 'WIRE-1')).join('')).toContain('paid');
    await expect(ops('cashouts', 'pay', number, '--reference', 'WIRE-1')).rejects.toBeInstanceOf(OpsError);

    const entries = await ledger(server, affiliate.id);
    expect(entries.at(-1)).toMatchObject({ kind: 'payout', amount_cents: -1162, cashout_request_id: made._id });
    expect(await wallet(server, affiliate)).toMatchObject({
      paid_out: 11.62,
      amount: 0,
      total_amount: 11.62,
      requested_amount: 0,
    });
    const list = await server.call<AffiliateRequest[]>(
      'GET',
      `/api/wallet/get-affiliate-request-list?user_id=${affiliate.id}`,
      {
        token: affiliate.token,
      },
    );
    expect(list.body.result[0]).toMatchObject({ status: 'paid', requested_amount: 11.62 });
    expect(list.body.result[0]!.paid_on).not.toBeNull();
  });

  it('a rejected request frees its amount; a request no longer covered after a refund cannot be paid', async () => {
    const affiliate = await affiliateWithApproved(1);
    await postWire(affiliate);
    const first = (await requestCashout(affiliate, 5.81)).body.result;
    await ops('cashouts', 'reject', String(first.number), '--reason', 'Bank details incomplete');
    expect(await wallet(server, affiliate)).toMatchObject({ amount: 5.81, requested_amount: 0 });

    const second = (await requestCashout(affiliate, 5.81)).body.result;
    await ops('cashouts', 'approve', String(second.number));
    const invoice = await server.deps.db
      .selectFrom('invoices')
      .innerJoin('referrals', 'referrals.referee_id', 'invoices.user_id')
      .select('invoices.number')
      .where('referrals.referrer_id', '=', affiliate.id)
      .executeTakeFirstOrThrow();
    expect((await ops('invoices', 'refund', String(invoice.number))).join('')).toContain('$38.71');
    await expect(ops('cashouts', 'pay', String(second.number), '--reference', 'X')).rejects.toThrow(/Reject it/);
    expect(await wallet(server, affiliate)).toMatchObject({ total_amount: 0, amount: -5.81 });
  });
});
