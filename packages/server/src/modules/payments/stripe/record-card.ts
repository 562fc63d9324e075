import type { AppDeps } from '../../../context';
import { upsertCard } from '../cards';
import type { StripePaymentProvider } from './stripe-provider';

/**
 * Records the card Stripe reports on an intent or subscription (an id, an expanded object, or
 * nothing) as the user's; returns our row id, or null when there is no card.
 */
export async function recordStripeCard(
  deps: AppDeps,
  provider: StripePaymentProvider,
  userId: string,
  paymentMethod: unknown,
): Promise<string | null> {
  const id =
    typeof paymentMethod === 'string' ? paymentMethod : ((paymentMethod as { id?: string } | null)?.id ?? null);
  return id ? upsertCard(deps, userId, await provider.retrievePaymentMethod(id)) : null;
}
