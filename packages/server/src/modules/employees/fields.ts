import {
  EMPLOYEE_ADDRESS_REQUIRED,
  EMPLOYEE_CITY_REQUIRED,
  EMPLOYEE_COUNTRY_REQUIRED,
  EMPLOYEE_EMAIL_REQUIRED,
  EMPLOYEE_FULL_NAME_REQUIRED,
  EMPLOYEE_PHONE_REQUIRED,
  EMPLOYEE_REGION_REQUIRED,
  EMPLOYEE_ZIP_CODE_REQUIRED,
  isCountryCode,
  isValidEmail,
} from '@mentor/core';
import { z } from 'zod';
import { parseWith } from '../../http/body';
import { EMPLOYEE_MESSAGES } from './messages';

/** A required field: the spec's message when it is missing or blank, and an upper bound. */
function required(message: string, label: string, max: number) {
  return z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: `${label} is too long (at most ${max} characters).` });
}

/**
 * The add/edit form as sent (spec §7), checked in the form's order with its messages (spec §5).
 * Company is required by the form but not sent, so it is not read here.
 */
const employeeFields = z.object({
  full_name: required(EMPLOYEE_FULL_NAME_REQUIRED, 'Full name', 100),
  email: required(EMPLOYEE_EMAIL_REQUIRED, 'Email', 254)
    .toLowerCase()
    .refine(isValidEmail, { error: EMPLOYEE_MESSAGES.invalidEmail }),
  phone: required(EMPLOYEE_PHONE_REQUIRED, 'Phone number', 32),
  country: required(EMPLOYEE_COUNTRY_REQUIRED, 'Country', 2)
    .toUpperCase()
    .refine(isCountryCode, { error: EMPLOYEE_COUNTRY_REQUIRED }),
  region: required(EMPLOYEE_REGION_REQUIRED, 'State/Region', 100),
  city: required(EMPLOYEE_CITY_REQUIRED, 'City', 100),
  address: required(EMPLOYEE_ADDRESS_REQUIRED, 'Address', 200),
  zip_code: required(EMPLOYEE_ZIP_CODE_REQUIRED, 'Zip code', 20),
});

export type EmployeeFields = z.infer<typeof employeeFields>;

export function parseEmployeeFields(fields: Record<string, string>): EmployeeFields {
  return parseWith(employeeFields, fields);
}
