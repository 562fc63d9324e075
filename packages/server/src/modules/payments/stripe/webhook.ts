import type Stripe from 'stripe';
import type { AppDeps } from '../../../context';
import type { UserPlanStatus } from '../../../db/schema';
import { creditCommission } from '../../referrals/ledger';
import { activateCheckout } from '../activation';
import { recordInvoice } from '../invoice-record';
import { DECLINED_MESSAGE } from '../local/test-cards';
import { markPastDue } from '../period-charge';
import { cardText, sendReceiptSoon } from '../receipts';
import { sendPaymentFailed } from '../renewals';
import { recordInvoiceReversal } from '../reversals';
import { defaultCardOf, stripeRenewalFigures } from './renewal-invoice';
import { recordStripeCard } from './record-card';
import type { StripePaymentProvider } from './stripe-provider';

const id = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

function subscriptionOf(invoice: Stripe.Invoice): string | null {
  return id(invoice.parent?.subscription_details?.subscription as string | { id: string } | undefined);
}

async function openSession(deps: AppDeps, column: 'provider_subscription_id' | 'provider_ref' | 'id', value: string) {
  return deps.db
    .selectFrom('checkout_sessions')
    .selectAll()
    .where(column, '=', value)
    .where('provider', '=', 'stripe')
    .orderBy('created_on', 'desc')
    .executeTakeFirst();
}

/**
 * Our invoice for a Stripe payment: a one-time plan's invoice carries the PaymentIntent id; a
 * subscription's carries Stripe's invoice id, found through the invoice payment of that intent.
 */
async function invoiceOfPayment(
  deps: AppDeps,
  provider: StripePaymentProvider,
  paymentIntent: string | null,
): Promise<string | null> {
  if (!paymentIntent) return null;
  const byRef = (ref: string) =>
    deps.db.selectFrom('invoices').select('id').where('provider_ref', '=', ref).executeTakeFirst();
  const direct = await byRef(paymentIntent);
  if (direct) return direct.id;
  const payments = await provider.stripe.invoicePayments.list({
    payment: { type: 'payment_intent', payment_intent: paymentIntent },
    limit: 1,
  });
  const stripeInvoice = id(payments.data[0]?.invoice as string | { id: string } | undefined);
  return stripeInvoice ? ((await byRef(stripeInvoice))?.id ?? null) : null;
}

/** The plan follows what Stripe says of the subscription. */
async function syncSubscription(deps: AppDeps, subscription: Stripe.Subscription): Promise<void> {
  const status: UserPlanStatus =
    subscription.status === 'active'
      ? 'active'
      : subscription.status === 'trialing'
        ? 'trialing'
        : subscription.status === 'canceled' || subscription.status === 'incomplete_expired'
          ? 'expired'
          : 'past_due';
  const periodEnd = subscription.items.data[0]?.current_period_end;
  await deps.db
    .updateTable('user_plans')
    .set({
      status,
      cancel_at_period_end: subscription.cancel_at_period_end,
      ...(periodEnd ? { current_period_end: new Date(periodEnd * 1000) } : {}),
    })
    .where('provider_subscription_id', '=', subscription.id)
    .where('status', '!=', 'canceled')
    .execute();
}

/**
 * Applies one verified Stripe event. Every effect is idempotent (activation locks its checkout and
 * stops if it already succeeded; invoices are unique by Stripe id), so a replayed event, or two
 * servers handling the same one, changes nothing the second time.
 */
export async function handleStripeEvent(
  deps: AppDeps,
  provider: StripePaymentProvider,
  event: Stripe.Event,
): Promise<'handled' | 'ignored'> {
  switch (event.type) {
    case 'invoice.paid': {
      const invoice = event.data.object;
      const subscriptionId = subscriptionOf(invoice);
      if (!subscriptionId) return 'ignored';
      const line = invoice.lines.data.find((item) => item.amount > 0) ?? invoice.lines.data[0];
      const periodEnd = line?.period?.end ? new Date(line.period.end * 1000) : null;
      const session = await openSession(deps, 'provider_subscription_id', subscriptionId);
      // A change's checkout is activated by its own invoice only (a renewal may arrive while one is open).
      if (
        session &&
        session.status !== 'succeeded' &&
        (session.kind !== 'change' || session.provider_ref === invoice.id)
      ) {
        if (session.kind === 'setup') return 'ignored'; // a trial's $0 invoice: the setup intent activates it
        const subscription = await provider.stripe.subscriptions.retrieve(subscriptionId);
        const card = await recordStripeCard(deps, provider, session.user_id, subscription.default_payment_method);
        await activateCheckout(deps, session.id, {
          paymentMethodId: card,
          invoiceRef: invoice.id ?? null,
          periodEnd,
          amountPaidCents: invoice.amount_paid,
        });
        return 'handled';
      }
      // A renewal: record the invoice once and extend the period.
      const plan = await deps.db
        .selectFrom('user_plans')
        .innerJoin('plans', 'plans.id', 'user_plans.plan_id')
        .select(['user_plans.id', 'user_plans.user_id', 'user_plans.coupon_code', 'plans.name'])
        .where('provider_subscription_id', '=', subscriptionId)
        .where('user_plans.status', '!=', 'canceled')
        .executeTakeFirst();
      if (!plan || !invoice.id || invoice.amount_paid <= 0) return 'ignored';
      const periodStart = line?.period?.start ? new Date(line.period.start * 1000) : null;
      const card = await defaultCardOf(deps, plan.user_id);
      const invoiceId = await deps.db.transaction().execute(async (trx) => {
        const inserted = await recordInvoice(
          trx,
          deps.config,
          {
            userId: plan.user_id,
            userPlanId: plan.id,
            cardId: null,
            description: `Mentor ${plan.name} plan renewal`,
            ...stripeRenewalFigures(invoice, plan.name, plan.coupon_code, { start: periodStart, end: periodEnd }),
            periodStart,
            periodEnd,
            providerRef: invoice.id!,
            card,
          },
          deps.clock(),
        );
        if (!inserted) return null;
        await creditCommission(trx, inserted, deps.clock());
        if (periodEnd) {
          await trx
            .updateTable('user_plans')
            .set({ status: 'active', current_period_end: periodEnd, past_due_on: null, failure_message: null })
            .where('id', '=', plan.id)
            .execute();
        }
        return inserted.id;
      });
      if (invoiceId) await sendReceiptSoon(deps, invoiceId);
      return 'handled';
    }
    // A renewal Stripe could not charge: the member is told, with a link to update the card.
    case 'invoice.payment_failed': {
      const invoice = event.data.object;
      const subscriptionId = subscriptionOf(invoice);
      if (!subscriptionId || invoice.billing_reason !== 'subscription_cycle') return 'ignored';
      const plan = await deps.db
        .selectFrom('user_plans')
        .innerJoin('plans', 'plans.id', 'user_plans.plan_id')
        .select(['user_plans.id', 'user_plans.user_id', 'plans.name'])
        .where('provider_subscription_id', '=', subscriptionId)
        .where('user_plans.status', '!=', 'canceled')
        .executeTakeFirst();
      if (!plan) return 'ignored';
      const reason = invoice.last_finalization_error?.message ?? DECLINED_MESSAGE;
      await deps.db.transaction().execute((trx) => markPastDue(trx, plan.id, reason, deps.clock()));
      const card = await defaultCardOf(deps, plan.user_id);
      await sendPaymentFailed(deps, {
        userId: plan.user_id,
        planName: plan.name,
        amountCents: invoice.amount_due,
        card: cardText(card.brand, card.lastDigits),
        reason,
      });
      return 'handled';
    }
    case 'setup_intent.succeeded': {
      const setup = event.data.object;
      const session = await openSession(deps, 'provider_ref', setup.id);
      if (!session) return 'ignored';
      const card = await recordStripeCard(deps, provider, session.user_id, setup.payment_method);
      await activateCheckout(deps, session.id, { paymentMethodId: card });
      return 'handled';
    }
    case 'payment_intent.succeeded': {
      const intent = event.data.object;
      const sessionId = intent.metadata?.checkout_session_id;
      const session = sessionId ? await openSession(deps, 'id', sessionId) : undefined;
      if (!session || session.provider_subscription_id) return 'ignored'; // subscriptions activate on invoice.paid
      const card = await recordStripeCard(deps, provider, session.user_id, intent.payment_method);
      await activateCheckout(deps, session.id, { paymentMethodId: card, invoiceRef: intent.id });
      return 'handled';
    }
    // A refund (Stripe gives the total refunded so far) or a dispute takes back the referrer's commission.
    case 'charge.refunded':
    case 'charge.dispute.created': {
      const invoice = await invoiceOfPayment(deps, provider, id(event.data.object.payment_intent));
      if (!invoice) return 'ignored';
      await recordInvoiceReversal(deps.db, deps.clock(), {
        invoiceId: invoice,
        sourceRef: `stripe:${event.id}`,
        ...(event.type === 'charge.refunded'
          ? { kind: 'refund', amount: { totalCents: event.data.object.amount_refunded } }
          : { kind: 'dispute', amount: { cents: event.data.object.amount } }),
      });
      return 'handled';
    }
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      await syncSubscription(deps, event.data.object);
      return 'handled';
    default:
      return 'ignored';
  }
}
