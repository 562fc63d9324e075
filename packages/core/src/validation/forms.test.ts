import { describe, expect, it } from 'vitest';
import { firstError } from './field-errors';
import { canSendChat, validateContact, validateEmployeeForm, validateHearFrom } from './forms';

describe('hear-from step', () => {
  it('warns when nothing is selected', () => {
    expect(validateHearFrom([])).toEqual({ message: 'Please select an Option!', severity: 'warning' });
  });

  it('accepts one option or more', () => {
    expect(validateHearFrom(['h1'])).toBeNull();
  });
});

describe('chat input', () => {
  it('is sendable only when not blank', () => {
    expect(canSendChat('')).toBe(false);
    expect(canSendChat(' \n ')).toBe(false);
    expect(canSendChat('What is IUL?')).toBe(true);
  });

  it('is not sendable while a send is in flight', () => {
    expect(canSendChat('Hi', true)).toBe(false);
  });
});

describe('employee form', () => {
  const valid = {
    full_name: 'Eve',
    email: 'eve@x.co',
    phone: '555',
    country: 'US',
    region: 'TX',
    city: 'Austin',
    address: '1 Main',
    zip_code: '73301',
    company: 'Acme',
  };

  it('accepts a filled form', () => {
    expect(validateEmployeeForm(valid)).toEqual({});
  });

  it('gives the nine messages in the form order', () => {
    expect(Object.values(validateEmployeeForm({}))).toEqual([
      'Please enter full name',
      'Please enter email address',
      'Please enter phone number',
      'Please select country',
      'Please enter state/region',
      'Please enter city',
      'Please enter address',
      'Please enter zip code',
      'Please enter company',
    ]);
  });

  it('reports the first failure first', () => {
    expect(firstError(validateEmployeeForm({ ...valid, city: '', company: '' }))).toBe('Please enter city');
  });

  it('requires the company although it is not sent', () => {
    expect(validateEmployeeForm({ ...valid, company: ' ' })).toEqual({ company: 'Please enter company' });
  });
});

describe('contact form', () => {
  it('requires e-mail, subject and query, in that order', () => {
    expect(Object.entries(validateContact({ email: '', subject: '', notes: '' }))).toEqual([
      ['email', 'Please enter your email.'],
      ['subject', 'Please enter subject.'],
      ['notes', 'Please enter your query.'],
    ]);
  });

  it('accepts a filled form', () => {
    expect(validateContact({ email: 'a@b.co', subject: 'S', notes: 'N' })).toEqual({});
  });
});
