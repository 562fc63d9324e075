import { createHmac } from 'node:crypto';
import type { TestCardBehavior } from '../../../db/schema';

/** The local provider's test cards, as Stripe's test mode has them. */
export const TEST_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  authenticate: '4000002760003184',
} as const;

export const DECLINED_MESSAGE = 'Your card was declined.';
export const AUTHENTICATION_FAILED =
  'We are unable to authenticate your payment method. Please choose a different payment method and try again.';

/** The Luhn check every real card number passes. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length >= 12 && sum % 10 === 0;
}

export function cardBrand(digits: string): string {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^6(011|5)/.test(digits)) return 'discover';
  return 'unknown';
}

/** What the local provider does with a card: the two special test cards, else any valid card succeeds. */
export function behaviorOf(digits: string): TestCardBehavior {
  if (digits === TEST_CARDS.declined) return 'decline';
  if (digits === TEST_CARDS.authenticate) return 'authenticate';
  return 'succeed';
}

/**
 * What Stripe calls a card's fingerprint: the same for every payment method of one number, and not
 * the number (a keyed hash: without the server's secret it cannot be tried against all numbers).
 */
export function cardFingerprint(secret: string, digits: string): string {
  return createHmac('sha256', secret).update(`card:${digits}`).digest('base64url').slice(0, 22);
}
