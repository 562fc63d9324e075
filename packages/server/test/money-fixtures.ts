import type { CheckoutStatusResult, PaymentSession, SubscriptionDetail } from '@mentor/core';
import type { TestServer } from './harness';

export interface Buyer {
  id: string;
  email: string;
  token: string;
}

export const TEST_CARDS = { ok: '4242 4242 4242 4242', declined: '4000 0000 0000 0002' } as const;

export const BILLING_DETAILS = {
  name: 'Riley Stone',
  email: 'riley@example.com',
  phone: '5125550100',
  address: { line1: '500 Congress Ave', line2: null, city: 'Austin', state: 'TX', postal_code: '78701', country: 'US' },
};

/** buy-plan as the portal calls it. */
export function buyPlan(server: TestServer, buyer: Buyer, planId: string, coupon: string | null = null) {
  return server.call<PaymentSession>('POST', '/api/plan/buy-plan', {
    token: buyer.token,
    json: { user_id: buyer.id, user_email: buyer.email, plan_id: planId, coupon_code: coupon },
  });
}

/** A local card (as the card form creates it). */
export async function newCard(server: TestServer, number: string = TEST_CARDS.ok) {
  const reply = await server.call<{ id: string }>('POST', '/api/payments/local/payment-methods', {
    json: { number, exp_month: 12, exp_year: 2040, cvc: '123', billing_details: BILLING_DETAILS },
  });
  if (reply.body.error_code !== 0) throw new Error(`card failed: ${reply.body.message}`);
  return reply.body.result.id;
}

/** Confirms a checkout with a card, then asks its status as the portal does. */
export async function confirmAndStatus(server: TestServer, buyer: Buyer, clientSecret: string, card: string) {
  const confirm = await server.call<{ status: string; message: string }>('POST', '/api/payments/local/confirm', {
    json: { client_secret: clientSecret, payment_method: card },
  });
  const status = await server.call<CheckoutStatusResult>('POST', '/api/plan/checkout-status', {
    token: buyer.token,
    json: { client_secret: clientSecret },
  });
  return { confirm: confirm.body, status: status.body.result };
}

/** Buys a plan and pays it with a new 4242 card; fails loudly otherwise. */
export async function subscribeWithCard(
  server: TestServer,
  buyer: Buyer,
  planId: string,
  coupon: string | null = null,
) {
  const session = await buyPlan(server, buyer, planId, coupon);
  if (session.body.error_code !== 0) throw new Error(`buy-plan failed: ${session.body.message}`);
  const paid = await confirmAndStatus(server, buyer, session.body.result.client_secret, await newCard(server));
  if (paid.status.status !== 'succeeded') throw new Error(`payment failed: ${paid.confirm.message}`);
  return { session: session.body.result, receipt: paid.status.receipt };
}

export async function subscriptionDetail(server: TestServer, buyer: Buyer) {
  const reply = await server.call<SubscriptionDetail>('GET', '/api/plan/get-user-subscription-detail', {
    token: buyer.token,
  });
  return reply.body.result;
}

/** A new session for a member, after the test clock passed the 30-day session life. */
export async function relogin<T extends Buyer & { password: string }>(server: TestServer, buyer: T): Promise<T> {
  const reply = await server.call<{ token: string }>('POST', '/api/user/login-user', {
    json: { email: buyer.email, password: buyer.password },
  });
  if (reply.body.error_code !== 0) throw new Error(`login failed: ${reply.body.message}`);
  return { ...buyer, token: reply.body.result.token };
}

/** The member's invoices in the database, oldest first. */
export function invoicesOf(server: TestServer, userId: string) {
  return server.deps.db
    .selectFrom('invoices')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('seller_number')
    .execute();
}

/** Moves the test clock forward to an exact time (tests that need a given month or day). */
export function moveClockTo(server: TestServer, at: Date) {
  const now = server.clock.now().getTime();
  if (at.getTime() < now) throw new Error(`The clock is already past ${at.toISOString()}`);
  server.clock.advance(at.getTime() - now);
}

export { pdfText } from '../../../tests/support/pdf-text.mjs';

/** Fetches a link the API gave (its host is the configured public URL) from the test server. */
export function fetchLink(server: TestServer, link: string) {
  return fetch(link.replace(/^https?:\/\/[^/]+/, server.url));
}
