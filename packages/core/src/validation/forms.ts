import type { EmployeeInput } from '../api/employee';
import { collectErrors, isBlank } from './field-errors';
import type { FieldErrors, Notice } from './field-errors';
import {
  CONTACT_EMAIL_REQUIRED,
  CONTACT_QUERY_REQUIRED,
  CONTACT_SUBJECT_REQUIRED,
  EMPLOYEE_ADDRESS_REQUIRED,
  EMPLOYEE_CITY_REQUIRED,
  EMPLOYEE_COMPANY_REQUIRED,
  EMPLOYEE_COUNTRY_REQUIRED,
  EMPLOYEE_EMAIL_REQUIRED,
  EMPLOYEE_FULL_NAME_REQUIRED,
  EMPLOYEE_PHONE_REQUIRED,
  EMPLOYEE_REGION_REQUIRED,
  EMPLOYEE_ZIP_CODE_REQUIRED,
  SELECT_AN_OPTION,
} from './messages';

/** Hear-from needs at least one option (the business-role step is optional). */
export function validateHearFrom(selected: readonly string[]): Notice | null {
  return selected.length === 0 ? { message: SELECT_AN_OPTION, severity: 'warning' } : null;
}

/** The chat send button is enabled only for non-blank input and while no send is in flight. */
export function canSendChat(input: string, sending = false): boolean {
  return !sending && !isBlank(input);
}

/** The add/edit employee form as typed: what is sent, plus company (checked but not sent). */
export type EmployeeFormValues = Omit<EmployeeInput, 'user_plan_id' | 'image_file'> & { company: string };

export type EmployeeFormField = keyof EmployeeFormValues;

const EMPLOYEE_CHECKS: readonly [EmployeeFormField, string][] = [
  ['full_name', EMPLOYEE_FULL_NAME_REQUIRED],
  ['email', EMPLOYEE_EMAIL_REQUIRED],
  ['phone', EMPLOYEE_PHONE_REQUIRED],
  ['country', EMPLOYEE_COUNTRY_REQUIRED],
  ['region', EMPLOYEE_REGION_REQUIRED],
  ['city', EMPLOYEE_CITY_REQUIRED],
  ['address', EMPLOYEE_ADDRESS_REQUIRED],
  ['zip_code', EMPLOYEE_ZIP_CODE_REQUIRED],
  ['company', EMPLOYEE_COMPANY_REQUIRED],
];

/** Employee form: the nine required fields, in the order the form checks them. */
export function validateEmployeeForm(values: Partial<EmployeeFormValues>): FieldErrors<EmployeeFormField> {
  return collectErrors(EMPLOYEE_CHECKS.map(([field, message]) => [field, isBlank(values[field]) ? message : null]));
}

export interface ContactValues {
  email: string;
  subject: string;
  notes: string;
}

/** Contact form: e-mail, subject and query are required. */
export function validateContact(values: ContactValues): FieldErrors<keyof ContactValues> {
  return collectErrors<keyof ContactValues>([
    ['email', isBlank(values.email) ? CONTACT_EMAIL_REQUIRED : null],
    ['subject', isBlank(values.subject) ? CONTACT_SUBJECT_REQUIRED : null],
    ['notes', isBlank(values.notes) ? CONTACT_QUERY_REQUIRED : null],
  ]);
}
