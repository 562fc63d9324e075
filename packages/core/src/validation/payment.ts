import type { BillingAddress } from '../types';
import { isValidEmail } from './email';
import { collectErrors, isBlank } from './field-errors';
import type { FieldErrors } from './field-errors';
import { FILL_BILLING_ADDRESS, REFERRAL_EMAIL_REQUIRED, REFERRAL_PASSWORD_REQUIRED, SELECT_CARD } from './messages';

/** Billing address fields that must be filled (line 2 and e-mail are optional). */
export const BILLING_ADDRESS_REQUIRED_FIELDS = [
  'name',
  'phone',
  'line1',
  'city',
  'state',
  'postal_code',
  'country',
] as const satisfies readonly (keyof BillingAddress)[];

export type BillingAddressInput = Partial<Record<keyof BillingAddress, string | null>>;

/** The required billing-address fields that are blank, in form order. */
export function missingBillingAddressFields(address: BillingAddressInput | null | undefined): (keyof BillingAddress)[] {
  return BILLING_ADDRESS_REQUIRED_FIELDS.filter((field) => isBlank(address?.[field]));
}

/** True when every required billing-address field is filled. */
export function isBillingAddressComplete(address: BillingAddressInput | null | undefined): boolean {
  return missingBillingAddressFields(address).length === 0;
}

/** The local provider's card form. */
export interface CardInput {
  number: string;
  exp_month: string | number;
  exp_year: string | number;
  cvc: string;
}

/** True when the card form is filled: 12–19 digit number, month 1–12, 2- or 4-digit year, 3–4 digit CVC. */
export function isCardComplete(card: CardInput): boolean {
  const number = card.number.replace(/[\s-]/g, '');
  const month = Number(card.exp_month);
  const year = String(card.exp_year).trim();
  return (
    /^\d{12,19}$/.test(number) &&
    Number.isInteger(month) &&
    month >= 1 &&
    month <= 12 &&
    /^(\d{2}|\d{4})$/.test(year) &&
    /^\d{3,4}$/.test(card.cvc.trim())
  );
}

/** The card is created only when the billing address is complete and the card form is filled. */
export function canCreateCard(card: CardInput, address: BillingAddressInput | null | undefined): boolean {
  return isBillingAddressComplete(address) && isCardComplete(card);
}

/** A plan payment: with a stored card, or with a new card and its billing address. */
export type PaymentChoice =
  | { kind: 'stored_card'; cardId: string | null | undefined }
  | { kind: 'new_card'; billingAddress: BillingAddressInput | null | undefined };

/** Payment: a stored card must be selected; a new card needs a complete billing address. */
export function validatePayment(choice: PaymentChoice): FieldErrors<'card' | 'billing_address'> {
  return choice.kind === 'stored_card'
    ? collectErrors([['card', isBlank(choice.cardId) ? SELECT_CARD : null]])
    : collectErrors([
        ['billing_address', isBillingAddressComplete(choice.billingAddress) ? null : FILL_BILLING_ADDRESS],
      ]);
}

/** A coupon is checked with the server only when one was typed. */
export function shouldValidateCoupon(code: string | null | undefined): boolean {
  return !isBlank(code);
}

/**
 * Referral checkout credentials. An incomplete billing address is not a message: the spec's
 * checkout simply does nothing, so callers check {@link isBillingAddressComplete} separately.
 */
export function validateReferralCheckout(values: {
  email: string;
  password: string;
}): FieldErrors<'email' | 'password'> {
  return collectErrors<'email' | 'password'>([
    ['email', isValidEmail(values.email) ? null : REFERRAL_EMAIL_REQUIRED],
    ['password', values.password === '' ? REFERRAL_PASSWORD_REQUIRED : null],
  ]);
}
