import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AccountSession } from '@mentor/core';
import { describe, expect, it, vi } from 'vitest';
import { session } from '../../../lib/stores';
import { fakeApi, ok } from '../../../testing/fake-api';
import { makeUser } from '../../../testing/fixtures';
import { currentPath, renderApp } from '../../../testing/render-app';

const user = userEvent.setup();
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const SESSIONS: AccountSession[] = [
  { _id: 's1', device: 'Chrome on macOS', created_on: minutesAgo(600), last_seen_on: minutesAgo(0), current: true },
  { _id: 's2', device: 'Safari on iPhone', created_on: minutesAgo(3000), last_seen_on: minutesAgo(12), current: false },
];

describe('settings', () => {
  it('lists the signed-in devices with their last use, and signs the others out after a confirmation', async () => {
    let sessions = SESSIONS;
    const calls = fakeApi({
      'GET /api/user/sessions': () => ok(sessions),
      'POST /api/user/sign-out-other-sessions': () => {
        sessions = SESSIONS.filter((row) => row.current);
        return ok({ signed_out: 1 }, 'One other session was signed out.');
      },
    });
    renderApp('/dashboard/setting', { user: makeUser() });
    expect((await screen.findByRole('listitem', { name: 'Chrome on macOS, this device' })).textContent).toContain(
      'Active just now',
    );
    expect(screen.getByRole('listitem', { name: 'Safari on iPhone' }).textContent).toContain('Active 12 minutes ago');
    await user.click(screen.getByRole('button', { name: 'Sign out other sessions' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Sign out others' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Safari on iPhone' })).toBeNull());
    expect(calls.filter((call) => call.path === '/api/user/sign-out-other-sessions')).toHaveLength(1);
    expect((screen.getByRole('button', { name: 'Sign out other sessions' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says so when the devices cannot be loaded, with a way to try again', async () => {
    fakeApi({ 'GET /api/user/sessions': 'network' });
    renderApp('/dashboard/setting', { user: makeUser() });
    expect((await screen.findByRole('alert')).textContent).toContain('Your devices could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('downloads the chats as a JSON file', async () => {
    const exported = {
      exported_on: '2026-11-24T10:00:00.000Z',
      account: { name: 'Ana Brooks', email: 'ana@example.com' },
      threads: [],
    };
    fakeApi({ 'GET /api/user/sessions': ok(SESSIONS), 'GET /api/user/export-chats': ok(exported) });
    const createObjectURL = vi.fn(() => 'blob:chats');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    renderApp('/dashboard/setting', { user: makeUser() });
    await user.click(await screen.findByRole('button', { name: 'Download my chats' }));
    await waitFor(() => expect(clicked).toEqual(['mentor-chats-2026-11-24.json']));
    expect(createObjectURL).toHaveBeenCalledOnce();
    click.mockRestore();
  });

  it('deletes the account only with the password, then signs out', async () => {
    const calls = fakeApi({
      'GET /api/user/sessions': ok(SESSIONS),
      'POST /api/user/delete-account': ({ body }) =>
        (body as { password: string }).password === 'Secret12'
          ? ok(null, 'Your account has been deleted.')
          : { error_code: 11, status: 400, message: 'The password is incorrect.' },
    });
    renderApp('/dashboard/setting', { user: makeUser() });
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const form = screen.getByRole('form', { name: 'Confirm account deletion' });
    await user.click(within(form).getByRole('button', { name: 'Delete my account for good' }));
    expect(within(form).getByText('Password is required.')).toBeTruthy();
    expect(calls.filter((call) => call.path === '/api/user/delete-account')).toHaveLength(0);

    await user.type(within(form).getByLabelText('Your password'), 'Wrong1');
    await user.click(within(form).getByRole('button', { name: 'Delete my account for good' }));
    expect(await screen.findByText('The password is incorrect.')).toBeTruthy();
    expect(session.user.peek()).not.toBeNull();

    await user.clear(within(form).getByLabelText('Your password'));
    await user.type(within(form).getByLabelText('Your password'), 'Secret12');
    await user.click(within(form).getByRole('button', { name: 'Delete my account for good' }));
    await waitFor(() => expect(currentPath()).toBe('/'));
    expect(session.user.peek()).toBeNull();
    expect(await screen.findByText('Your account has been deleted.')).toBeTruthy();
  });
});
