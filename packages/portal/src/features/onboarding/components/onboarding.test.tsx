import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NETWORK_ERROR_BANG, NO_RECORD_FIND, OOPS_ERROR, SELECT_AN_OPTION } from '@mentor/core';
import { describe, expect, it } from 'vitest';
import { session } from '../../../lib/stores';
import { fakeApi, ok } from '../../../testing/fake-api';
import type { FakeRequest } from '../../../testing/fake-api';
import { makeUser } from '../../../testing/fixtures';
import { currentPath, renderApp } from '../../../testing/render-app';

const user = userEvent.setup();
const options = [
  { value: 'r1', label: 'Independent agent' },
  { value: 'r2', label: 'Agency owner' },
];
const newcomer = () =>
  makeUser({ is_user_subscribed: false, is_user_business_role: false, is_hear_from: false, plan_actions: [] });

describe('welcome', () => {
  it('plays the video and leads to the business-role step; the avatar falls back to the default image', async () => {
    fakeApi({});
    renderApp('/welcome', { user: newcomer() });
    const start = await screen.findByRole('link', { name: 'Get Started' });
    expect(start.getAttribute('href')).toBe('/business-role');
    expect(document.querySelector('video source')?.getAttribute('src')).toMatch(/\/media\/welcome\./);
    expect(screen.getByRole('link', { name: 'Mentor dashboard' }).getAttribute('href')).toBe('/dashboard');
    expect(screen.getByAltText("Ana Brooks's photo").getAttribute('src')).toBe('/default-avatar.svg');
  });

  it('falls back to the default image when the user photo fails to load', async () => {
    fakeApi({});
    renderApp('/welcome', { user: { ...newcomer(), image: '/uploads/gone.png' } });
    const photo = await screen.findByAltText("Ana Brooks's photo");
    expect(photo.getAttribute('src')).toBe(`${window.location.origin}/uploads/gone.png`);
    fireEvent.error(photo);
    await waitFor(() => expect(photo.getAttribute('src')).toBe('/default-avatar.svg'));
  });
});

describe('business role', () => {
  it('reads "Skip this step" until something is chosen, then saves the choice and goes to hear-from', async () => {
    const calls = fakeApi({
      'GET /api/lookup/get-drop-list': ok(options),
      'POST /api/user-business-role/post-list': ok(null),
    });
    renderApp('/business-role', { user: newcomer() });
    expect(await screen.findByRole('button', { name: 'Skip this step' })).toBeTruthy();
    await user.click(await screen.findByLabelText('Agency owner'));
    await user.click(screen.getByRole('button', { name: 'Next Step' }));
    await waitFor(() => expect(currentPath()).toBe('/hear-from'));
    const saved = calls.find((call: FakeRequest) => call.path === '/api/user-business-role/post-list');
    expect(JSON.parse(saved?.body as string)).toEqual([{ user_id: newcomer()._id, business_role_id: 'r2' }]);
    expect(session.user.peek()?.is_user_business_role).toBe(true);
  });

  it('warns "No record find" when the list answers failed, and the generic text otherwise', async () => {
    fakeApi({ 'GET /api/lookup/get-drop-list': { error_code: 2, message: 'none' } });
    renderApp('/business-role', { user: newcomer() });
    expect(await screen.findByText(NO_RECORD_FIND)).toBeTruthy();
  });

  it('says "Network Error!" when saving fails for want of a connection', async () => {
    fakeApi({ 'GET /api/lookup/get-drop-list': ok(options), 'POST /api/user-business-role/post-list': 'network' });
    renderApp('/business-role', { user: newcomer() });
    await user.click(await screen.findByRole('button', { name: 'Skip this step' }));
    expect(await screen.findByText(NETWORK_ERROR_BANG)).toBeTruthy();
    expect(currentPath()).toBe('/business-role');
  });
});

describe('hear-from', () => {
  it('needs an option ("Please select an Option!"), then saves and goes to the subscription', async () => {
    const calls = fakeApi({ 'GET /api/lookup/get-drop-list': ok(options), 'POST /api/hear-from/post-list': ok(null) });
    renderApp('/hear-from', { user: newcomer() });
    await user.click(await screen.findByRole('button', { name: 'Get Started' }));
    expect(await screen.findByText(SELECT_AN_OPTION)).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    await user.click(screen.getByLabelText('Independent agent'));
    await user.click(screen.getByRole('button', { name: 'Get Started' }));
    await waitFor(() => expect(currentPath()).toBe('/subscription'));
    expect(session.user.peek()?.is_hear_from).toBe(true);
  });

  it('sends an employee to the dashboard instead', async () => {
    fakeApi({
      'GET /api/lookup/get-drop-list': ok(options),
      'POST /api/hear-from/post-list': ok(null),
      'GET /api/category/get-all-categories': ok([]),
    });
    renderApp('/hear-from', { user: { ...newcomer(), is_employee: true } });
    await user.click(await screen.findByLabelText('Independent agent'));
    await user.click(screen.getByRole('button', { name: 'Get Started' }));
    await waitFor(() => expect(currentPath()).toBe('/dashboard'));
  });

  it('warns "Oops! Some error occured" when saving is refused', async () => {
    fakeApi({
      'GET /api/lookup/get-drop-list': ok(options),
      'POST /api/hear-from/post-list': { error_code: 5, message: 'x', status: 500 },
    });
    renderApp('/hear-from', { user: newcomer() });
    await user.click(await screen.findByLabelText('Independent agent'));
    await user.click(screen.getByRole('button', { name: 'Get Started' }));
    expect(await screen.findByText(OOPS_ERROR)).toBeTruthy();
  });
});
