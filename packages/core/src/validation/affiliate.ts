import type { BankDetail } from '../types';
import { collectErrors } from './field-errors';
import type { FieldErrors } from './field-errors';
import {
  ACCOUNT_NAME_REQUIRED,
  ACCOUNT_NUMBER_REQUIRED,
  BANK_COUNTRY_CODE_REQUIRED,
  BANK_NAME_REQUIRED,
  CITY_REQUIRED,
  COUNTRY_REQUIRED,
  FULL_NAME_REQUIRED,
  IBAN_REQUIRED,
  INVALID_AMOUNT,
  POSTAL_CODE_REQUIRED,
  STREET_ADDRESS_REQUIRED,
  SWIFT_CODE_REQUIRED,
} from './messages';

/** Parses a typed amount in dollars into integer cents, or null when it is not a number. */
function amountToCents(value: string | number): number | null {
  const text = typeof value === 'number' ? String(value) : value.trim();
  if (!/^\d+(\.\d+)?$|^\.\d+$/.test(text)) return null;
  return Math.round(Number((Number(text) * 100).toPrecision(15)));
}

/** Cash-out: a number greater than 0 and not more than the remaining amount (both in dollars). */
export function validateCashout(amount: string | number, remainingDollars: number): FieldErrors<'amount'> {
  const cents = amountToCents(amount);
  const remaining = Math.round(remainingDollars * 100);
  const valid = cents !== null && cents > 0 && cents <= remaining;
  return collectErrors([['amount', valid ? null : INVALID_AMOUNT]]);
}

/** The wire-transfer form: the bank detail without the user id. */
export type WireFormValues = Omit<BankDetail, 'user'>;
export type WireFormField = keyof WireFormValues;

/** The wire form's country before the user picks one. */
export const WIRE_DEFAULT_COUNTRY = 'PK';

const WIRE_CHECKS: readonly [WireFormField, string][] = [
  ['bank_country_code', BANK_COUNTRY_CODE_REQUIRED],
  ['bank_swift_code', SWIFT_CODE_REQUIRED],
  ['bank_name', BANK_NAME_REQUIRED],
  ['bank_account_number', ACCOUNT_NUMBER_REQUIRED],
  ['bank_account_name', ACCOUNT_NAME_REQUIRED],
  ['bank_iban', IBAN_REQUIRED],
  ['user_fullname', FULL_NAME_REQUIRED],
  ['street_address', STREET_ADDRESS_REQUIRED],
  ['country', COUNTRY_REQUIRED],
  ['city', CITY_REQUIRED],
  ['postal_code', POSTAL_CODE_REQUIRED],
];

/** The wire form with every field trimmed (what is validated and sent). */
export function trimWireForm(values: Partial<WireFormValues>): WireFormValues {
  const trimmed = {} as WireFormValues;
  for (const [field] of WIRE_CHECKS) trimmed[field] = (values[field] ?? '').trim();
  return trimmed;
}

/** Wire form: all eleven fields required after trimming; no format checks. */
export function validateWireForm(values: Partial<WireFormValues>): FieldErrors<WireFormField> {
  const trimmed = trimWireForm(values);
  return collectErrors(WIRE_CHECKS.map(([field, message]) => [field, trimmed[field] ? null : message]));
}
