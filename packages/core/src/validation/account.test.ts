import { describe, expect, it } from 'vitest';
import {
  MAX_PROFILE_IMAGE_BYTES,
  isValidProfilePhone,
  passwordStrengthError,
  validateChangePassword,
  validateProfile,
} from './account';
import { firstError } from './field-errors';

describe('change password', () => {
  it('requires the current password', () => {
    expect(validateChangePassword({ old_password: '', new_password: 'Abcdef1' })).toEqual({
      old_password: 'Current password is required.',
    });
  });

  it('requires the new password', () => {
    expect(validateChangePassword({ old_password: 'x', new_password: '' })).toEqual({
      new_password: 'New password is required.',
    });
  });

  it('needs at least 6 characters', () => {
    expect(passwordStrengthError('Ab1')).toBe('Password must be at least 6 characters long.');
  });

  it('needs an uppercase letter', () => {
    expect(passwordStrengthError('abcdef1')).toBe('Password must include at least one uppercase letter.');
  });

  it('needs a number', () => {
    expect(passwordStrengthError('Abcdefg')).toBe('Password must include at least one number.');
  });

  it('accepts a strong password', () => {
    expect(validateChangePassword({ old_password: 'old', new_password: 'Abcdef1' })).toEqual({});
  });

  it('reports the current password first', () => {
    const errors = validateChangePassword({ old_password: '', new_password: '' });
    expect(Object.keys(errors)).toEqual(['old_password', 'new_password']);
    expect(firstError(errors)).toBe('Current password is required.');
  });
});

describe('profile', () => {
  const valid = { name: 'Ana', email: 'ana@example.com', phone: '12345678901' };

  it('accepts a valid profile', () => {
    expect(validateProfile(valid)).toEqual({});
  });

  it('requires a name', () => {
    expect(validateProfile({ ...valid, name: '  ' })).toEqual({ name: 'Name is required.' });
  });

  it('requires an address matching the pattern', () => {
    expect(validateProfile({ ...valid, email: 'ana@' })).toEqual({ email: 'Invalid email address.' });
  });

  it('takes a US number of 10 digits or 11 with the leading 1, with the spec message otherwise', () => {
    expect(validateProfile({ ...valid, phone: '123456789' })).toEqual({
      phone: 'Phone number must be 10 digits.',
    });
    expect(validateProfile({ ...valid, phone: '(512) 555-0143' })).toEqual({});
    expect(isValidProfilePhone('123456789012')).toBe(false);
    expect(isValidProfilePhone('1234567890a')).toBe(false);
    expect(isValidProfilePhone('+1 (234) 567-8901')).toBe(true);
  });

  it('allows an empty phone', () => {
    expect(validateProfile({ ...valid, phone: '' })).toEqual({});
  });

  it('limits the photo to 2097152 bytes', () => {
    expect(MAX_PROFILE_IMAGE_BYTES).toBe(2097152);
    expect(validateProfile({ ...valid, image: { size: 2097152 } })).toEqual({});
    expect(validateProfile({ ...valid, image: { size: 2097153 } })).toEqual({
      image: 'Image size must not exceed 2MB.',
    });
  });

  it('lists failures in form order', () => {
    const errors = validateProfile({ name: '', email: 'x', phone: '1', image: { size: 3e6 } });
    expect(Object.keys(errors)).toEqual(['name', 'email', 'phone', 'image']);
  });
});
