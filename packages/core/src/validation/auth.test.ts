import { describe, expect, it } from 'vitest';
import {
  CODE_LENGTH,
  missingForgotPasswordFields,
  missingLoginFields,
  missingNewPasswordFields,
  missingSignupFields,
  normalizeCodeInput,
  validateCode,
  validateNewPassword,
  validateSignup,
  validateSubscribeEmail,
} from './auth';
import { firstError } from './field-errors';

describe('subscribe box', () => {
  it('gives an info notice for an empty e-mail', () => {
    expect(validateSubscribeEmail('')).toEqual({ message: 'Please enter an email', severity: 'info' });
    expect(validateSubscribeEmail('   ')).toEqual({ message: 'Please enter an email', severity: 'info' });
  });

  it('gives a warning for an address that does not match the pattern', () => {
    expect(validateSubscribeEmail('ana@x')).toEqual({ message: 'Enter valid email', severity: 'warning' });
  });

  it('accepts a valid address', () => {
    expect(validateSubscribeEmail('ana@example.com')).toBeNull();
  });
});

describe('login', () => {
  it('reports the missing fields without messages', () => {
    expect(missingLoginFields({ email: '', password: '' })).toEqual(new Set(['email', 'password']));
    expect(missingLoginFields({ email: 'a@b.co', password: '' })).toEqual(new Set(['password']));
    expect(missingLoginFields({ email: 'a@b.co', password: 'x' }).size).toBe(0);
  });
});

describe('signup', () => {
  const values = { name: 'Ana', email: 'a@b.co', password: 'pw', confirm_password: 'pw' };

  it('requires name, e-mail and password', () => {
    expect(missingSignupFields({ ...values, name: ' ', email: '', password: '' })).toEqual(
      new Set(['name', 'email', 'password']),
    );
    expect(missingSignupFields(values).size).toBe(0);
  });

  it('refuses a confirmation that differs, with the typographic apostrophe', () => {
    const errors = validateSignup({ ...values, confirm_password: 'other' });
    expect(errors).toEqual({ confirm_password: 'Confirm Password doesn\u2019t matched*' });
    expect(firstError(errors)).toBe('Confirm Password doesn’t matched*');
  });

  it('accepts a matching confirmation', () => {
    expect(validateSignup(values)).toEqual({});
  });
});

describe('forgot password', () => {
  it('requires the e-mail', () => {
    expect(missingForgotPasswordFields({ email: '' })).toEqual(new Set(['email']));
    expect(missingForgotPasswordFields({ email: 'a@b.co' }).size).toBe(0);
  });
});

describe('verification code', () => {
  it('is four digits long', () => {
    expect(CODE_LENGTH).toBe(4);
  });

  it.each(['', '123', '12345', '12a4', '12 4', '１２３４'])('refuses %j', (code) => {
    expect(validateCode(code)).toEqual({ code: 'Please enter the 4-digit code.' });
  });

  it('accepts exactly four digits', () => {
    expect(validateCode('0427')).toEqual({});
  });

  it('normalizes typed input to at most four digits', () => {
    expect(normalizeCodeInput('12-3a45')).toBe('1234');
  });
});

describe('new password (reset)', () => {
  it('refuses entries that differ', () => {
    expect(validateNewPassword({ password: 'a', confirm_password: 'b' })).toEqual({
      confirm_password: "fields doesn't match*",
    });
  });

  it('accepts matching entries and has no length rule', () => {
    expect(validateNewPassword({ password: 'a', confirm_password: 'a' })).toEqual({});
  });

  it('requires both entries', () => {
    expect(missingNewPasswordFields({ password: '', confirm_password: '' })).toEqual(
      new Set(['password', 'confirm_password']),
    );
  });
});
