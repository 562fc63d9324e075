import { describe, expect, it } from 'vitest';
import { WIRE_DEFAULT_COUNTRY, trimWireForm, validateCashout, validateWireForm } from './affiliate';
import { WIRE_FORM_INVALID } from './messages';

describe('cashout', () => {
  it.each([
    ['', 100],
    ['abc', 100],
    ['0', 100],
    ['-5', 100],
    ['100.01', 100],
    ['1e2', 100],
  ])('refuses %j with %d remaining', (amount, remaining) => {
    expect(validateCashout(amount, remaining)).toEqual({ amount: 'Please enter a valid amount.' });
  });

  it.each([
    ['100', 100],
    ['0.01', 100],
    [' 25.50 ', 25.5],
    [12.3, 12.3],
  ])('accepts %j with %d remaining', (amount, remaining) => {
    expect(validateCashout(amount, remaining)).toEqual({});
  });
});

describe('wire form', () => {
  const valid = {
    bank_country_code: 'US',
    bank_swift_code: 'BOFAUS3N',
    bank_name: 'Bank',
    bank_account_number: '123',
    bank_account_name: 'Ana',
    bank_iban: 'US00',
    user_fullname: 'Ana B',
    street_address: '1 Main',
    country: 'US',
    city: 'Austin',
    postal_code: '73301',
  };

  it('accepts a filled form', () => {
    expect(validateWireForm(valid)).toEqual({});
  });

  it('gives the eleven messages in order for an empty form', () => {
    expect(Object.values(validateWireForm({}))).toEqual([
      'Bank country code is required.',
      'SWIFT code is required.',
      'Bank name is required.',
      'Account number is required.',
      'Account name is required.',
      'IBAN is required.',
      'Full name is required.',
      'Street address is required.',
      'Country is required.',
      'City is required.',
      'Postal code is required.',
    ]);
  });

  it('trims before checking', () => {
    expect(validateWireForm({ ...valid, bank_iban: '   ' })).toEqual({ bank_iban: 'IBAN is required.' });
    expect(trimWireForm({ ...valid, city: '  Austin ' }).city).toBe('Austin');
  });

  it('has the toast text and the default country', () => {
    expect(WIRE_FORM_INVALID).toBe('Please correct the errors in the form.');
    expect(WIRE_DEFAULT_COUNTRY).toBe('PK');
  });
});
