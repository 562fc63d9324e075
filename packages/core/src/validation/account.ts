import { isValidEmail } from './email';
import { collectErrors, isBlank } from './field-errors';
import type { FieldErrors } from './field-errors';
import { normalizeUsPhone } from './phone';
import {
  CURRENT_PASSWORD_REQUIRED,
  IMAGE_TOO_LARGE,
  INVALID_EMAIL_ADDRESS,
  NAME_REQUIRED,
  NEW_PASSWORD_REQUIRED,
  PASSWORD_NEEDS_NUMBER,
  PASSWORD_NEEDS_UPPERCASE,
  PASSWORD_TOO_SHORT,
  PHONE_DIGITS,
} from './messages';

export const MIN_PASSWORD_LENGTH = 6;
/** Largest profile photo: 2 MB. */
export const MAX_PROFILE_IMAGE_BYTES = 2_097_152;

/** The first strength rule a new password fails (change-password), or null. */
export function passwordStrengthError(password: string): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return PASSWORD_TOO_SHORT;
  if (!/[A-Z]/.test(password)) return PASSWORD_NEEDS_UPPERCASE;
  if (!/\d/.test(password)) return PASSWORD_NEEDS_NUMBER;
  return null;
}

export interface ChangePasswordValues {
  old_password: string;
  new_password: string;
}

/** Change password: current required, then new required, length, uppercase, number. */
export function validateChangePassword(values: ChangePasswordValues): FieldErrors<'old_password' | 'new_password'> {
  return collectErrors<'old_password' | 'new_password'>([
    ['old_password', values.old_password === '' ? CURRENT_PASSWORD_REQUIRED : null],
    ['new_password', values.new_password === '' ? NEW_PASSWORD_REQUIRED : passwordStrengthError(values.new_password)],
  ]);
}

/**
 * True when a phone number is a US number the spec can store as 11 digits (see
 * {@link normalizeUsPhone}): ten digits, formatted or not, or eleven with the leading 1.
 */
export function isValidProfilePhone(phone: string): boolean {
  return normalizeUsPhone(phone) !== null;
}

export interface ProfileValues {
  name: string;
  email: string;
  /** Empty means no phone number (the user's phone is optional). */
  phone: string;
  /** The newly picked photo, if any. */
  image?: { size: number } | null;
}

export type ProfileField = 'name' | 'email' | 'phone' | 'image';

/** Profile: name, e-mail pattern, a US phone (stored as 11 digits) when given, photo at most 2 MB. */
export function validateProfile(values: ProfileValues): FieldErrors<ProfileField> {
  return collectErrors<ProfileField>([
    ['name', isBlank(values.name) ? NAME_REQUIRED : null],
    ['email', isValidEmail(values.email) ? null : INVALID_EMAIL_ADDRESS],
    ['phone', isBlank(values.phone) || isValidProfilePhone(values.phone) ? null : PHONE_DIGITS],
    ['image', values.image && values.image.size > MAX_PROFILE_IMAGE_BYTES ? IMAGE_TOO_LARGE : null],
  ]);
}
