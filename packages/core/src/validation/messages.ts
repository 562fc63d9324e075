// The messages of spec §5, exactly as the spec writes them (typos and the typographic apostrophe
// in CONFIRM_PASSWORD_MISMATCH included). The server answers with the same constants.

// Subscribe
export const SUBSCRIBE_EMAIL_REQUIRED = 'Please enter an email';
export const SUBSCRIBE_EMAIL_INVALID = 'Enter valid email';

// Sign-up and password reset
export const CONFIRM_PASSWORD_MISMATCH = 'Confirm Password doesn\u2019t matched*';
export const NEW_PASSWORD_MISMATCH = "fields doesn't match*";
/** Our message: the spec gives the code rule (four digits) but no text for it. */
export const CODE_INVALID = 'Please enter the 4-digit code.';

// Payment and onboarding
export const SELECT_CARD = 'Please select card';
export const FILL_BILLING_ADDRESS = 'Please fill billing address';
export const SELECT_AN_OPTION = 'Please select an Option!';

// Change password
export const CURRENT_PASSWORD_REQUIRED = 'Current password is required.';
export const NEW_PASSWORD_REQUIRED = 'New password is required.';
export const PASSWORD_TOO_SHORT = 'Password must be at least 6 characters long.';
export const PASSWORD_NEEDS_UPPERCASE = 'Password must include at least one uppercase letter.';
export const PASSWORD_NEEDS_NUMBER = 'Password must include at least one number.';

// Profile
export const NAME_REQUIRED = 'Name is required.';
export const INVALID_EMAIL_ADDRESS = 'Invalid email address.';
/** Says 10 although the rule is 11 digits: a discrepancy the spec keeps. */
export const PHONE_DIGITS = 'Phone number must be 10 digits.';
export const IMAGE_TOO_LARGE = 'Image size must not exceed 2MB.';

// Employee form, in the order the form checks them
export const EMPLOYEE_FULL_NAME_REQUIRED = 'Please enter full name';
export const EMPLOYEE_EMAIL_REQUIRED = 'Please enter email address';
export const EMPLOYEE_PHONE_REQUIRED = 'Please enter phone number';
export const EMPLOYEE_COUNTRY_REQUIRED = 'Please select country';
export const EMPLOYEE_REGION_REQUIRED = 'Please enter state/region';
export const EMPLOYEE_CITY_REQUIRED = 'Please enter city';
export const EMPLOYEE_ADDRESS_REQUIRED = 'Please enter address';
export const EMPLOYEE_ZIP_CODE_REQUIRED = 'Please enter zip code';
export const EMPLOYEE_COMPANY_REQUIRED = 'Please enter company';

// Affiliate
export const INVALID_AMOUNT = 'Please enter a valid amount.';

// Referral checkout
export const REFERRAL_EMAIL_REQUIRED = 'Plese provide email address';
export const REFERRAL_PASSWORD_REQUIRED = 'Plese provide password';

// Contact
export const CONTACT_EMAIL_REQUIRED = 'Please enter your email.';
export const CONTACT_SUBJECT_REQUIRED = 'Please enter subject.';
export const CONTACT_QUERY_REQUIRED = 'Please enter your query.';

// Wire transfer form, in form order
export const BANK_COUNTRY_CODE_REQUIRED = 'Bank country code is required.';
export const SWIFT_CODE_REQUIRED = 'SWIFT code is required.';
export const BANK_NAME_REQUIRED = 'Bank name is required.';
export const ACCOUNT_NUMBER_REQUIRED = 'Account number is required.';
export const ACCOUNT_NAME_REQUIRED = 'Account name is required.';
export const IBAN_REQUIRED = 'IBAN is required.';
export const FULL_NAME_REQUIRED = 'Full name is required.';
export const STREET_ADDRESS_REQUIRED = 'Street address is required.';
export const COUNTRY_REQUIRED = 'Country is required.';
export const CITY_REQUIRED = 'City is required.';
export const POSTAL_CODE_REQUIRED = 'Postal code is required.';
/** The toast shown when any wire-form field fails. */
export const WIRE_FORM_INVALID = 'Please correct the errors in the form.';
