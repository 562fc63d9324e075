import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok } from '../../../testing/fake-api';
import type { FakeAnswer } from '../../../testing/fake-api';
import { makeUser } from '../../../testing/fixtures';
import { currentPath, renderApp } from '../../../testing/render-app';
import { sidebarEntriesFor } from '../../dashboard/components/sidebar-entries';
import { admin, countriesAnswer, makeEmployee, makeSeats, PLAN_ID } from '../test-fixtures';

const user = userEvent.setup();
const LIST = '/dashboard/employee/employee_list';
const team = [
  makeEmployee(0),
  makeEmployee(1, { is_verified: false, invitation_status: 'pending' }),
  makeEmployee(2, { status: false }),
];

function teamApi(extra: Record<string, FakeAnswer | (() => FakeAnswer)> = {}, rows = team, seats = makeSeats()) {
  return fakeApi({
    'GET /api/employee/dashboard-list': ok(rows),
    'GET /api/employee/seats': ok(seats),
    ...extra,
  });
}

const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

describe('the employee list', () => {
  it('is reached from the sidebar entry Add Employee, shown only when the plan grants employee', async () => {
    expect(sidebarEntriesFor(admin).map((entry) => entry.label)).toContain('Add Employee');
    expect(sidebarEntriesFor(makeUser()).map((entry) => entry.label)).not.toContain('Add Employee');
    teamApi({ 'GET /api/category/get-all-categories': ok([]) });
    renderApp('/dashboard', { user: admin });
    await user.click(await screen.findByRole('link', { name: 'Add Employee' }));
    await waitFor(() => expect(currentPath()).toBe(LIST));
    expect(await screen.findByRole('heading', { name: 'Employees', level: 1 })).toBeTruthy();
    expect(await screen.findByText('Alex Rivera')).toBeTruthy();
  });

  it("shows the spec's table: names with avatars, DB Pending, Verified Yes/No, Status Active/Not Active", async () => {
    const calls = teamApi();
    renderApp(LIST, { user: admin });
    await screen.findByText('Alex Rivera');
    expect(calls.find((c) => c.path === '/api/employee/dashboard-list')?.query.get('user_plan_id')).toBe(PLAN_ID);
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(['', 'Name', 'Company', 'Role', 'Verified', 'Status', 'Actions']);
    const alex = within(rowOf('Alex Rivera'));
    expect(alex.getByRole('img', { name: "Alex Rivera's photo" })).toBeTruthy();
    expect(alex.getAllByText('DB Pending')).toHaveLength(2);
    expect(alex.getByText('Yes')).toBeTruthy();
    expect(alex.getByText('Active')).toBeTruthy();
    expect(within(rowOf('Robin Hale')).getByText('No')).toBeTruthy();
    expect(within(rowOf('Robin Hale')).getByText('Invitation sent')).toBeTruthy();
    expect(within(rowOf('Casey Lane')).getByText('Not Active')).toBeTruthy();
    // The container's "+ New User" is hidden on the list route.
    expect(screen.queryByRole('link', { name: '+ New User' })).toBeNull();
  });

  it('shows the seat meter with pending invitations, and a link to upgrade when the plan is full', async () => {
    teamApi({}, team, makeSeats({ used: 7, pending: 2, inactive: 1 }));
    const view = renderApp(LIST, { user: admin });
    expect(await screen.findByText('7 of 10 seats used')).toBeTruthy();
    expect(screen.getByText('You, 4 employees and 2 pending invitations · 1 user Not Active (no seat)')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add a user' }).getAttribute('href')).toBe('/dashboard/employee/new');
    view.unmount();

    teamApi({}, team, makeSeats({ used: 10, pending: 0 }));
    renderApp(LIST, { user: admin });
    expect(await screen.findByText('10 of 10 seats used')).toBeTruthy();
    expect(screen.getByText(/All seats are taken/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Upgrade for more seats' }).getAttribute('href')).toBe('/dashboard/plans');
    expect(screen.queryByRole('link', { name: 'Add a user' })).toBeNull();
  });

  it('searches by name and by e-mail', async () => {
    teamApi();
    renderApp(LIST, { user: admin });
    const search = await screen.findByRole('searchbox', { name: 'Search users by name or e-mail' });
    await user.type(search, 'robin');
    expect(screen.queryByText('Alex Rivera')).toBeNull();
    expect(screen.getByText('Robin Hale')).toBeTruthy();
    await user.clear(search);
    await user.type(search, 'OTHER.test');
    expect(screen.getByText('Casey Lane')).toBeTruthy();
    expect(screen.queryByText('Robin Hale')).toBeNull();
    await user.clear(search);
    await user.type(search, 'nobody');
    expect(screen.getByText('No user matches “nobody”.')).toBeTruthy();
  });

  it('selects all rows, deletes them after a confirmation and reloads the list', async () => {
    let rows = team;
    const calls = fakeApi({
      'GET /api/employee/dashboard-list': () => ok(rows),
      'GET /api/employee/seats': () => ok(makeSeats({ used: 1 + rows.filter((r) => r.status).length })),
      'POST /api/employee/delete-list': () => {
        rows = [];
        return ok(null, '3 users deleted.');
      },
    });
    renderApp(LIST, { user: admin });
    const deleteButton = await screen.findByRole('button', { name: 'Delete selected users' });
    expect((deleteButton as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: 'Select all users' }));
    expect(screen.getAllByRole('checkbox').every((box) => (box as HTMLInputElement).checked)).toBe(true);
    expect(screen.getByText('3 selected')).toBeTruthy();

    await user.click(deleteButton);
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm.textContent).toContain('Delete 3 users?');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((c) => c.path === '/api/employee/delete-list')).toBe(false);

    await user.click(deleteButton);
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await screen.findByText('No users yet. Add your agents: each gets an e-mail to set a password.');
    expect(calls.find((c) => c.path === '/api/employee/delete-list')?.body).toEqual([
      { _id: 'e0' },
      { _id: 'e1' },
      { _id: 'e2' },
    ]);
    expect(await screen.findByText('1 of 10 seats used')).toBeTruthy();
  });

  it('alerts the server message when a delete is refused', async () => {
    teamApi({
      'POST /api/employee/delete-list': { error_code: 2, status: 403, message: 'This employee is not on your plan.' },
    });
    renderApp(LIST, { user: admin });
    await user.click(await screen.findByRole('checkbox', { name: 'Select Robin Hale' }));
    await user.click(screen.getByRole('button', { name: 'Delete selected users' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => {
      const alert = screen.getByRole('alertdialog');
      expect(within(alert).getByRole('heading').textContent).toBe('Alert?');
      expect(alert.textContent).toContain('This employee is not on your plan.');
      expect(within(alert).getByRole('button', { name: 'Ok' })).toBeTruthy();
    });
    expect(screen.getByText('Robin Hale')).toBeTruthy();
  });

  it('opens the form carrying the row from the row menu, and switches the status', async () => {
    const calls = teamApi({
      'POST /api/employee/set-status': ok(makeEmployee(0, { status: false }), 'The employee is Not Active.'),
      'GET /api/misc/rt-employee-add': countriesAnswer,
    });
    renderApp(LIST, { user: admin });
    await user.click(await screen.findByRole('button', { name: 'Actions for Alex Rivera' }));
    const menu = screen.getByRole('menu', { name: 'Actions for Alex Rivera' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Edit', 'Deactivate']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Deactivate' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm.textContent).toContain('signed out of the portal and the CRM widget at once');
    await user.click(within(confirm).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/employee/set-status')?.body).toEqual({ _id: 'e0', status: false }),
    );

    await user.click(screen.getByRole('button', { name: 'Actions for Robin Hale' }));
    expect(
      within(screen.getByRole('menu'))
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Edit', 'Deactivate', 'Resend invitation']);
    await user.click(screen.getByRole('menuitem', { name: 'Edit' }));
    await waitFor(() => expect(currentPath()).toBe('/dashboard/employee/edit/e1'));
    // The row travelled with the navigation: no get-employee call was needed.
    expect(await screen.findByDisplayValue('Robin Hale')).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/employee/get-employee')).toBe(false);
    expect(screen.getByRole('link', { name: '+ New User' })).toBeTruthy();
  });

  it('shows an empty list with the reason when the server refuses, and a retry after a network failure', async () => {
    fakeApi({
      'GET /api/employee/dashboard-list': {
        error_code: 2,
        status: 403,
        message: "Only your agency's admin can manage its employees.",
      },
      'GET /api/employee/seats': {
        error_code: 2,
        status: 403,
        message: "Only your agency's admin can manage its employees.",
      },
    });
    const view = renderApp(LIST, { user: admin });
    expect((await screen.findByRole('alert')).textContent).toBe("Only your agency's admin can manage its employees.");
    expect(screen.queryByRole('table')).toBeNull();
    view.unmount();

    let online = false;
    fakeApi({
      'GET /api/employee/dashboard-list': () => (online ? ok(team) : 'network'),
      'GET /api/employee/seats': () => (online ? ok(makeSeats()) : 'network'),
    });
    renderApp(LIST, { user: admin });
    expect((await screen.findByRole('alert')).textContent).toContain('Network Error');
    online = true;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Alex Rivera')).toBeTruthy();
  });

  it('opens the list from /dashboard/employee', async () => {
    teamApi();
    renderApp('/dashboard/employee', { user: admin });
    await waitFor(() => expect(currentPath()).toBe(LIST));
    expect(await screen.findByText('Alex Rivera')).toBeTruthy();
  });
});
