import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LOGOUT_QUESTION, LOGOUT_TITLE, NETWORK_ERROR_BANG, OPPS_ERROR } from '@mentor/core';
import { describe, expect, it } from 'vitest';
import { chat, session, storedKeys } from '../../../lib/stores';
import { fakeApi, ok } from '../../../testing/fake-api';
import { makeCategory, makeUser } from '../../../testing/fixtures';
import { currentPath, renderApp } from '../../../testing/render-app';
import { SIDEBAR_ENTRIES, hasPlanAction, notEmployee, sidebarEntriesFor } from './sidebar-entries';

const user = userEvent.setup();
const categories = [0, 1, 2, 3, 4, 5, 6].map((index) => makeCategory(index));

describe('dashboard', () => {
  it('sends visitors who are not logged in to /login', async () => {
    fakeApi({});
    renderApp('/dashboard/faq');
    await waitFor(() => expect(currentPath()).toBe('/login'));
  });

  it('greets the user and shows each category with its logo, description and Explore, in cycling tints', async () => {
    const calls = fakeApi({ 'GET /api/category/get-all-categories': ok(categories) });
    renderApp('/dashboard', { user: makeUser() });
    expect(await screen.findByRole('heading', { name: 'Hello, Ana Brooks' })).toBeTruthy();
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(7);
    expect(cards[0]?.className).toContain('tint-0');
    expect(cards[6]?.className).toContain('tint-0');
    expect(cards[5]?.className).toContain('tint-5');
    expect(within(cards[1] as HTMLElement).getByText('Description 1')).toBeTruthy();
    expect(calls[0]?.query.get('user_id')).toBe(makeUser()._id);
    expect(calls[0]?.headers.get('authorization')).toBe('Bearer token-1');
  });

  it('Explore stores the category and opens the main chat with its default prompts', async () => {
    fakeApi({
      'GET /api/category/get-all-categories': ok(categories),
      'GET /api/chat-head/get-all-chat-heads': ok([]),
    });
    renderApp('/dashboard', { user: makeUser() });
    await user.click(await screen.findByRole('button', { name: 'Explore Products' }));
    await waitFor(() => expect(currentPath()).toBe('/chat-bot/chat'));
    expect(chat.selectedCategoryId.peek()).toBe('c1');
    expect(await storedKeys.selectedCategoryId.load()).toBe('c1');
    expect(await screen.findByRole('button', { name: /Prompt A1/ })).toBeTruthy();
  });

  it('warns with the categories texts of spec §8', async () => {
    let answer: 'refuse' | 'offline' = 'refuse';
    fakeApi({
      'GET /api/category/get-all-categories': () =>
        answer === 'refuse' ? { error_code: 5, message: 'x', status: 500 } : ('network' as const),
    });
    const view = renderApp('/dashboard', { user: makeUser() });
    expect(await screen.findByText(OPPS_ERROR)).toBeTruthy();
    view.unmount();
    answer = 'offline';
    renderApp('/dashboard', { user: makeUser() });
    expect(await screen.findByText(NETWORK_ERROR_BANG)).toBeTruthy();
  });

  it('asks before logging out; Cancel stays, Yes revokes the token, clears the user and goes to /login', async () => {
    const calls = fakeApi({ 'GET /api/category/get-all-categories': ok([]), 'POST /api/user/logout': ok(null) });
    renderApp('/dashboard', { user: makeUser() });
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    let dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByRole('heading').textContent).toBe(LOGOUT_TITLE);
    expect(dialog.textContent).toContain(LOGOUT_QUESTION);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(session.user.peek()).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(currentPath()).toBe('/login'));
    expect(
      calls.some((call) => call.path === '/api/user/logout' && call.headers.get('authorization') === 'Bearer token-1'),
    ).toBe(true);
    expect(session.user.peek()).toBeNull();
    expect(window.localStorage.getItem('loginData')).toBeNull();
  });

  it('shows the settings heading', async () => {
    fakeApi({ 'GET /api/user/sessions': ok([]) });
    renderApp('/dashboard/setting', { user: makeUser() });
    expect(await screen.findByRole('heading', { name: 'Settings', level: 1 })).toBeTruthy();
  });
});

describe('sidebar entries', () => {
  it('lists Dashboard, Billing, Embed, FAQ & Help and Contact Us in order', () => {
    expect(sidebarEntriesFor(makeUser()).map((entry) => entry.label)).toEqual([
      'Dashboard',
      'Billing',
      'Embed',
      'FAQ & Help',
      'Contact Us',
    ]);
  });

  it('shows Embed only when the plan grants embed (seats get no plan_actions)', () => {
    expect(sidebarEntriesFor(makeUser({ plan_actions: [] })).map((entry) => entry.label)).not.toContain('Embed');
  });

  it('hides Billing from employees', () => {
    expect(sidebarEntriesFor(makeUser({ is_employee: true })).map((entry) => entry.label)).not.toContain('Billing');
  });

  it('shows an entry only to the users its rule admits (plan actions, employees)', () => {
    const entries = [
      ...SIDEBAR_ENTRIES,
      { label: 'Affiliate', href: '/dashboard/affiliate', icon: () => null, visible: hasPlanAction('affiliate') },
    ];
    const employee = makeUser({ is_employee: true, plan_actions: [{ action_name: 'affiliate' }] });
    expect(sidebarEntriesFor(employee, entries).map((entry) => entry.label)).toContain('Affiliate');
    expect(sidebarEntriesFor(employee, entries).map((entry) => entry.label)).not.toContain('Billing');
    expect(sidebarEntriesFor(makeUser(), entries).map((entry) => entry.label)).toEqual([
      'Dashboard',
      'Billing',
      'Embed',
      'FAQ & Help',
      'Contact Us',
    ]);
    expect(notEmployee(employee)).toBe(false);
  });
});
