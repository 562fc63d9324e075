import type { AppDeps } from '../../context';
import type { CardDetails } from './provider';

/** Records a provider's card for a user (or refreshes it); returns our row id. */
export async function upsertCard(deps: AppDeps, userId: string, card: CardDetails): Promise<string> {
  const b = card.billing;
  const row = await deps.db
    .insertInto('payment_methods')
    .values({
      user_id: userId,
      provider: deps.payments.name,
      provider_id: card.providerId,
      brand: card.brand,
      last_digits: card.lastDigits,
      exp_month: card.expMonth,
      exp_year: card.expYear,
      test_behavior: null,
      name: b.name ?? '',
      email: b.email ?? null,
      phone: b.phone ?? '',
      line1: b.line1 ?? '',
      line2: b.line2 ?? null,
      city: b.city ?? '',
      state: b.state ?? '',
      postal_code: b.postal_code ?? '',
      country: b.country ?? '',
      created_on: deps.clock(),
    })
    .onConflict((oc) =>
      oc.column('provider_id').doUpdateSet({ user_id: userId, exp_month: card.expMonth, exp_year: card.expYear }),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
