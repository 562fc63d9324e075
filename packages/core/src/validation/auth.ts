import { isValidEmail } from './email';
import { collectErrors, isBlank, missingRequired } from './field-errors';
import type { FieldErrors, Notice } from './field-errors';
import {
  CODE_INVALID,
  CONFIRM_PASSWORD_MISMATCH,
  NEW_PASSWORD_MISMATCH,
  SUBSCRIBE_EMAIL_INVALID,
  SUBSCRIBE_EMAIL_REQUIRED,
} from './messages';

/** Length of an e-mailed verification or reset code. */
export const CODE_LENGTH = 4;

const CODE_PATTERN = new RegExp(`^\\d{${CODE_LENGTH}}$`);

/** Landing-page subscribe box: an info notice when empty, a warning when not an address. */
export function validateSubscribeEmail(email: string): Notice | null {
  if (isBlank(email)) return { message: SUBSCRIBE_EMAIL_REQUIRED, severity: 'info' };
  if (!isValidEmail(email)) return { message: SUBSCRIBE_EMAIL_INVALID, severity: 'warning' };
  return null;
}

export type LoginField = 'email' | 'password';

/** Login: the required fields left empty (shown outlined red, without a message). */
export function missingLoginFields(values: { email: string; password: string }): Set<LoginField> {
  return missingRequired<LoginField>(values, ['email', 'password']);
}

export type SignupField = 'name' | 'email' | 'password';

export interface SignupValues {
  name: string;
  email: string;
  password: string;
  confirm_password: string;
}

/** Sign-up: the required fields left empty (outlined, no message). */
export function missingSignupFields(values: SignupValues): Set<SignupField> {
  return missingRequired<SignupField>(values, ['name', 'email', 'password']);
}

/** Sign-up: the confirmation must equal the password. */
export function validateSignup(values: SignupValues): FieldErrors<'confirm_password'> {
  return collectErrors([
    ['confirm_password', values.password === values.confirm_password ? null : CONFIRM_PASSWORD_MISMATCH],
  ]);
}

/** Forgot password: the e-mail is required. */
export function missingForgotPasswordFields(values: { email: string }): Set<'email'> {
  return missingRequired<'email'>(values, ['email']);
}

/** Keeps only digits and at most {@link CODE_LENGTH} of them (for the code input). */
export function normalizeCodeInput(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, CODE_LENGTH);
}

/** Verification code: required, exactly four digits, digits only. */
export function validateCode(code: string): FieldErrors<'code'> {
  return collectErrors([['code', CODE_PATTERN.test(code.trim()) ? null : CODE_INVALID]]);
}

export interface NewPasswordValues {
  password: string;
  confirm_password: string;
}

/** Reset password: both entries are required (outlined, no message). */
export function missingNewPasswordFields(values: NewPasswordValues): Set<'password' | 'confirm_password'> {
  return new Set((['password', 'confirm_password'] as const).filter((field) => values[field] === ''));
}

/** Reset password: the two entries must match. */
export function validateNewPassword(values: NewPasswordValues): FieldErrors<'confirm_password'> {
  return collectErrors([
    ['confirm_password', values.password === values.confirm_password ? null : NEW_PASSWORD_MISMATCH],
  ]);
}
