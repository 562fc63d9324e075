import { ErrorCode, type ConfirmChangeResult } from '@mentor/core';
import type { AppDeps, AuthedUser } from '../../../context';
import { forbidden, ReplyError } from '../../../http/reply';
import { activateCheckout } from '../activation';
import { fromFiguresJson } from '../charge-figures';
import { findCheckout } from '../checkout-status';
import { recordStripeCard } from './record-card';
import { StripePaymentProvider } from './stripe-provider';

export const CHANGE_NOT_OPEN = 'This plan change is no longer open. Please close this window and start again.';

/**
 * A Stripe plan change, confirmed with the card the member chose: Stripe applies the change priced
 * at the preview's moment (so the charge is the preview's), then the plan is activated here, or the
 * client authenticates the payment with Stripe.js first (checkout-status then activates it).
 */
export async function confirmStripeChange(
  deps: AppDeps,
  caller: AuthedUser,
  clientSecret: string,
  paymentMethod: string,
): Promise<ConfirmChangeResult> {
  const provider = deps.payments;
  const session = await findCheckout(deps, caller, clientSecret);
  if (session.status === 'succeeded')
    return { status: 'succeeded', payment_client_secret: null, message: 'Payment succeeded.' };
  const figures = fromFiguresJson(session.figures);
  if (
    !(provider instanceof StripePaymentProvider) ||
    session.kind !== 'change' ||
    session.status === 'canceled' ||
    !figures ||
    !session.provider_subscription_id
  )
    throw new ReplyError(ErrorCode.failed, CHANGE_NOT_OPEN, 409);
  const owner = await deps.db
    .selectFrom('payment_methods')
    .select('user_id')
    .where('provider_id', '=', paymentMethod)
    .executeTakeFirst();
  if (owner?.user_id && owner.user_id !== caller.id) throw forbidden();

  const plan = await deps.db
    .selectFrom('plans')
    .select(['id', 'name'])
    .where('id', '=', session.plan_id)
    .executeTakeFirstOrThrow();
  const applied = await provider.applyChange({
    customer: { id: caller.id, email: caller.email, name: caller.name },
    providerSubscriptionId: session.provider_subscription_id,
    planId: plan.id,
    planName: plan.name,
    figures,
    prorationDate: new Date(figures.pricedOn),
    paymentMethodProviderId: paymentMethod,
    sessionId: session.id,
  });
  await deps.db
    .updateTable('checkout_sessions')
    .set({
      provider_ref: applied.invoiceRef,
      status: applied.status === 'requires_action' ? 'requires_action' : session.status,
      updated_on: deps.clock(),
    })
    .where('id', '=', session.id)
    .execute();
  if (applied.status === 'succeeded') {
    await activateCheckout(deps, session.id, {
      paymentMethodId: await recordStripeCard(deps, provider, caller.id, paymentMethod),
      invoiceRef: applied.invoiceRef,
      periodEnd: applied.periodEnd,
      amountPaidCents: applied.amountPaidCents,
    });
  }
  return { status: applied.status, payment_client_secret: applied.paymentClientSecret, message: applied.message };
}
