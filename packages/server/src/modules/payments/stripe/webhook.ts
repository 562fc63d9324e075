import type Stripe from 'stripe';
import type { AppDeps } from '../../../context';
import type { UserPlanStatus } from '../../../db/schema';
import { creditCommission } from '../../referrals/ledger';
import { activateCheckout } from '../checkout';
import { recordInvoiceReversal } from '../reversals';
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
      const line = invoice.lines.data[0];
      const periodEnd = line?.period?.end ? new Date(line.period.end * 1000) : null;
      const session = await openSession(deps, 'provider_subscription_id', subscriptionId);
      if (session && session.status !== 'succeeded') {
        if (session.kind === 'setup') return 'ignored'; // a trial's $0 invoice: the setup intent activates it
        const subscription = await provider.stripe.subscriptions.retrieve(subscriptionId);
        const card = await recordStripeCard(deps, provider, session.user_id, subscription.default_payment_method);
        await activateCheckout(deps, session.id, { paymentMethodId: card, invoiceRef: invoice.id ?? null, periodEnd });
        return 'handled';
      }
      // A renewal: record the invoice once and extend the period.
      const plan = await deps.db
        .selectFrom('user_plans')
        .select(['id', 'user_id'])
        .where('provider_subscription_id', '=', subscriptionId)
        .executeTakeFirst();
      if (!plan || !invoice.id || invoice.amount_paid <= 0) return 'ignored';
      await deps.db.transaction().execute(async (trx) => {
        const inserted = await trx
          .insertInto('invoices')
          .values({
            user_id: plan.user_id,
            user_plan_id: plan.id,
            amount_cents: invoice.amount_paid,
            status: 'paid',
            description: 'Mentor plan renewal',
            period_start: line?.period?.start ? new Date(line.period.start * 1000) : null,
            period_end: periodEnd,
            provider_ref: invoice.id!,
            created_on: deps.clock(),
          })
          .onConflict((oc) => oc.column('provider_ref').doNothing())
          .returning(['id', 'user_id', 'amount_cents'])
          .executeTakeFirst();
        if (inserted) await creditCommission(trx, inserted, deps.clock());
        if (inserted && periodEnd) {
          await trx
            .updateTable('user_plans')
            .set({ status: 'active', current_period_end: periodEnd })
            .where('id', '=', plan.id)
            .execute();
        }
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
