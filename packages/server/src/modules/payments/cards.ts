import { sql } from 'kysely';
import type { AppDeps } from '../../context';
import type { Db } from '../../db/database';
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
      fingerprint: card.fingerprint,
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
      oc.column('provider_id').doUpdateSet({
        user_id: userId,
        exp_month: card.expMonth,
        exp_year: card.expYear,
        fingerprint: card.fingerprint,
      }),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Gives a card to a user, and makes it their default when they have none: one statement, so two
 * first cards arriving together cannot both become default. Returns what an invoice shows of it.
 */
export async function claimCard(db: Db, userId: string, cardId: string) {
  return db
    .updateTable('payment_methods')
    .set({
      user_id: userId,
      is_default: sql<boolean>`is_default or not exists (
        select 1 from payment_methods other
        where other.user_id = ${userId} and other.is_default and other.detached_on is null and other.id <> ${cardId})`,
    })
    .where('id', '=', cardId)
    .returning(['brand', 'last_digits'])
    .executeTakeFirst();
}
