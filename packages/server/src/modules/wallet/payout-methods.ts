import type { PayoutMethod, WireFormValues } from '@mentor/core';
import type { Selectable } from 'kysely';
import type { AppDeps } from '../../context';
import type { Db } from '../../db/database';
import type { PayoutMethodsTable } from '../../db/schema';
import { loadSecret } from '../../secrets';
import { createSecretBox, type SecretBox } from '../embed/secret-box';

/**
 * Where an affiliate's cash-outs go: a PayPal address, or the wire form's bank details. The account
 * number and IBAN are sealed (AES-256-GCM under a key derived from the app secret) and only their last
 * four characters are kept in clear; replies show them masked, never whole. The operator CLI opens
 * them to make the transfer. Saving a method replaces the current one; old rows stay as history (a
 * cash-out request keeps pointing at the method it was made for).
 */

export type WireDetails = WireFormValues;

// One box per database, like the embed secrets' box: the secret is read once.
const boxes = new WeakMap<object, Promise<SecretBox>>();

export function payoutBoxFor(deps: Pick<AppDeps, 'db' | 'config'>): Promise<SecretBox> {
  let box = boxes.get(deps.db);
  if (!box) {
    box = loadSecret(deps.db, 'payout_secret_key', deps.config.appSecret).then((secret) =>
      createSecretBox(secret, 'payout bank details'),
    );
    box.catch(() => boxes.delete(deps.db));
    boxes.set(deps.db, box);
  }
  return box;
}

/** "•••• 6789": enough for the owner to recognise the account, nothing to use it with. */
export function maskTail(last4: string | null): string {
  return `•••• ${last4 ?? ''}`.trim();
}

const lastFour = (value: string) => value.replace(/\s+/g, '').slice(-4);

export function toPayoutMethod(row: Selectable<PayoutMethodsTable>): PayoutMethod {
  const created_on = row.created_on.toISOString();
  if (row.kind === 'paypal') return { _id: row.id, method: 'paypal', paypal_email: row.paypal_email!, created_on };
  return {
    _id: row.id,
    method: 'wire',
    created_on,
    bank_country_code: row.bank_country_code ?? '',
    bank_swift_code: row.bank_swift_code ?? '',
    bank_name: row.bank_name ?? '',
    bank_account_number: maskTail(row.bank_account_number_last4),
    bank_account_name: row.bank_account_name ?? '',
    bank_iban: maskTail(row.bank_iban_last4),
    user_fullname: row.user_fullname ?? '',
    street_address: row.street_address ?? '',
    country: row.country ?? '',
    city: row.city ?? '',
    postal_code: row.postal_code ?? '',
  };
}

export async function currentPayoutMethod(db: Db, userId: string) {
  return db
    .selectFrom('payout_methods')
    .selectAll()
    .where('user_id', '=', userId)
    .where('replaced_on', 'is', null)
    .executeTakeFirst();
}

type NewMethod = Omit<Selectable<PayoutMethodsTable>, 'id' | 'user_id' | 'created_on' | 'replaced_on'>;

const EMPTY: NewMethod = {
  kind: 'paypal',
  paypal_email: null,
  bank_country_code: null,
  bank_swift_code: null,
  bank_name: null,
  bank_account_name: null,
  bank_account_number_sealed: null,
  bank_account_number_last4: null,
  bank_iban_sealed: null,
  bank_iban_last4: null,
  user_fullname: null,
  street_address: null,
  country: null,
  city: null,
  postal_code: null,
};

/** Replaces the current method under the user's row lock (two saves at once keep one current method). */
async function replaceMethod(deps: AppDeps, userId: string, method: NewMethod): Promise<PayoutMethod> {
  const now = deps.clock();
  return deps.db.transaction().execute(async (trx) => {
    await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
    await trx
      .updateTable('payout_methods')
      .set({ replaced_on: now })
      .where('user_id', '=', userId)
      .where('replaced_on', 'is', null)
      .execute();
    const row = await trx
      .insertInto('payout_methods')
      .values({ ...method, user_id: userId, created_on: now })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toPayoutMethod(row);
  });
}

export async function saveWireDetails(deps: AppDeps, userId: string, details: WireDetails): Promise<PayoutMethod> {
  const box = await payoutBoxFor(deps);
  const { bank_account_number, bank_iban, ...plain } = details;
  return replaceMethod(deps, userId, {
    ...EMPTY,
    ...plain,
    kind: 'wire',
    bank_account_number_sealed: box.seal(bank_account_number),
    bank_account_number_last4: lastFour(bank_account_number),
    bank_iban_sealed: box.seal(bank_iban),
    bank_iban_last4: lastFour(bank_iban),
  });
}

export async function savePaypal(deps: AppDeps, userId: string, paypalEmail: string): Promise<PayoutMethod> {
  return replaceMethod(deps, userId, { ...EMPTY, kind: 'paypal', paypal_email: paypalEmail });
}

/** The whole bank details of a method, for the operator who makes the transfer. */
export async function openPayoutMethod(deps: Pick<AppDeps, 'db' | 'config'>, methodId: string) {
  const row = await deps.db
    .selectFrom('payout_methods')
    .selectAll()
    .where('id', '=', methodId)
    .executeTakeFirstOrThrow();
  if (row.kind === 'paypal') return { method: 'paypal' as const, paypal_email: row.paypal_email! };
  const box = await payoutBoxFor(deps);
  const open = (sealed: string | null) => (sealed ? (box.open(sealed) ?? '(sealed under another app secret)') : '');
  return {
    ...toPayoutMethod(row),
    bank_account_number: open(row.bank_account_number_sealed),
    bank_iban: open(row.bank_iban_sealed),
  };
}
