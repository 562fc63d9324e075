import { randomBytes } from 'node:crypto';
import type { BillingAddress } from '@mentor/core';
import type { Db } from '../../../db/database';
import { invalid } from '../../../http/reply';
import type { CardDetails, CheckoutRequest, CheckoutStart, Customer, PaymentProvider } from '../provider';

/**
 * The default provider: a real flow with fake money. Cards are created through
 * /api/payments/local/payment-methods (test numbers decide the outcome) and confirmed through
 * /api/payments/local/confirm; renewals are charged by our own job.
 */
export class LocalPaymentProvider implements PaymentProvider {
  readonly name = 'local' as const;
  constructor(private readonly db: Db) {}

  async startCheckout(request: CheckoutRequest): Promise<CheckoutStart> {
    const kind = request.trialDays > 0 ? 'setup' : 'payment';
    const prefix = kind === 'setup' ? 'seti' : 'pi';
    return {
      kind,
      clientSecret: `${prefix}_local_${request.sessionId.replace(/-/g, '')}_secret_${randomBytes(12).toString('hex')}`,
      providerRef: `${prefix}_local_${request.sessionId.replace(/-/g, '')}`,
      providerSubscriptionId: null,
    };
  }

  async attachPaymentMethod(customer: Customer, providerPaymentMethodId: string): Promise<CardDetails> {
    const card = await this.db
      .selectFrom('payment_methods')
      .selectAll()
      .where('provider_id', '=', providerPaymentMethodId)
      .where('provider', '=', 'local')
      .where('detached_on', 'is', null)
      .executeTakeFirst();
    // A card created by someone else is refused as if it did not exist.
    if (!card || (card.user_id !== null && card.user_id !== customer.id)) throw invalid('This card does not exist.');
    return {
      providerId: card.provider_id,
      brand: card.brand,
      lastDigits: card.last_digits,
      expMonth: card.exp_month,
      expYear: card.exp_year,
      fingerprint: card.fingerprint,
      billing: {
        name: card.name,
        phone: card.phone,
        line1: card.line1,
        line2: card.line2,
        city: card.city,
        state: card.state,
        postal_code: card.postal_code,
        country: card.country,
      },
    };
  }

  async updateBillingDetails(_customer: Customer, _id: string, _billing: Partial<BillingAddress>): Promise<void> {
    // Our payment_methods row is the local provider's only record: the caller updates it.
  }

  async setDefaultPaymentMethod(): Promise<void> {}

  async cancelAtPeriodEnd(): Promise<void> {}

  async cancelNow(): Promise<void> {}
}
