import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  CODE_INVALID,
  CODE_NOT_RECEIVED_LINK,
  CONFIRM_PASSWORD_MISMATCH,
  NETWORK_ERROR_BANG,
  NEW_PASSWORD_MISMATCH,
  PASSWORD_UPDATED,
  SESSION_EXPIRED,
  VERIFICATION_GENERATED,
} from '@mentor/core';
import { describe, expect, it } from 'vitest';
import { session, storedKeys } from '../../../lib/stores';
import { fakeApi, ok } from '../../../testing/fake-api';
import { makeUser } from '../../../testing/fixtures';
import { currentPath, renderApp } from '../../../testing/render-app';

const user = userEvent.setup();

describe('login', () => {
  it('a member whose session was revoked lands on login with the reason, not a silent redirect', async () => {
    session.setUser(makeUser());
    fakeApi({
      'GET /api/category/get-all-categories': {
        error_code: 8,
        status: 401,
        message: 'Your session has expired. Please log in again.',
      },
    });
    renderApp('/dashboard');
    await waitFor(() => expect(currentPath()).toBe('/login'));
    expect((await screen.findByText(SESSION_EXPIRED)).getAttribute('role')).toBe('status');
  });

  it('clears the warning of a failed login once the login succeeds', async () => {
    let attempt = 0;
    fakeApi({
      'POST /api/user/login-user': () =>
        (attempt += 1) === 1
          ? { error_code: 10, message: 'The e-mail or password is incorrect.', status: 401 }
          : ok(makeUser()),
      'GET /api/category/get-all-categories': ok([]),
    });
    renderApp('/login');
    await user.type(await screen.findByLabelText('Email'), 'ana@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('The e-mail or password is incorrect.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(currentPath()).toBe('/dashboard'));
    await waitFor(() => expect(screen.queryByText('The e-mail or password is incorrect.')).toBeNull());
  });

  it('outlines the missing fields in red and sends nothing', async () => {
    const calls = fakeApi({});
    renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Login' }));
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');
    expect(calls).toHaveLength(0);
  });

  it('shows the server message as a warning toast when the login fails', async () => {
    fakeApi({ 'POST /api/user/login-user': { error_code: 10, message: 'Invalid e-mail or password.', status: 401 } });
    renderApp('/login');
    await user.type(await screen.findByLabelText('Email'), 'ana@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Invalid e-mail or password.')).toBeTruthy();
    expect(currentPath()).toBe('/login');
  });

  it('says "Network Error!" when the request fails', async () => {
    fakeApi({ 'POST /api/user/login-user': 'network' });
    renderApp('/login');
    await user.type(await screen.findByLabelText('Email'), 'ana@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText(NETWORK_ERROR_BANG)).toBeTruthy();
  });

  it('stores the user and sends an unverified one to the code screen with the info toast', async () => {
    const unverified = makeUser({ is_verified: false, is_user_subscribed: false });
    fakeApi({ 'POST /api/user/login-user': ok(unverified, VERIFICATION_GENERATED) });
    renderApp('/login');
    await user.type(await screen.findByLabelText('Email'), 'ana@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText(VERIFICATION_GENERATED)).toBeTruthy();
    await waitFor(() => expect(currentPath()).toBe('/otp'));
    expect(JSON.parse(window.localStorage.getItem('loginData') ?? 'null')._id).toBe(unverified._id);
  });

  it('follows the gate after login: subscribed to the dashboard, missing role to the business-role step', async () => {
    fakeApi({
      'POST /api/user/login-user': ok(makeUser({ is_user_subscribed: false, is_user_business_role: false })),
      'GET /api/lookup/get-drop-list': ok([]),
    });
    renderApp('/login');
    await user.type(await screen.findByLabelText('Email'), 'ana@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(currentPath()).toBe('/business-role'));
  });
});

describe('sign-up', () => {
  it('refuses a confirmation that does not match', async () => {
    const calls = fakeApi({});
    renderApp('/signup');
    await user.type(await screen.findByLabelText('Name'), 'Ana');
    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.type(screen.getByLabelText('Password'), 'Secret12');
    await user.type(screen.getByLabelText('Confirm Password'), 'Secret13');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText(CONFIRM_PASSWORD_MISMATCH)).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('stores the new user and goes to the code screen', async () => {
    const calls = fakeApi({ 'POST /api/user/new-user': ok(makeUser({ is_verified: false })) });
    renderApp('/signup');
    await user.type(await screen.findByLabelText('Name'), 'Ana');
    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.type(screen.getByLabelText('Password'), 'Secret12');
    await user.type(screen.getByLabelText('Confirm Password'), 'Secret12');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(currentPath()).toBe('/otp'));
    expect(calls[0]?.body).toBeInstanceOf(FormData);
    expect(session.user.peek()?.email).toBe('ana@example.com');
  });
});

describe('verify code', () => {
  it('asks for four digits and ignores anything else typed', async () => {
    session.setUser(makeUser({ is_verified: false }));
    const calls = fakeApi({});
    renderApp('/otp');
    const input = await screen.findByLabelText('Verification code');
    await user.type(input, '12a');
    expect((input as HTMLInputElement).value).toBe('12');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(CODE_INVALID)).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('"Didn\'t recieved your code?" sends a new verification code and counts down to the next', async () => {
    session.setUser(makeUser({ is_verified: false }));
    const calls = fakeApi({
      'POST /api/user/resend-verification-code': ok({ retry_after: 60 }, 'We sent you a new code.'),
    });
    renderApp('/otp');
    const link = await screen.findByRole('button', { name: CODE_NOT_RECEIVED_LINK });
    await user.click(link);
    expect(
      await screen.findByText('We sent a new code to ana@example.com. You can ask for another code in 1:00.'),
    ).toBeTruthy();
    expect((link as HTMLButtonElement).disabled).toBe(true);
    expect(calls.map((call) => call.path)).toEqual(['/api/user/resend-verification-code']);
    expect(currentPath()).toBe('/otp');
  });

  it("a code asked for too soon shows the server's wait, counting down", async () => {
    session.setUser(makeUser({ is_verified: false }));
    fakeApi({
      'POST /api/user/resend-verification-code': {
        error_code: 2,
        status: 429,
        message: 'Too many requests. Please try again in 42 seconds.',
        result: { retry_after: 42 },
      },
    });
    renderApp('/otp');
    await user.click(await screen.findByRole('button', { name: CODE_NOT_RECEIVED_LINK }));
    expect(await screen.findByText('You can ask for another code in 42 s.')).toBeTruthy();
    expect((screen.getByRole('button', { name: CODE_NOT_RECEIVED_LINK }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('in the forgot-password flow, asks for a new reset code for the saved address', async () => {
    await storedKeys.forgotPasswordEmail.save('ana@example.com');
    const calls = fakeApi({ 'POST /api/user/generate-code': ok({ retry_after: 60 }) });
    renderApp('/otp');
    await user.click(await screen.findByRole('button', { name: CODE_NOT_RECEIVED_LINK }));
    await screen.findByText(/We sent a new code to ana@example.com/);
    expect(calls[0]).toMatchObject({ path: '/api/user/generate-code', body: { email: 'ana@example.com' } });
  });

  it('verifies a signed-in user and goes to welcome', async () => {
    session.setUser(makeUser({ is_verified: false }));
    const calls = fakeApi({ 'POST /api/user/validate-verification-code': ok(makeUser({ is_verified: true })) });
    renderApp('/otp');
    await user.type(await screen.findByLabelText('Verification code'), '1234');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(currentPath()).toBe('/welcome'));
    expect(calls[0]?.body).toEqual({ email: 'ana@example.com', code: '1234' });
    expect(session.user.peek()?.is_verified).toBe(true);
  });

  it('without a user, passes the code on to /set-new-password', async () => {
    await storedKeys.forgotPasswordEmail.save('ana@example.com');
    fakeApi({ 'POST /api/user/validate-verification-code': ok(null) });
    renderApp('/otp');
    await user.type(await screen.findByLabelText('Verification code'), '4321');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(currentPath()).toBe('/set-new-password'));
    expect(window.history.state).toEqual({ code: '4321' });
  });

  it('shows the server message in an alert when the code is wrong', async () => {
    await storedKeys.forgotPasswordEmail.save('ana@example.com');
    fakeApi({ 'POST /api/user/validate-verification-code': { error_code: 13, message: 'That code is not right.' } });
    renderApp('/otp');
    await user.type(await screen.findByLabelText('Verification code'), '4321');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('That code is not right.');
  });
});

describe('forgot password and new password', () => {
  it('clears the stored user, requests a code, saves the e-mail and goes to the code screen', async () => {
    session.setUser(makeUser());
    const calls = fakeApi({ 'POST /api/user/generate-code': ok(null) });
    renderApp('/forget-password');
    await user.type(await screen.findByLabelText('Email'), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(currentPath()).toBe('/otp'));
    expect(calls[0]?.body).toEqual({ email: 'ana@example.com' });
    expect(session.user.peek()).toBeNull();
    expect(await storedKeys.forgotPasswordEmail.load()).toBe('ana@example.com');
  });

  it('alerts the server message when the code cannot be sent', async () => {
    fakeApi({ 'POST /api/user/generate-code': { error_code: 2, message: 'Wait a minute.', status: 429 } });
    renderApp('/forget-password');
    await user.type(await screen.findByLabelText('Email'), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findByRole('alertdialog')).textContent).toContain('Wait a minute.');
  });

  it('refuses entries that differ, then updates the password and alerts on the login screen', async () => {
    await storedKeys.forgotPasswordEmail.save('ana@example.com');
    const calls = fakeApi({ 'POST /api/user/forgot-password': ok(null) });
    window.history.replaceState({ code: '4321' }, '', '/set-new-password');
    renderApp('/set-new-password');
    window.history.replaceState({ code: '4321' }, '', '/set-new-password');
    await user.type(await screen.findByLabelText('Password'), 'Secret12');
    await user.type(screen.getByLabelText('Confirm Password'), 'Secret1');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText(NEW_PASSWORD_MISMATCH)).toBeTruthy();
    await user.type(screen.getByLabelText('Confirm Password'), '2');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect((await screen.findByRole('alertdialog')).textContent).toContain(PASSWORD_UPDATED);
    expect(currentPath()).toBe('/login');
    expect(calls[0]?.body).toEqual({ email: 'ana@example.com', code: '4321', password: 'Secret12' });
    expect(await storedKeys.forgotPasswordEmail.load()).toBeNull();
  });
});
