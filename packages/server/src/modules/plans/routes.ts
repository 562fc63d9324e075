import { ErrorCode } from '@mentor/core';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../context';
import { assertSelf, optionalAuth, requireAuth } from '../../http/auth';
import { email, optionalEmail, parseWith, readJson, text, uuid } from '../../http/body';
import { forbidden, notFound, reply, ReplyError } from '../../http/reply';
import { checkoutReceipt, checkoutStatus, findCheckout } from '../payments/checkout-status';
import { COUPON_INVALID, findCoupon, startPlanCheckout } from '../payments/checkout';
import { renderInvoicePdf, verifyInvoiceLink } from '../payments/invoices';
import { retryPayment } from '../payments/retry-payment';
import { confirmStripeChange } from '../payments/stripe/confirm-change';
import { attachCard, editCard, makeDefaultCard, PLAN_UNSUBSCRIBED, subscriptionDetail, unsubscribe } from './billing';

/** A `user_email` in a body must be the caller's own. */
function assertOwnEmail(callerEmail: string, named: string | null | undefined) {
  if (named && named.trim().toLowerCase() !== callerEmail) throw forbidden();
}

const cardBody = z.object({
  stripe_payment_method_id: text('stripe_payment_method_id', 100).min(1, { error: 'Please select card' }),
  user_email: email.nullish(),
});

// Built once at module load, not per request (issue 17: building them was 22 % of a hot route's CPU).
const invoicePdfQuery = z.object({ id: uuid('id'), expires: z.coerce.number(), sig: text('sig', 100) });
const checkoutStatusBody = z.object({ client_secret: text('client_secret', 300) });
const buyPlanBody = z.object({
  user_id: uuid('user_id').nullish(),
  user_email: email.nullish(),
  plan_id: uuid('plan_id'),
  coupon_code: text('coupon_code', 40).nullish(),
  // Our addition: the referral code the browser kept (first touch), sent with the purchase.
  referral_code: text('referral_code', 40).nullish(),
});
const confirmChangeBody = z.object({
  client_secret: text('client_secret', 300),
  payment_method: text('payment_method', 100).min(1, { error: 'Please select card' }),
});
const retryPaymentBody = z.object({ _id: uuid('_id') });
const getUserSubscriptionDetailQuery = z.object({ user_id: uuid('user_id').optional() });
const editPaymentMethodBody = z.object({
  stripe_id: text('stripe_id', 100),
  name: text('Name', 200).min(1, { error: 'Please fill billing address' }),
  // The card's billing e-mail is optional; when given it must be an address.
  email: optionalEmail,
  phone: text('Phone', 40).min(1, { error: 'Please fill billing address' }),
  line1: text('Address line 1', 200).min(1, { error: 'Please fill billing address' }),
  line2: text('Address line 2', 200).nullish(),
  city: text('City', 100).min(1, { error: 'Please fill billing address' }),
  state: text('State', 100).min(1, { error: 'Please fill billing address' }),
  postal_code: text('Postal code', 20).min(1, { error: 'Please fill billing address' }),
  country: text('Country', 2).min(2, { error: 'Please fill billing address' }),
});
const validateDiscountBody = z.object({ discount_code: text('discount_code', 40).min(1, { error: COUPON_INVALID }) });

export const planRoutes = new Hono<AppEnv>()
  .get('/invoice-pdf', async (c) => {
    const query = parseWith(invoicePdfQuery, c.req.query());
    const deps = c.var.deps;
    if (!verifyInvoiceLink(deps, query.id, query.expires, query.sig))
      throw forbidden('This invoice link has expired. Open the invoice again from Billing.');
    const row = await deps.db.selectFrom('invoices').selectAll().where('id', '=', query.id).executeTakeFirst();
    if (!row) throw notFound('This invoice does not exist.');
    const customer = await deps.db
      .selectFrom('users')
      .select(['name', 'email'])
      .where('id', '=', row.user_id)
      .executeTakeFirstOrThrow();
    const pdf = await renderInvoicePdf(row, customer, deps.config);
    c.header('Content-Type', 'application/pdf');
    c.header('Content-Disposition', `inline; filename="mentor-invoice-${row.number}.pdf"`);
    c.header('Cache-Control', 'private, no-store');
    return c.body(new Uint8Array(pdf));
  })
  // Before the auth check: a visitor's referral checkout asks with its client secret alone.
  .post('/checkout-status', optionalAuth, async (c) => {
    const input = await readJson(c, checkoutStatusBody);
    const caller = c.get('user') ?? null;
    const status = await checkoutStatus(c.var.deps, caller, input.client_secret);
    const session = await findCheckout(c.var.deps, caller, input.client_secret);
    const owner = await c.var.deps.db
      .selectFrom('users')
      .select('email')
      .where('id', '=', session.user_id)
      .executeTakeFirstOrThrow();
    return reply(c, { status, receipt: await checkoutReceipt(c.var.deps, session, owner.email) });
  })
  .use(requireAuth())
  .post('/buy-plan', async (c) => {
    const input = await readJson(c, buyPlanBody);
    assertSelf(c.var.user.id, input.user_id);
    assertOwnEmail(c.var.user.email, input.user_email);
    return reply(
      c,
      await startPlanCheckout(c.var.deps, c.var.user, {
        plan_id: input.plan_id,
        coupon_code: input.coupon_code ?? null,
        referral_code: input.referral_code ?? null,
      }),
    );
  })
  .post('/confirm-change', async (c) => {
    const input = await readJson(c, confirmChangeBody);
    return reply(c, await confirmStripeChange(c.var.deps, c.var.user, input.client_secret, input.payment_method));
  })
  .post('/retry-payment', async (c) => {
    const input = await readJson(c, retryPaymentBody);
    return reply(
      c,
      await retryPayment(c.var.deps, c.var.user, input._id),
      'Payment succeeded. Your plan is active again.',
    );
  })
  .get('/get-user-subscription-detail', async (c) => {
    const query = parseWith(getUserSubscriptionDetailQuery, c.req.query());
    assertSelf(c.var.user.id, query.user_id);
    return reply(c, await subscriptionDetail(c.var.deps, c.var.user));
  })
  .post('/attach-payment-method', async (c) => {
    const input = await readJson(c, cardBody);
    assertOwnEmail(c.var.user.email, input.user_email);
    await attachCard(c.var.deps, c.var.user, input.stripe_payment_method_id);
    return reply(c, null, 'Card added.');
  })
  .post('/make-payment-method-default', async (c) => {
    const input = await readJson(c, cardBody);
    assertOwnEmail(c.var.user.email, input.user_email);
    await makeDefaultCard(c.var.deps, c.var.user, input.stripe_payment_method_id);
    return reply(c, null, 'Default card updated.');
  })
  .post('/edit-payment-method', async (c) => {
    const input = await readJson(c, editPaymentMethodBody);
    const { stripe_id, ...billing } = input;
    await editCard(c.var.deps, c.var.user, stripe_id, {
      ...billing,
      line2: billing.line2 ?? null,
      email: billing.email ?? null,
    });
    return reply(c, null, 'Billing details updated.');
  })
  .post('/unsubscribe-plan', async (c) => {
    const input = await readJson(c, retryPaymentBody);
    await unsubscribe(c.var.deps, c.var.user, input._id);
    return reply(c, null, PLAN_UNSUBSCRIBED);
  });

export const discountRoutes = new Hono<AppEnv>().post('/validate-discount', async (c) => {
  const input = await readJson(c, validateDiscountBody);
  const coupon = await findCoupon(c.var.deps.db, input.discount_code);
  if (!coupon) throw new ReplyError(ErrorCode.failed, COUPON_INVALID, 422);
  return reply(c, coupon);
});
