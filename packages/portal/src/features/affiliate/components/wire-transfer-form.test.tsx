import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ACCOUNT_NAME_REQUIRED,
  ACCOUNT_NUMBER_REQUIRED,
  BANK_COUNTRY_CODE_REQUIRED,
  BANK_NAME_REQUIRED,
  CITY_REQUIRED,
  COUNTRY_REQUIRED,
  FULL_NAME_REQUIRED,
  IBAN_REQUIRED,
  NETWORK_ERROR,
  POSTAL_CODE_REQUIRED,
  STREET_ADDRESS_REQUIRED,
  SWIFT_CODE_REQUIRED,
  WIRE_FORM_INVALID,
} from '@mentor/core';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render-app';
import { makeAffiliate } from '../test-fixtures';

const user = userEvent.setup();

const FILLED: Record<string, string> = {
  'Bank country code': ' PK ',
  'SWIFT code': 'HABBPKKA',
  'Bank name': 'Habib Bank',
  'Account number': '0012345678901234',
  'Account name': 'Ana Brooks',
  IBAN: 'PK36SCBL0000001123456702',
  'Full name': 'Ana Brooks',
  'Street address': '12 Mall Road',
  City: 'Lahore',
  'Postal code': '54000',
};

const SAVED = {
  _id: 'm1',
  method: 'wire',
  created_on: '2026-11-20T10:00:00.000Z',
  bank_country_code: 'PK',
  bank_swift_code: 'HABBPKKA',
  bank_name: 'Habib Bank',
  bank_account_number: '•••• 1234',
  bank_account_name: 'Ana Brooks',
  bank_iban: '•••• 6702',
  user_fullname: 'Ana Brooks',
  street_address: '12 Mall Road',
  country: 'PK',
  city: 'Lahore',
  postal_code: '54000',
};

async function openForm(handlers: Parameters<typeof fakeApi>[0] = {}) {
  const calls = fakeApi({ 'GET /api/user-bank-detail/get': ok(null), ...handlers });
  renderApp('/dashboard/wireTransferForm', { user: makeAffiliate() });
  await screen.findByRole('button', { name: 'Add account' });
  return calls;
}

function fill(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  }
}

describe('the wire transfer form', () => {
  it('has the three sections, Pakistan as the default country, and the eleven messages with the form toast', async () => {
    const calls = await openForm();
    for (const name of [
      'Beneficiary bank information',
      'Beneficiary account information',
      'Beneficiary personal information',
    ]) {
      expect(screen.getByRole('group', { name })).toBeTruthy();
    }
    expect((screen.getByLabelText('Country') as HTMLSelectElement).value).toBe('PK');
    fireEvent.change(screen.getByLabelText('Country'), { target: { value: '' } });
    fill({ 'Bank name': '   ' });
    await user.click(screen.getByRole('button', { name: 'Add account' }));
    for (const message of [
      BANK_COUNTRY_CODE_REQUIRED,
      SWIFT_CODE_REQUIRED,
      BANK_NAME_REQUIRED,
      ACCOUNT_NUMBER_REQUIRED,
      ACCOUNT_NAME_REQUIRED,
      IBAN_REQUIRED,
      FULL_NAME_REQUIRED,
      STREET_ADDRESS_REQUIRED,
      COUNTRY_REQUIRED,
      CITY_REQUIRED,
      POSTAL_CODE_REQUIRED,
    ]) {
      expect(screen.getByText(message)).toBeTruthy();
    }
    expect(await screen.findByText(WIRE_FORM_INVALID)).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    // Editing a field clears its message.
    fill({ 'SWIFT code': 'X' });
    expect(screen.queryByText(SWIFT_CODE_REQUIRED)).toBeNull();
  });

  it('sends the fields trimmed, shows the server message, shows the saved account masked and clears the form', async () => {
    const calls = await openForm({
      'POST /api/user-bank-detail/post': ok(SAVED, 'Your bank details have been saved.'),
    });
    fill(FILLED);
    await user.click(screen.getByRole('button', { name: 'Add account' }));
    expect(await screen.findByText('Your bank details have been saved.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      user: makeAffiliate()._id,
      bank_country_code: 'PK',
      bank_swift_code: 'HABBPKKA',
      bank_name: 'Habib Bank',
      bank_account_number: '0012345678901234',
      bank_account_name: 'Ana Brooks',
      bank_iban: 'PK36SCBL0000001123456702',
      user_fullname: 'Ana Brooks',
      street_address: '12 Mall Road',
      country: 'PK',
      city: 'Lahore',
      postal_code: '54000',
    });
    expect(screen.getByText(/Habib Bank, account •••• 1234, IBAN •••• 6702/)).toBeTruthy();
    await waitFor(() => expect((screen.getByLabelText('IBAN') as HTMLInputElement).value).toBe(''));
    expect((screen.getByLabelText('Country') as HTMLSelectElement).value).toBe('PK');
  });

  it('shows a refusal in a toast with the server message, and "Network Error" without an answer', async () => {
    await openForm({
      'POST /api/user-bank-detail/post': { error_code: 2, message: 'IBAN is required.', status: 422 },
    });
    fill(FILLED);
    await user.click(screen.getByRole('button', { name: 'Add account' }));
    expect(await screen.findByText('IBAN is required.')).toBeTruthy();
    expect((screen.getByLabelText('IBAN') as HTMLInputElement).value).toBe(FILLED.IBAN);

    fakeApi({ 'GET /api/user-bank-detail/get': ok(null), 'POST /api/user-bank-detail/post': 'network' });
    await user.click(screen.getByRole('button', { name: 'Add account' }));
    expect(await screen.findByText(NETWORK_ERROR)).toBeTruthy();
  });
});
