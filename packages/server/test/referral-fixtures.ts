import { PlanId, type PaymentSession, type Wallet } from '@mentor/core';
import { randomBytes } from 'node:crypto';
import { createVerifiedUser, type TestServer } from './harness';

export type Member = Awaited<ReturnType<typeof createVerifiedUser>>;

/** A verified user on a live Affiliate plan (lifetime) with a known referral code. */
export async function startAffiliate(server: TestServer, name = 'Affiliate Ann') {
  const member = await createVerifiedUser(server, name);
  const code = `AF${randomBytes(4).toString('hex').toUpperCase()}`;
  const plan = await server.deps.db
    .insertInto('user_plans')
    .values({
      user_id: member.id,
      plan_id: PlanId.affiliate,
      status: 'active',
      referral_code: code,
      current_period_start: server.clock.now(),
      current_period_end: null,
      created_on: server.clock.now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { ...member, code, userPlanId: plan.id };
}

export type Affiliate = Awaited<ReturnType<typeof startAffiliate>>;

export const freshEmail = (label: string) => `${label}.${randomBytes(4).toString('hex')}@example.com`;

/** The grant cookie a validate-email reply sets, as a Cookie header value. */
function grantCookie(headers: Headers): string {
  const cookie = headers.get('set-cookie') ?? '';
  return cookie.split(';')[0]!;
}

/** The visitor's account step: validate-email; resolves with the reply and the grant to send on. */
export async function validateEmail(server: TestServer, email: string, password = 'Secret123') {
  const reply = await server.call<string>('POST', '/api/user/validate-email', {
    json: { email, name: 'Visitor', password },
  });
  return { reply, cookie: grantCookie(reply.headers) };
}

/** validate-email then create-payment-intent, as the referral checkout does. */
export async function visitorCheckout(
  server: TestServer,
  input: { email: string; planId?: string; code: string | null; password?: string },
) {
  const { reply, cookie } = await validateEmail(server, input.email, input.password);
  if (reply.body.error_code !== 0) throw new Error(`validate-email failed: ${reply.body.message}`);
  const intent = await server.call<PaymentSession>('POST', '/api/plan/create-payment-intent', {
    json: { user_email: input.email, plan_id: input.planId ?? PlanId.agent, referral_code: input.code },
    headers: { cookie },
  });
  if (intent.body.error_code !== 0) throw new Error(`create-payment-intent failed: ${intent.body.message}`);
  return { userId: reply.body.result, session: intent.body.result, cookie };
}

/** Creates a local card (no token, like Stripe.js) and confirms the payment with it. */
export async function payLocal(server: TestServer, clientSecret: string, number = '4242424242424242') {
  const card = await server.call<{ id: string }>('POST', '/api/payments/local/payment-methods', {
    json: {
      number,
      exp_month: 12,
      exp_year: 2040,
      cvc: '123',
      billing_details: { name: 'Visitor', address: { line1: '1 Main St', city: 'Austin', postal_code: '78701' } },
    },
  });
  const confirm = await server.call<{ status: string }>('POST', '/api/payments/local/confirm', {
    json: { client_secret: clientSecret, payment_method: card.body.result.id },
  });
  return { cardId: card.body.result.id, status: confirm.body.result.status };
}

/** A new session for a member (after the test clock passed the 30-day session life). */
export async function logIn(server: TestServer, member: { email: string; password: string; token: string }) {
  const reply = await server.call<{ token: string }>('POST', '/api/user/login-user', {
    json: { email: member.email, password: member.password },
  });
  member.token = reply.body.result.token;
}

/** The affiliate's wallet through the API. */
export async function wallet(server: TestServer, affiliate: Affiliate) {
  const reply = await server.call<Wallet>('GET', `/api/wallet/get-user-wallet?user_plan_id=${affiliate.userPlanId}`, {
    token: affiliate.token,
  });
  if (reply.body.error_code !== 0) throw new Error(`wallet failed: ${reply.body.message}`);
  return reply.body.result;
}

/** The ledger rows of an affiliate, oldest first. */
export function ledger(server: TestServer, userId: string) {
  return server.deps.db
    .selectFrom('affiliate_ledger')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('seq')
    .execute();
}

export const DAY = 86_400_000;
