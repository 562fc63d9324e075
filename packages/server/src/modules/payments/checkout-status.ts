import type { AppDeps, AuthedUser } from '../../context';
import { notFound } from '../../http/reply';
import { activateCheckout } from './checkout';
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
  const session = await deps.db
    .selectFrom('checkout_sessions')
    .selectAll()
    .where('client_secret', '=', clientSecret)
    .executeTakeFirst();
  if (!session || !(session.visitor || session.user_id === caller?.id)) throw notFound('This payment does not exist.');
  const provider = deps.payments;
  if (session.status === 'succeeded' || !(provider instanceof StripePaymentProvider) || !session.provider_ref)
    return session.status;

  const stripe = provider.stripe;
  const card = (paymentMethod: unknown) => recordStripeCard(deps, provider, session.user_id, paymentMethod);
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
