import { ErrorCode } from '@mentor/core';
import { sql } from 'kysely';
import type { AppDeps, AuthedUser } from '../../context';
import { invalid, ReplyError } from '../../http/reply';
import { verifyPassword } from '../users/passwords';

export const DELETE_MESSAGES = {
  noPassword:
    'Your account has no password yet. Set one with Forgot Password on the login screen, then delete the account.',
  wrongPassword: 'The password is incorrect.',
  openCashout:
    'You have a cash-out request in progress. Please wait until it is paid or rejected, then delete your account.',
  deleted: 'Your account has been deleted.',
} as const;

/**
 * Deletes the caller's account. What identifies or describes the person goes: name, e-mail,
 * phone, photo, password, chats, sessions, codes, contact messages, the newsletter entry, the
 * cards' billing details and payout details. Any plan ends now (Stripe subscriptions are canceled
 * there too), the team leaves it and the embed keys stop working. The user row stays as a
 * tombstone, so the invoices (the seller's tax records, kept as billed) and the referral ledger
 * stay whole; the address is free for a new sign-up, without a second free trial.
 */
export async function deleteAccount(deps: AppDeps, caller: AuthedUser, password: string): Promise<void> {
  const { db } = deps;
  const account = await db
    .selectFrom('users')
    .select(['password_hash', 'image_file_id'])
    .where('id', '=', caller.id)
    .executeTakeFirstOrThrow();
  if (!account.password_hash) throw invalid(DELETE_MESSAGES.noPassword);
  if (!(await verifyPassword(password, account.password_hash)))
    throw new ReplyError(ErrorCode.invalid_password, DELETE_MESSAGES.wrongPassword);
  const openCashout = await db
    .selectFrom('cashout_requests')
    .select('id')
    .where('user_id', '=', caller.id)
    .where('status', 'in', ['pending', 'approved'])
    .executeTakeFirst();
  if (openCashout) throw new ReplyError(ErrorCode.exist, DELETE_MESSAGES.openCashout);

  const now = deps.clock();
  const subscriptions = await db.transaction().execute(async (trx) => {
    await trx.selectFrom('users').select('id').where('id', '=', caller.id).forUpdate().executeTakeFirstOrThrow();
    const ended = await trx
      .updateTable('user_plans')
      .set({ status: 'canceled', current_period_end: now, cancel_at_period_end: false })
      .where('user_id', '=', caller.id)
      .where('status', 'in', ['trialing', 'active', 'past_due'])
      .returning(['id', 'provider_subscription_id'])
      .execute();
    const ownPlans = trx.selectFrom('user_plans').select('id').where('user_id', '=', caller.id);
    // The team of the owner's plans leaves it (their accounts stay theirs); a seat of their own ends too.
    await trx
      .deleteFrom('employees')
      .where((eb) => eb.or([eb('user_plan_id', 'in', ownPlans), eb('user_id', '=', caller.id)]))
      .execute();
    await trx
      .updateTable('embed_keys')
      .set({ revoked_on: now })
      .where('owner_id', '=', caller.id)
      .where('revoked_on', 'is', null)
      .execute();
    await trx
      .updateTable('sessions')
      .set({ revoked_on: now })
      .where('user_id', '=', caller.id)
      .where('revoked_on', 'is', null)
      .execute();
    await trx.deleteFrom('chat_heads').where('user_id', '=', caller.id).execute();
    await trx.deleteFrom('email_codes').where('email', '=', caller.email).execute();
    await trx
      .deleteFrom('contact_messages')
      .where((eb) => eb.or([eb('user_id', '=', caller.id), eb('email', '=', caller.email)]))
      .execute();
    await trx.deleteFrom('subscribers').where('email', '=', caller.email).execute();
    await trx.deleteFrom('checkout_grants').where('user_id', '=', caller.id).execute();
    await trx.deleteFrom('user_business_roles').where('user_id', '=', caller.id).execute();
    await trx.deleteFrom('user_hear_from').where('user_id', '=', caller.id).execute();
    // Cards stay referenced by checkouts: detached, with only brand and last digits left (as invoices show them).
    await trx
      .updateTable('payment_methods')
      .set({
        detached_on: now,
        is_default: false,
        name: '',
        email: null,
        phone: '',
        line1: '',
        line2: null,
        city: '',
        state: '',
        postal_code: '',
        country: '',
        fingerprint: null,
      })
      .where('user_id', '=', caller.id)
      .execute();
    await trx
      .updateTable('payout_methods')
      .set({
        replaced_on: now,
        // The table ties a PayPal method to an address: a placeholder keeps its kind for the cash-out history.
        paypal_email: sql<string | null>`case when kind = 'paypal' then 'removed@deleted.invalid' end`,
        bank_swift_code: null,
        bank_name: null,
        bank_account_name: null,
        bank_account_number_sealed: null,
        bank_account_number_last4: null,
        bank_iban_sealed: null,
        bank_iban_last4: null,
        user_fullname: null,
        street_address: null,
        city: null,
        postal_code: null,
      })
      .where('user_id', '=', caller.id)
      .execute();
    await trx
      .updateTable('users')
      .set({
        name: 'Deleted account',
        email: `deleted-${caller.id}@deleted.invalid`,
        phone: null,
        image_file_id: null,
        image_path: null,
        password_hash: null,
        is_verified: false,
        signup_referral_code: null,
        deleted_on: now,
        updated_on: now,
      })
      .where('id', '=', caller.id)
      .execute();
    if (account.image_file_id) await trx.deleteFrom('files').where('id', '=', account.image_file_id).execute();
    return ended.map((plan) => plan.provider_subscription_id).filter((id): id is string => id !== null);
  });
  for (const subscription of subscriptions) {
    await deps.payments
      .cancelNow(subscription)
      .catch((error: unknown) =>
        deps.log.error(
          { err: error, subscription },
          'could not cancel the subscription of a deleted account at the provider',
        ),
      );
  }
}
