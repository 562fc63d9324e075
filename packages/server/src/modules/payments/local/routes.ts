import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '../../../context';
import { optionalEmail, readJson, text } from '../../../http/body';
import { clientIp } from '../../../http/client-ip';
import { hitRateLimit } from '../../../http/rate-limit';
import { invalid, notFound, reply } from '../../../http/reply';
import { activateCheckout } from '../activation';
import {
  AUTHENTICATION_FAILED,
  behaviorOf,
  cardBrand,
  cardFingerprint,
  DECLINED_MESSAGE,
  passesLuhn,
} from './test-cards';

const address = z
  .object({
    line1: text('Address line 1', 200).nullish(),
    line2: text('Address line 2', 200).nullish(),
    city: text('City', 100).nullish(),
    state: text('State', 100).nullish(),
    postal_code: text('Postal code', 20).nullish(),
    country: text('Country', 2).nullish(),
  })
  .nullish();

const paymentMethodBody = z.object({
  number: z.string({ error: 'Your card number is incomplete.' }).max(40, { error: 'Your card number is incorrect.' }),
  exp_month: z.coerce
    .number({ error: "Your card's expiration date is incomplete." })
    .int()
    .min(1)
    .max(12, { error: "Your card's expiration month is invalid." }),
  exp_year: z.coerce.number({ error: "Your card's expiration date is incomplete." }).int().min(0).max(2100),
  cvc: z
    .string({ error: "Your card's security code is incomplete." })
    .regex(/^\d{3,4}$/, { error: "Your card's security code is incomplete." }),
  billing_details: z
    .object({
      name: text('Name', 200).nullish(),
      email: optionalEmail,
      phone: text('Phone', 40).nullish(),
      address,
    })
    .nullish(),
});

const secretBody = z.object({ client_secret: text('client_secret', 200) });

const SUCCEEDED = { status: 'succeeded', message: 'Payment succeeded.' } as const;

/** The local checkout a client secret opens (the secret is the permission, as with Stripe). */
async function localSession(deps: AppDeps, clientSecret: string) {
  const session = await deps.db
    .selectFrom('checkout_sessions')
    .selectAll()
    .where('client_secret', '=', clientSecret)
    .executeTakeFirst();
  if (!session || session.provider !== 'local') throw notFound('This payment does not exist.');
  return session;
}

function failed(message: string) {
  return { status: 'failed' as const, message };
}

// Built once at module load, not per request (issue 17: building them was 22 % of a hot route's CPU).
const confirmBody = secretBody.extend({ payment_method: text('payment_method', 100) });
const authenticateBody = secretBody.extend({ approve: z.boolean({ error: 'approve must be true or false.' }) });

/**
 * The local provider's "Stripe.js": create a card (only brand and last digits are kept), confirm
 * a payment or setup with it, and complete a 3-D Secure style authentication. The client secret is
 * the capability, as with Stripe.
 */
export const localPaymentRoutes = new Hono<AppEnv>()
  // Like a card from Stripe.js, a new card belongs to no one until a payment with it succeeds or the
  // owner attaches it: a declined card never joins the account's stored cards.
  .post('/payment-methods', async (c) => {
    const { db, clock } = c.var.deps;
    await hitRateLimit(db, clock(), `card:${clientIp(c)}`, 60, 3600);
    const input = await readJson(c, paymentMethodBody);
    const digits = input.number.replace(/[\s-]/g, '');
    if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) throw invalid('Your card number is incorrect.');
    const year = input.exp_year < 100 ? 2000 + input.exp_year : input.exp_year;
    const now = clock();
    if (year < now.getUTCFullYear() || (year === now.getUTCFullYear() && input.exp_month < now.getUTCMonth() + 1)) {
      throw invalid("Your card's expiration date is in the past.");
    }
    const billing = input.billing_details ?? {};
    const row = await db
      .insertInto('payment_methods')
      .values({
        user_id: null,
        provider: 'local',
        provider_id: `pm_local_${randomBytes(12).toString('hex')}`,
        brand: cardBrand(digits),
        last_digits: digits.slice(-4),
        exp_month: input.exp_month,
        exp_year: year,
        test_behavior: behaviorOf(digits),
        fingerprint: cardFingerprint(c.var.deps.codeSecret, digits),
        name: billing.name ?? '',
        email: billing.email ?? null,
        phone: billing.phone ?? '',
        line1: billing.address?.line1 ?? '',
        line2: billing.address?.line2 ?? null,
        city: billing.address?.city ?? '',
        state: billing.address?.state ?? '',
        postal_code: billing.address?.postal_code ?? '',
        country: billing.address?.country ?? '',
        created_on: now,
      })
      .returning(['provider_id', 'brand', 'last_digits'])
      .executeTakeFirstOrThrow();
    return reply(c, { id: row.provider_id, brand: row.brand, last_digits: row.last_digits });
  })
  .post('/confirm', async (c) => {
    const input = await readJson(c, confirmBody);
    const deps = c.var.deps;
    const session = await localSession(deps, input.client_secret);
    if (session.status === 'succeeded') return reply(c, SUCCEEDED);
    if (session.status === 'canceled') return reply(c, failed('This payment is no longer open. Please start again.'));

    const card = await deps.db
      .selectFrom('payment_methods')
      .selectAll()
      .where('provider_id', '=', input.payment_method)
      .where('provider', '=', 'local')
      .where('detached_on', 'is', null)
      .executeTakeFirst();
    if (!card || (card.user_id !== null && card.user_id !== session.user_id))
      return reply(c, failed('This card does not exist.'));

    if (card.test_behavior === 'decline') {
      await deps.db
        .updateTable('checkout_sessions')
        .set({ error_message: DECLINED_MESSAGE, updated_on: deps.clock() })
        .where('id', '=', session.id)
        .execute();
      return reply(c, failed(DECLINED_MESSAGE));
    }
    if (card.test_behavior === 'authenticate') {
      await deps.db
        .updateTable('checkout_sessions')
        .set({ status: 'requires_action', payment_method_id: card.id, updated_on: deps.clock() })
        .where('id', '=', session.id)
        .where('status', '=', 'requires_payment_method')
        .execute();
      return reply(c, { status: 'requires_action', message: 'Authenticate this payment' });
    }
    await activateCheckout(deps, session.id, { paymentMethodId: card.id });
    return reply(c, SUCCEEDED);
  })
  .post('/authenticate', async (c) => {
    const input = await readJson(c, authenticateBody);
    const deps = c.var.deps;
    const session = await localSession(deps, input.client_secret);
    if (session.status === 'succeeded') return reply(c, SUCCEEDED);
    if (session.status !== 'requires_action')
      return reply(c, failed('This payment is not waiting for authentication.'));
    if (!input.approve) {
      await deps.db
        .updateTable('checkout_sessions')
        .set({ status: 'requires_payment_method', error_message: AUTHENTICATION_FAILED, updated_on: deps.clock() })
        .where('id', '=', session.id)
        .execute();
      return reply(c, failed(AUTHENTICATION_FAILED));
    }
    await activateCheckout(deps, session.id, { paymentMethodId: session.payment_method_id });
    return reply(c, SUCCEEDED);
  });
