import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { LocalPaymentProvider } from './local/local-provider';
import type { PaymentProvider } from './provider';
import { createStripeClient, StripePaymentProvider, type StripeConnection } from './stripe/stripe-provider';

/** `local` (fake money, test cards) unless a Stripe secret key is configured. */
export function createPaymentProvider(config: Config, db: Db): PaymentProvider {
  if (!config.stripe.secretKey) return new LocalPaymentProvider(db);
  return new StripePaymentProvider(
    createStripeClient({ secretKey: config.stripe.secretKey, ...apiBase(config.stripe.apiBase) }),
    db,
  );
}

function apiBase(url: string | undefined): Partial<StripeConnection> {
  if (!url) return {};
  const parsed = new URL(url);
  return {
    host: parsed.hostname,
    port: Number(parsed.port || (parsed.protocol === 'https:' ? 443 : 80)),
    protocol: parsed.protocol === 'https:' ? 'https' : 'http',
  };
}
