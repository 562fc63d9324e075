import type { BillingAddress } from '@mentor/core';
import Stripe from 'stripe';
import type { Db } from '../../../db/database';
import type { ChargeFigures } from '../charge-figures';
import type {
  AppliedChange,
  CardDetails,
  ChangeRequest,
  CheckoutRequest,
  CheckoutStart,
  Customer,
  PaymentProvider,
} from '../provider';

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
const sum = (amounts: { amount: number }[] | null | undefined) => (amounts ?? []).reduce((t, a) => t + a.amount, 0);

/** Pinned so a Stripe-side default change cannot change our request or event shapes. */
export const STRIPE_API_VERSION = '2026-10-28.endive' as const;

export interface StripeConnection {
  secretKey: string;
  /** For tests against a local server speaking Stripe's wire format. */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
}

export function createStripeClient(connection: StripeConnection): Stripe {
  return new Stripe(connection.secretKey, {
    apiVersion: STRIPE_API_VERSION,
    maxNetworkRetries: 1,
    timeout: 20_000,
    ...(connection.host ? { host: connection.host } : {}),
    ...(connection.port ? { port: connection.port } : {}),
    ...(connection.protocol ? { protocol: connection.protocol } : {}),
  });
}

function cardDetails(pm: Stripe.PaymentMethod): CardDetails {
  const address = pm.billing_details.address;
  return {
    providerId: pm.id,
    brand: pm.card?.brand ?? 'card',
    lastDigits: pm.card?.last4 ?? '',
    expMonth: pm.card?.exp_month ?? 0,
    expYear: pm.card?.exp_year ?? 0,
    fingerprint: pm.card?.fingerprint ?? null,
    billing: {
      name: pm.billing_details.name ?? '',
      ...(pm.billing_details.email ? { email: pm.billing_details.email } : {}),
      phone: pm.billing_details.phone ?? '',
      line1: address?.line1 ?? '',
      line2: address?.line2 ?? null,
      city: address?.city ?? '',
      state: address?.state ?? '',
      postal_code: address?.postal_code ?? '',
      country: address?.country ?? '',
    },
  };
}

/**
 * Stripe: a customer per user, subscriptions created `default_incomplete` (the client confirms the
 * first invoice's payment with the Card Element), SetupIntents for trials, our coupons mirrored as
 * Stripe coupons. Outcomes arrive by verified webhooks (see webhook.ts). Every create carries an
 * idempotency key derived from our checkout session, so a retried request creates nothing twice.
 */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe' as const;

  constructor(
    readonly stripe: Stripe,
    private readonly db: Db,
  ) {}

  async customerId(customer: Customer): Promise<string> {
    const row = await this.db
      .selectFrom('users')
      .select('stripe_customer_id')
      .where('id', '=', customer.id)
      .executeTakeFirstOrThrow();
    if (row.stripe_customer_id) return row.stripe_customer_id;
    const created = await this.stripe.customers.create(
      { email: customer.email, name: customer.name, metadata: { user_id: customer.id } },
      { idempotencyKey: `customer-${customer.id}` },
    );
    await this.db.updateTable('users').set({ stripe_customer_id: created.id }).where('id', '=', customer.id).execute();
    return created.id;
  }

  /** The Stripe product for a plan, created once with our plan id as its id. */
  private async productId(planId: string, planName: string): Promise<string> {
    const id = `mentor_${planId}`;
    try {
      return (await this.stripe.products.retrieve(id)).id;
    } catch (error) {
      if ((error as { statusCode?: number }).statusCode !== 404) throw error;
      return (
        await this.stripe.products.create({ id, name: `Mentor ${planName}` }, { idempotencyKey: `product-${id}` })
      ).id;
    }
  }

  /** Our coupon mirrored in Stripe under the same code, so Stripe invoices show the discount. */
  private async couponId(code: string): Promise<string> {
    try {
      return (await this.stripe.coupons.retrieve(code)).id;
    } catch (error) {
      if ((error as { statusCode?: number }).statusCode !== 404) throw error;
      const row = await this.db.selectFrom('coupons').selectAll().where('code', '=', code).executeTakeFirstOrThrow();
      const params: Stripe.CouponCreateParams =
        row.discount_type === 'percent'
          ? { id: code, percent_off: row.discount_value, duration: 'forever' }
          : { id: code, amount_off: row.discount_value, currency: 'usd', duration: 'forever' };
      return (await this.stripe.coupons.create(params, { idempotencyKey: `coupon-${code}` })).id;
    }
  }

  async startCheckout(request: CheckoutRequest): Promise<CheckoutStart> {
    const customer = await this.customerId(request.customer);
    const metadata = { checkout_session_id: request.sessionId, user_id: request.customer.id, plan_id: request.planId };
    const idempotencyKey = `checkout-${request.sessionId}`;

    if (request.interval === 'one_time') {
      const intent = await this.stripe.paymentIntents.create(
        {
          amount: request.amountCents,
          currency: 'usd',
          customer,
          setup_future_usage: 'off_session',
          metadata,
          description: `Mentor ${request.planName} (lifetime)`,
        },
        { idempotencyKey },
      );
      return {
        kind: 'payment',
        clientSecret: intent.client_secret!,
        providerRef: intent.id,
        providerSubscriptionId: null,
      };
    }

    const product = await this.productId(request.planId, request.planName);
    const subscription = await this.stripe.subscriptions.create(
      {
        customer,
        items: [
          {
            price_data: {
              currency: 'usd',
              product,
              unit_amount: request.listPriceCents,
              recurring: { interval: 'month' },
            },
          },
        ],
        payment_behavior: 'default_incomplete',
        payment_settings: { save_default_payment_method: 'on_subscription' },
        ...(request.trialDays > 0 ? { trial_period_days: request.trialDays } : {}),
        ...(request.couponCode ? { discounts: [{ coupon: await this.couponId(request.couponCode) }] } : {}),
        metadata,
        expand: ['latest_invoice.confirmation_secret', 'pending_setup_intent'],
      },
      { idempotencyKey },
    );
    if (request.trialDays > 0) {
      const setup = subscription.pending_setup_intent as Stripe.SetupIntent | null;
      if (!setup?.client_secret) throw new Error('Stripe returned a trial subscription without a setup intent.');
      return {
        kind: 'setup',
        clientSecret: setup.client_secret,
        providerRef: setup.id,
        providerSubscriptionId: subscription.id,
      };
    }
    const invoice = subscription.latest_invoice as Stripe.Invoice | null;
    const secret = invoice?.confirmation_secret?.client_secret;
    if (!secret) throw new Error('Stripe returned a subscription without a payment to confirm.');
    return {
      kind: 'payment',
      clientSecret: secret,
      providerRef: invoice!.id!,
      providerSubscriptionId: subscription.id,
    };
  }

  async attachPaymentMethod(customer: Customer, providerPaymentMethodId: string): Promise<CardDetails> {
    const pm = await this.stripe.paymentMethods.attach(providerPaymentMethodId, {
      customer: await this.customerId(customer),
    });
    return cardDetails(pm);
  }

  async retrievePaymentMethod(providerPaymentMethodId: string): Promise<CardDetails> {
    return cardDetails(await this.stripe.paymentMethods.retrieve(providerPaymentMethodId));
  }

  async updateBillingDetails(
    _customer: Customer,
    providerPaymentMethodId: string,
    billing: Partial<BillingAddress>,
  ): Promise<void> {
    await this.stripe.paymentMethods.update(providerPaymentMethodId, {
      billing_details: {
        ...(billing.name !== undefined ? { name: billing.name } : {}),
        ...(billing.email ? { email: billing.email } : {}),
        ...(billing.phone !== undefined ? { phone: billing.phone } : {}),
        address: {
          line1: billing.line1 ?? '',
          line2: billing.line2 ?? '',
          city: billing.city ?? '',
          state: billing.state ?? '',
          postal_code: billing.postal_code ?? '',
          country: billing.country ?? '',
        },
      },
    });
  }

  async setDefaultPaymentMethod(customer: Customer, providerPaymentMethodId: string): Promise<void> {
    await this.stripe.customers.update(await this.customerId(customer), {
      invoice_settings: { default_payment_method: providerPaymentMethodId },
    });
  }

  async cancelAtPeriodEnd(providerSubscriptionId: string | null): Promise<void> {
    if (providerSubscriptionId)
      await this.stripe.subscriptions.update(providerSubscriptionId, { cancel_at_period_end: true });
  }

  async cancelNow(providerSubscriptionId: string | null): Promise<void> {
    if (!providerSubscriptionId) return;
    try {
      await this.stripe.subscriptions.cancel(providerSubscriptionId);
    } catch (error) {
      // Already canceled or gone at Stripe: nothing left to stop.
      if ((error as { statusCode?: number }).statusCode !== 404) throw error;
    }
  }

  /**
   * The subscription update a plan change makes: the item's price becomes the new plan's (after
   * the referral discount; the coupon is the subscription's discount), the billing cycle restarts
   * today, and unused time is prorated as of `prorationDate` and invoiced at once.
   */
  private async changeParams(request: ChangeRequest) {
    const subscription = await this.stripe.subscriptions.retrieve(request.providerSubscriptionId);
    const item = subscription.items.data[0];
    if (!item) throw new Error(`Stripe subscription ${subscription.id} has no item to change.`);
    const price = request.figures.price;
    const change: Pick<
      Stripe.SubscriptionUpdateParams,
      'items' | 'proration_behavior' | 'billing_cycle_anchor' | 'proration_date' | 'trial_end'
    > = {
      items: [
        {
          id: item.id,
          price_data: {
            currency: 'usd',
            product: await this.productId(request.planId, request.planName),
            unit_amount: price.listCents - price.referralDiscountCents,
            recurring: { interval: 'month' as const },
          },
        },
      ],
      proration_behavior: 'always_invoice' as const,
      billing_cycle_anchor: { type: 'now' },
      proration_date: seconds(request.prorationDate),
      ...(subscription.status === 'trialing' ? { trial_end: 'now' as const } : {}),
    };
    const discounts = request.figures.couponCode ? [{ coupon: await this.couponId(request.figures.couponCode) }] : [];
    return { subscription, change, discounts };
  }

  /** Stripe's upcoming-invoice preview of the change, read into our figures (same meaning, Stripe's amounts). */
  async previewChange(request: ChangeRequest): Promise<ChargeFigures> {
    const { subscription, change, discounts } = await this.changeParams(request);
    const preview = await this.stripe.invoices.createPreview({
      customer: await this.customerId(request.customer),
      subscription: subscription.id,
      discounts,
      subscription_details: {
        ...(change as Stripe.InvoiceCreatePreviewParams.SubscriptionDetails),
        cancel_at_period_end: false,
      },
    });
    return figuresFromStripeInvoice(request.figures, preview);
  }

  /**
   * Applies a change with the chosen card: the card becomes the subscription's default, then the
   * change is made as a pending update, which Stripe applies only once its invoice is paid (with
   * the same proration date as the preview, so the same amounts).
   */
  async applyChange(
    request: ChangeRequest & { paymentMethodProviderId: string; sessionId: string },
  ): Promise<AppliedChange> {
    const { subscription, change, discounts } = await this.changeParams(request);
    await this.stripe.paymentMethods.attach(request.paymentMethodProviderId, {
      customer: await this.customerId(request.customer),
    });
    await this.stripe.subscriptions.update(
      subscription.id,
      { default_payment_method: request.paymentMethodProviderId, cancel_at_period_end: false, discounts },
      { idempotencyKey: `change-card-${request.sessionId}-${request.paymentMethodProviderId}` },
    );
    const updated = await this.stripe.subscriptions.update(
      subscription.id,
      { ...change, payment_behavior: 'pending_if_incomplete', expand: ['latest_invoice.confirmation_secret'] },
      { idempotencyKey: `change-${request.sessionId}-${request.paymentMethodProviderId}` },
    );
    const invoice = updated.latest_invoice as Stripe.Invoice | null;
    const periodEnd = updated.items.data[0]?.current_period_end;
    const base = {
      invoiceRef: invoice?.id ?? null,
      amountPaidCents: invoice?.amount_paid ?? null,
      periodEnd: periodEnd ? new Date(periodEnd * 1000) : null,
    };
    if (invoice?.status === 'paid' && !updated.pending_update)
      return { ...base, status: 'succeeded', paymentClientSecret: null, message: 'Payment succeeded.' };
    const secret = invoice?.confirmation_secret?.client_secret ?? null;
    if (secret)
      return { ...base, status: 'requires_action', paymentClientSecret: secret, message: 'Authenticate this payment' };
    return {
      ...base,
      status: 'failed',
      paymentClientSecret: null,
      message: invoice?.last_finalization_error?.message ?? 'Your card was declined.',
    };
  }

  /** Pays a past-due subscription's open invoice with its default card. */
  async retryPastDue(providerSubscriptionId: string): Promise<{ status: 'succeeded' | 'failed'; message: string }> {
    const subscription = await this.stripe.subscriptions.retrieve(providerSubscriptionId);
    const invoiceId =
      typeof subscription.latest_invoice === 'string' ? subscription.latest_invoice : subscription.latest_invoice?.id;
    if (!invoiceId) return { status: 'failed', message: 'There is no payment to retry.' };
    try {
      const paid = await this.stripe.invoices.pay(invoiceId);
      return paid.status === 'paid'
        ? { status: 'succeeded', message: 'Payment succeeded.' }
        : { status: 'failed', message: 'The payment did not go through.' };
    } catch (error) {
      return { status: 'failed', message: (error as { message?: string }).message ?? 'Your card was declined.' };
    }
  }
}

/**
 * Our figures with Stripe's amounts: the credit for unused time is what separates the new price
 * from Stripe's total before tax; account credit is Stripe's customer balance.
 */
export function figuresFromStripeInvoice(ours: ChargeFigures, invoice: Stripe.Invoice): ChargeFigures {
  const tax = sum(invoice.total_taxes);
  const beforeTax = invoice.total_excluding_tax ?? invoice.total - tax;
  const creditApplied = Math.max(0, invoice.total - invoice.amount_due);
  const newLine = invoice.lines.data.find((line) => line.amount > 0);
  const periodEnd = newLine?.period?.end ?? invoice.period_end;
  return {
    ...ours,
    change: ours.change && { ...ours.change, unusedCreditCents: Math.max(0, ours.price.priceCents - beforeTax) },
    settlement: {
      subtotalCents: beforeTax,
      taxCents: tax,
      totalCents: invoice.total,
      creditAppliedCents: creditApplied,
      amountDueCents: invoice.amount_due,
      creditLeftCents: Math.max(0, -(invoice.ending_balance ?? invoice.starting_balance)),
    },
    creditBeforeCents: Math.max(0, -invoice.starting_balance),
    nextChargeOn: periodEnd ? new Date(periodEnd * 1000).toISOString() : ours.nextChargeOn,
  };
}
