import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  CHANGE_PASSWORD_NETWORK_ERROR,
  CURRENT_PASSWORD_REQUIRED,
  IMAGE_TOO_LARGE,
  NAME_REQUIRED,
  NEW_PASSWORD_REQUIRED,
  PASSWORD_CHANGED,
  PASSWORD_NEEDS_NUMBER,
  PASSWORD_NEEDS_UPPERCASE,
  PASSWORD_TOO_SHORT,
  PHONE_DIGITS,
  PROFILE_NETWORK_ERROR,
  PROFILE_UPDATED,
} from '@mentor/core';
import { describe, expect, it } from 'vitest';
import { session } from '../../../lib/stores';
import { fakeApi, ok } from '../../../testing/fake-api';
import { makeUser } from '../../../testing/fixtures';
import { currentPath, renderApp } from '../../../testing/render-app';

const user = userEvent.setup();

describe('profile', () => {
  it('has the Profile and Security tabs and a back arrow to the dashboard', async () => {
    fakeApi({});
    renderApp('/profile', { user: makeUser() });
    expect((await screen.findByRole('link', { name: 'Profile' })).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Back to the dashboard' }).getAttribute('href')).toBe('/dashboard');
    await user.click(screen.getByRole('link', { name: 'Security' }));
    await waitFor(() => expect(currentPath()).toBe('/profile/security'));
    expect(await screen.findByRole('heading', { name: 'Change Password' })).toBeTruthy();
  });

  it('keeps the e-mail read-only and checks name, phone and photo size', async () => {
    const calls = fakeApi({});
    renderApp('/profile', { user: makeUser() });
    const email = (await screen.findByLabelText('E-mail address')) as HTMLInputElement;
    expect(email.readOnly).toBe(true);
    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Phone Number'), '12345');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(screen.getByText(NAME_REQUIRED)).toBeTruthy();
    expect(screen.getByText(PHONE_DIGITS)).toBeTruthy();
    const big = new File([new Uint8Array(2_097_153)], 'big.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Upload photo'), big);
    expect(await screen.findByText(IMAGE_TOO_LARGE)).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('saves with "Saving..." on the button, merges the result into the stored user and toasts success', async () => {
    let release: () => void = () => undefined;
    const calls = fakeApi({
      'POST /api/user/post': () =>
        new Promise((resolve) => {
          release = () => resolve(ok({ ...makeUser(), name: 'Ana B.', phone: '12345678901' }, PROFILE_UPDATED));
        }),
    });
    renderApp('/profile', { user: makeUser() });
    const name = await screen.findByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Ana B.');
    await user.type(screen.getByLabelText('Phone Number'), '12345678901');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeTruthy();
    release();
    expect(await screen.findByText(PROFILE_UPDATED)).toBeTruthy();
    const form = calls[0]?.body as FormData;
    expect(form.get('name')).toBe('Ana B.');
    expect(form.get('email')).toBe('ana@example.com');
    expect(session.user.peek()).toMatchObject({ name: 'Ana B.', phone: '12345678901', token: 'token-1' });
  });

  it('toasts the server message, or the network text, when saving fails', async () => {
    let answer: 'refuse' | 'offline' = 'refuse';
    fakeApi({
      'POST /api/user/post': () =>
        answer === 'refuse' ? { error_code: 2, message: 'Name is too long.' } : ('network' as const),
    });
    renderApp('/profile', { user: makeUser() });
    await user.click(await screen.findByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Name is too long.')).toBeTruthy();
    answer = 'offline';
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(PROFILE_NETWORK_ERROR)).toBeTruthy();
  });
});

describe('change password', () => {
  it('shows the five messages in order and clears an error when its field is edited', async () => {
    const calls = fakeApi({});
    renderApp('/profile/security', { user: makeUser() });
    const save = await screen.findByRole('button', { name: 'Change Password' });
    await user.click(save);
    expect(screen.getByText(CURRENT_PASSWORD_REQUIRED)).toBeTruthy();
    expect(screen.getByText(NEW_PASSWORD_REQUIRED)).toBeTruthy();
    await user.type(screen.getByLabelText('Current Password'), 'Old1');
    expect(screen.queryByText(CURRENT_PASSWORD_REQUIRED)).toBeNull();
    const next = screen.getByLabelText('New Password');
    for (const [typed, message] of [
      ['abc', PASSWORD_TOO_SHORT],
      ['abcdef', PASSWORD_NEEDS_UPPERCASE],
      ['Abcdef', PASSWORD_NEEDS_NUMBER],
    ] as const) {
      await user.clear(next);
      await user.type(next, typed);
      await user.click(save);
      expect(screen.getByText(message)).toBeTruthy();
    }
    expect(calls).toHaveLength(0);
  });

  it('succeeds on code 1 with "Password changed successfully"', async () => {
    const calls = fakeApi({ 'POST /api/user/change-password': { error_code: 1, message: PASSWORD_CHANGED } });
    renderApp('/profile/security', { user: makeUser() });
    await user.type(await screen.findByLabelText('Current Password'), 'Old12345');
    await user.type(screen.getByLabelText('New Password'), 'Newpass1');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText(PASSWORD_CHANGED)).toBeTruthy();
    expect(calls[0]?.body).toEqual({ _id: makeUser()._id, old_password: 'Old12345', new_password: 'Newpass1' });
    expect((screen.getByLabelText('Current Password') as HTMLInputElement).value).toBe('');
  });

  it('toasts the server message on failure and the network text offline', async () => {
    let answer: 'refuse' | 'offline' = 'refuse';
    fakeApi({
      'POST /api/user/change-password': () =>
        answer === 'refuse' ? { error_code: 11, message: 'The current password is wrong.' } : ('network' as const),
    });
    renderApp('/profile/security', { user: makeUser() });
    await user.type(await screen.findByLabelText('Current Password'), 'Old12345');
    await user.type(screen.getByLabelText('New Password'), 'Newpass1');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('The current password is wrong.')).toBeTruthy();
    answer = 'offline';
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText(CHANGE_PASSWORD_NETWORK_ERROR)).toBeTruthy();
  });
});
