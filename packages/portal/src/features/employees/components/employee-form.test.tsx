import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  EMPLOYEE_ADDRESS_REQUIRED,
  EMPLOYEE_CITY_REQUIRED,
  EMPLOYEE_COMPANY_REQUIRED,
  EMPLOYEE_COUNTRY_REQUIRED,
  EMPLOYEE_EMAIL_REQUIRED,
  EMPLOYEE_FULL_NAME_REQUIRED,
  EMPLOYEE_IMAGE_HINT,
  EMPLOYEE_IMAGE_TOO_LARGE,
  EMPLOYEE_PHONE_REQUIRED,
  EMPLOYEE_REGION_REQUIRED,
  EMPLOYEE_ZIP_CODE_REQUIRED,
  MAX_EMPLOYEE_IMAGE_BYTES,
} from '@mentor/core';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, ok } from '../../../testing/fake-api';
import type { FakeAnswer } from '../../../testing/fake-api';
import { currentPath, renderApp } from '../../../testing/render-app';
import { admin, countriesAnswer, makeEmployee, makeSeats, PLAN_ID } from '../test-fixtures';

const user = userEvent.setup();
const NEW = '/dashboard/employee/new';

function formApi(extra: Record<string, FakeAnswer | (() => FakeAnswer)> = {}) {
  return fakeApi({
    'GET /api/misc/rt-employee-add': countriesAnswer,
    'GET /api/employee/dashboard-list': ok([makeEmployee(0)]),
    'GET /api/employee/seats': ok(makeSeats()),
    ...extra,
  });
}

/** Closes the "Alert?" modal and returns the message it showed. */
async function readAlert(): Promise<string> {
  const dialog = await screen.findByRole('alertdialog');
  expect(within(dialog).getByRole('heading').textContent).toBe('Alert?');
  const message = dialog.querySelector('.alert-message')?.textContent ?? '';
  await user.click(within(dialog).getByRole('button', { name: 'Ok' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  return message;
}

async function pickCountry(name: string) {
  await user.type(screen.getByRole('combobox', { name: 'Country' }), name.slice(0, 6));
  await user.click(screen.getByRole('option', { name }));
}

const field = (label: string) => screen.getByLabelText(label, { exact: true });

describe('the add form', () => {
  it('checks the nine fields in the spec order, each failure in the "Alert?" modal with Ok', async () => {
    const calls = formApi();
    renderApp(NEW, { user: admin });
    const create = await screen.findByRole('button', { name: 'Create User' });
    expect(screen.getByText(EMPLOYEE_IMAGE_HINT)).toBeTruthy();

    const steps: [() => Promise<void>, string][] = [
      [() => user.type(field('Full Name'), 'Robin Hale'), EMPLOYEE_FULL_NAME_REQUIRED],
      [() => user.type(field('Email address'), 'robin@agency.test'), EMPLOYEE_EMAIL_REQUIRED],
      [() => user.type(field('Phone number'), '15555550123'), EMPLOYEE_PHONE_REQUIRED],
      [() => pickCountry('United States'), EMPLOYEE_COUNTRY_REQUIRED],
      [() => user.type(field('State/Region'), 'Texas'), EMPLOYEE_REGION_REQUIRED],
      [() => user.type(field('City'), 'Austin'), EMPLOYEE_CITY_REQUIRED],
      [() => user.type(field('Address'), '1 Main St'), EMPLOYEE_ADDRESS_REQUIRED],
      [() => user.type(field('Zip code'), '78701'), EMPLOYEE_ZIP_CODE_REQUIRED],
      [() => user.type(field('Company'), 'Whitfield Agency'), EMPLOYEE_COMPANY_REQUIRED],
    ];
    const seen: string[] = [];
    for (const [fill] of steps) {
      await user.click(create);
      seen.push(await readAlert());
      await fill();
    }
    expect(seen).toEqual(steps.map(([, message]) => message));
    expect(calls.some((c) => c.path === '/api/employee/add')).toBe(false);
  });

  it('sends the form without company, alerts "User added." and goes back to the list', async () => {
    const calls = formApi({ 'POST /api/employee/add': ok(makeEmployee(1), 'User added.') });
    renderApp(NEW, { user: admin });
    await user.type(await screen.findByLabelText('Full Name'), 'Robin Hale');
    await user.type(field('Email address'), 'robin@agency.test');
    await user.type(field('Phone number'), '15555550123');
    await pickCountry('United Kingdom');
    await user.type(field('State/Region'), 'Kent');
    await user.type(field('City'), 'Dover');
    await user.type(field('Address'), '1 Cliff Rd');
    await user.type(field('Zip code'), 'CT16');
    await user.type(field('Company'), 'Whitfield Agency');
    const photo = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Upload photo'), photo);
    await user.click(screen.getByRole('button', { name: 'Create User' }));

    expect(await readAlert()).toBe('User added.');
    await waitFor(() => expect(currentPath()).toBe('/dashboard/employee/employee_list'));
    const sent = calls.find((c) => c.path === '/api/employee/add')?.body as FormData;
    expect(Object.fromEntries([...sent.entries()].filter(([, value]) => typeof value === 'string'))).toEqual({
      full_name: 'Robin Hale',
      email: 'robin@agency.test',
      phone: '15555550123',
      country: 'GB',
      region: 'Kent',
      city: 'Dover',
      address: '1 Cliff Rd',
      zip_code: 'CT16',
      user_plan_id: PLAN_ID,
    });
    expect((sent.get('image_file') as File).name).toBe('me.png');
    expect(sent.has('company')).toBe(false);
  });

  it('alerts the server message on a refusal, and only logs a network failure', async () => {
    let answer: FakeAnswer = {
      error_code: 2,
      status: 403,
      message: 'There is no free seat: all 10 seats of your plan are taken.',
    };
    formApi({ 'POST /api/employee/edit': () => answer, 'GET /api/employee/get-employee': ok(makeEmployee(1)) });
    renderApp('/dashboard/employee/edit/e1', { user: admin });
    await user.type(await screen.findByLabelText('Company'), 'Whitfield Agency');
    await user.click(screen.getByRole('button', { name: 'Edit User' }));
    expect(await readAlert()).toBe('There is no free seat: all 10 seats of your plan are taken.');

    answer = 'network';
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const button = screen.getByRole('button', { name: 'Edit User' }) as HTMLButtonElement;
    await user.click(button);
    await waitFor(() => expect(logged).toHaveBeenCalled());
    await waitFor(() => expect(button.disabled).toBe(false));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(currentPath()).toBe('/dashboard/employee/edit/e1');
  });

  it('refuses a photo over 3.1 MB before sending anything', async () => {
    formApi();
    renderApp(NEW, { user: admin });
    const big = new File([new Uint8Array(MAX_EMPLOYEE_IMAGE_BYTES + 1)], 'big.png', { type: 'image/png' });
    await user.upload(await screen.findByLabelText('Upload photo'), big);
    expect(await readAlert()).toBe(EMPLOYEE_IMAGE_TOO_LARGE);
    expect(screen.queryByRole('img', { name: 'New photo preview' })).toBeNull();
  });
});

describe('the edit form', () => {
  it('loads the employee, locks the e-mail, sends id and user_id, alerts "User updated."', async () => {
    const calls = formApi({
      'GET /api/employee/get-employee': ok(makeEmployee(1)),
      'POST /api/employee/edit': ok(makeEmployee(1, { city: 'Dallas' }), 'User updated.'),
    });
    renderApp('/dashboard/employee/edit/e1', { user: admin });
    const email = (await screen.findByLabelText('Email address')) as HTMLInputElement;
    expect(email.value).toBe('robin@agency.test');
    expect(email.disabled).toBe(true);
    expect((screen.getByRole('combobox', { name: 'Country' }) as HTMLInputElement).value).toBe('United States');
    expect(calls.find((c) => c.path === '/api/employee/get-employee')?.query.get('id')).toBe('e1');

    await user.clear(field('City'));
    await user.type(field('City'), 'Dallas');
    await user.click(screen.getByRole('button', { name: 'Edit User' }));
    // Company is not stored, so the form asks for it again (spec §5: required, not sent).
    expect(await readAlert()).toBe(EMPLOYEE_COMPANY_REQUIRED);
    await user.type(field('Company'), 'Whitfield Agency');
    await user.click(screen.getByRole('button', { name: 'Edit User' }));
    expect(await readAlert()).toBe('User updated.');
    await waitFor(() => expect(currentPath()).toBe('/dashboard/employee/employee_list'));
    const sent = calls.find((c) => c.path === '/api/employee/edit')?.body as FormData;
    expect(sent.get('id')).toBe('e1');
    expect(sent.get('user_id')).toBe('u1');
    expect(sent.get('email')).toBe('robin@agency.test');
    expect(sent.get('city')).toBe('Dallas');
    expect(sent.has('image_file')).toBe(false);
  });

  it("shows the server's refusal for an employee of another plan", async () => {
    formApi({
      'GET /api/employee/get-employee': { error_code: 2, status: 403, message: 'This employee is not on your plan.' },
    });
    renderApp('/dashboard/employee/edit/e9', { user: admin });
    expect((await screen.findByRole('alert')).textContent).toContain('This employee is not on your plan.');
    expect(screen.queryByRole('button', { name: 'Edit User' })).toBeNull();
  });
});

describe('the set-password page', () => {
  const invitation = {
    email: 'robin@agency.test',
    full_name: 'Robin Hale',
    agency_name: 'Dana Whitfield',
    expires_on: '2026-12-01T00:00:00.000Z',
  };

  it('sets the password from the link, then sends the employee to log in', async () => {
    const calls = fakeApi({
      'POST /api/employee/invitation': ok(invitation),
      'POST /api/employee/accept-invitation': ok(null, 'Your password is set. Please log in.'),
    });
    renderApp('/set-password#token=tok_123', {});
    expect(await screen.findByText('robin@agency.test')).toBeTruthy();
    expect(calls[0]?.body).toEqual({ token: 'tok_123' });
    await user.type(screen.getByLabelText('Password', { exact: true }), 'Secret123');
    await user.type(screen.getByLabelText('Confirm Password'), 'Secret124');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText("fields doesn't match*")).toBeTruthy();
    await user.clear(screen.getByLabelText('Confirm Password'));
    await user.type(screen.getByLabelText('Confirm Password'), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    await waitFor(() => expect(currentPath()).toBe('/login'));
    expect((await screen.findByRole('alertdialog')).textContent).toContain('Your password is set. Please log in.');
    expect(calls.find((c) => c.path === '/api/employee/accept-invitation')?.body).toEqual({
      token: 'tok_123',
      password: 'Secret123',
    });
  });

  it('says what to do with a used or expired link', async () => {
    fakeApi({
      'POST /api/employee/invitation': {
        error_code: 9,
        status: 410,
        message: 'This invitation link has expired. Please ask your agency admin to send a new one.',
      },
    });
    renderApp('/set-password#token=old', {});
    expect((await screen.findByRole('alert')).textContent).toContain('This invitation link has expired.');
    expect(screen.getByRole('link', { name: 'Go to login' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Set password' })).toBeNull();
  });
});
