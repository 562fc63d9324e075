import { describe, expect, it } from 'vitest';
import {
  canCreateCard,
  isBillingAddressComplete,
  isCardComplete,
  missingBillingAddressFields,
  shouldValidateCoupon,
  validatePayment,
  validateReferralCheckout,
} from './payment';

const address = {
  name: 'Ana',
  phone: '5551234',
  line1: '1 Main St',
  line2: '',
  city: 'Austin',
  state: 'TX',
  postal_code: '73301',
  country: 'US',
};

const card = { number: '4242 4242 4242 4242', exp_month: '12', exp_year: '2030', cvc: '123' };

describe('billing address', () => {
  it('is complete with every field but line 2 and e-mail', () => {
    expect(isBillingAddressComplete(address)).toBe(true);
  });

  it('lists the blank required fields', () => {
    expect(missingBillingAddressFields({ ...address, city: ' ', country: '' })).toEqual(['city', 'country']);
    expect(isBillingAddressComplete(null)).toBe(false);
  });
});

describe('card form', () => {
  it('is complete when number, expiry and cvc are filled', () => {
    expect(isCardComplete(card)).toBe(true);
  });

  it.each([{ number: '4242' }, { exp_month: '13' }, { exp_month: '' }, { exp_year: '203' }, { cvc: '12' }])(
    'is incomplete with %j',
    (change) => {
      expect(isCardComplete({ ...card, ...change })).toBe(false);
    },
  );

  it('is created only after the billing address is complete', () => {
    expect(canCreateCard(card, { ...address, line1: '' })).toBe(false);
    expect(canCreateCard(card, address)).toBe(true);
  });
});

describe('payment', () => {
  it('needs a stored card selected', () => {
    expect(validatePayment({ kind: 'stored_card', cardId: null })).toEqual({ card: 'Please select card' });
    expect(validatePayment({ kind: 'stored_card', cardId: 'pm_1' })).toEqual({});
  });

  it('needs a complete billing address for a new card', () => {
    expect(validatePayment({ kind: 'new_card', billingAddress: { ...address, state: '' } })).toEqual({
      billing_address: 'Please fill billing address',
    });
    expect(validatePayment({ kind: 'new_card', billingAddress: address })).toEqual({});
  });

  it('validates a coupon only when one was typed', () => {
    expect(shouldValidateCoupon('')).toBe(false);
    expect(shouldValidateCoupon('  ')).toBe(false);
    expect(shouldValidateCoupon(null)).toBe(false);
    expect(shouldValidateCoupon('SAVE20')).toBe(true);
  });
});

describe('referral checkout', () => {
  it('needs an e-mail address of the basic form', () => {
    expect(validateReferralCheckout({ email: 'nope', password: 'x' })).toEqual({
      email: 'Plese provide email address',
    });
  });

  it('needs a password', () => {
    expect(validateReferralCheckout({ email: 'a@b.co', password: '' })).toEqual({
      password: 'Plese provide password',
    });
  });

  it('checks the e-mail first', () => {
    expect(Object.keys(validateReferralCheckout({ email: '', password: '' }))).toEqual(['email', 'password']);
  });

  it('accepts valid credentials', () => {
    expect(validateReferralCheckout({ email: 'a@b.co', password: 'x' })).toEqual({});
  });
});
