import { centsToDollars, type PaymentReceipt } from '@mentor/core';
import type { Selectable } from 'kysely';
import type { AppDeps, AuthedUser } from '../../context';
import type { CheckoutSessionsTable } from '../../db/schema';
import { notFound } from '../../http/reply';
import { activateCheckout } from './activation';
import { paymentReceipt } from './receipts';
import { recordStripeCard } from './stripe/record-card';
import { StripePaymentProvider } from './stripe/stripe-provider';

export type CheckoutState = 'succeeded' | 'requires_payment_method' | 'requires_action' | 'canceled';

/**
 * Where a checkout stands. With Stripe, the client asks right after confirming, so the plan is
 * active before the webhook arrives (the webhook then finds it done and changes nothing). A signed-in
 * caller's checkout is answered to that caller only; a visitor's referral checkout has no token, so
 * its client secret is the permission (as for the provider's own confirm calls).
 */
export async function checkoutStatus(
  deps: AppDeps,
  caller: AuthedUser | null,
  clientSecret: string,
): Promise<CheckoutState> {
  const session = await findCheckout(deps, caller, clientSecret);
  const provider = deps.payments;
  if (session.status === 'succeeded' || !(provider instanceof StripePaymentProvider) || !session.provider_ref)
    return session.status;

  const stripe = provider.stripe;
  const card = (paymentMethod: unknown) => recordStripeCard(deps, provider, session.user_id, paymentMethod);
  if (session.kind === 'change') {
    if (!session.provider_ref) return session.status;
    const invoice = await stripe.invoices.retrieve(session.provider_ref);
    if (invoice.status !== 'paid') return 'requires_payment_method';
    const subscription = await stripe.subscriptions.retrieve(session.provider_subscription_id!);
    const periodEnd = subscription.items.data[0]?.current_period_end;
    await activateCheckout(deps, session.id, {
      paymentMethodId: await card(subscription.default_payment_method),
      invoiceRef: invoice.id ?? null,
      periodEnd: periodEnd ? new Date(periodEnd * 1000) : null,
      amountPaidCents: invoice.amount_paid,
    });
    return 'succeeded';
  }
  if (session.kind === 'setup') {
    const setup = await stripe.setupIntents.retrieve(session.provider_ref);
    if (setup.status !== 'succeeded')
      return setup.status === 'requires_action' ? 'requires_action' : 'requires_payment_method';
    await activateCheckout(deps, session.id, { paymentMethodId: await card(setup.payment_method) });
    return 'succeeded';
  }
  if (session.provider_subscription_id) {
    const subscription = await stripe.subscriptions.retrieve(session.provider_subscription_id);
    if (subscription.status !== 'active') return 'requires_payment_method';
    const periodEnd = subscription.items.data[0]?.current_period_end;
    await activateCheckout(deps, session.id, {
      paymentMethodId: await card(subscription.default_payment_method),
      invoiceRef: session.provider_ref,
      periodEnd: periodEnd ? new Date(periodEnd * 1000) : null,
    });
    return 'succeeded';
  }
  const intent = await stripe.paymentIntents.retrieve(session.provider_ref);
  if (intent.status !== 'succeeded')
    return intent.status === 'requires_action' ? 'requires_action' : 'requires_payment_method';
  await activateCheckout(deps, session.id, {
    paymentMethodId: await card(intent.payment_method),
    invoiceRef: intent.id,
  });
  return 'succeeded';
}

/**
 * What a succeeded checkout did, for the portal's confirmation: the invoice's figures, or for a
 * trial's card setup, when the trial ends and what it will charge.
 */
export async function checkoutReceipt(
  deps: AppDeps,
  session: Selectable<CheckoutSessionsTable>,
  email: string,
): Promise<PaymentReceipt | null> {
  if (session.status !== 'succeeded' || !session.user_plan_id) return null;
  const invoice = await deps.db
    .selectFrom('invoices')
    .select('id')
    .where('user_plan_id', '=', session.user_plan_id)
    .orderBy('created_on')
    .executeTakeFirst();
  if (invoice) return paymentReceipt(deps, invoice.id);
  const plan = await deps.db
    .selectFrom('plans')
    .select('name')
    .where('id', '=', session.plan_id)
    .executeTakeFirstOrThrow();
  const card = session.payment_method_id
    ? await deps.db
        .selectFrom('payment_methods')
        .select(['brand', 'last_digits'])
        .where('id', '=', session.payment_method_id)
        .executeTakeFirst()
    : undefined;
  return {
    plan_name: plan.name,
    invoice_number: null,
    amount_paid: 0,
    discounts: [],
    card_brand: card?.brand ?? null,
    last_digits: card?.last_digits ?? null,
    period_start: null,
    period_end: null,
    trial_ends_on: session.trial_ends_on?.toISOString() ?? null,
    next_charge_on: session.trial_ends_on?.toISOString() ?? null,
    next_charge_amount: centsToDollars(session.recurring_cents),
    invoice_pdf: null,
    email,
  };
}

/** The checkout a client secret names, answered to its owner (or by secret alone for a visitor's). */
export async function findCheckout(deps: AppDeps, caller: AuthedUser | null, clientSecret: string) {
  const session = await deps.db
    .selectFrom('checkout_sessions')
    .selectAll()
    .where('client_secret', '=', clientSecret)
    .executeTakeFirst();
  if (!session || !(session.visitor || session.user_id === caller?.id)) throw notFound('This payment does not exist.');
  return session;
}
