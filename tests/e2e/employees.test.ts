import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO, DEMO_PASSWORD, mailbox } from '../support/harness.mjs';
import { expectPath, useE2E } from './setup';

// Team seats end to end: the demo agency admin adds an employee, who sets a password from the
// e-mailed link and works in the portal and in the widget of the CRM demo; the admin then switches
// the seat off (their open sessions stop), on again, and deletes it.
const e2e = useE2E();
const EMPLOYEE = { name: 'Jordan Blake', email: 'jordan.blake@example.com', password: 'Welcome12' };
const SEAT_INACTIVE = 'Your seat in this agency is not active. Please ask your agency admin.';

async function portalLogin(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/** The widget's parts inside the CRM demo (playwright's CSS pierces the open shadow roots). */
const widget = (page: Page) => ({
  launcher: page.locator('mentor-chat [part=launcher]'),
  email: page.locator('mentor-chat-panel input[type=email]'),
  password: page.locator('mentor-chat-panel input[type=password]'),
  signIn: page.locator('mentor-chat-panel button[type=submit]'),
  input: page.locator('mentor-chat-panel textarea'),
  replies: page.locator('mentor-chat-panel [role=log]'),
  alert: page.locator('mentor-chat-panel [role=alert]'),
});

async function sendInPortal(page: Page, text: string) {
  await page.getByLabel('Your message').fill(text);
  await page.getByRole('button', { name: 'Send' }).click();
}

async function openRowMenu(admin: Page, item: string) {
  await admin.getByRole('row', { name: new RegExp(EMPLOYEE.name) }).hover();
  await admin.getByRole('button', { name: `Actions for ${EMPLOYEE.name}` }).click();
  await admin.getByRole('menuitem', { name: item }).click();
}

describe('an agency adds an employee, who works in the portal and the widget', () => {
  it('add → invitation → set password → portal and widget chats → deactivate → reactivate → delete', async () => {
    // The demo admin opens the employees from the sidebar: the owner and the demo agent hold 2 seats.
    const admin = await e2e.newPage();
    await portalLogin(admin, DEMO.admin, DEMO_PASSWORD);
    await expectPath(admin, '/dashboard');
    await admin.getByRole('link', { name: 'Add Employee' }).click();
    await expectPath(admin, '/dashboard/employee/employee_list');
    await admin.getByText('2 of 10 seats used').waitFor();

    // The form, filled in as the spec lists it.
    await admin.getByRole('link', { name: 'Add a user' }).click();
    await expectPath(admin, '/dashboard/employee/new');
    await admin.getByLabel('Full Name').fill(EMPLOYEE.name);
    await admin.getByLabel('Email address').fill(EMPLOYEE.email);
    await admin.getByLabel('Phone number').fill('15555550142');
    await admin.getByRole('combobox', { name: 'Country' }).fill('United St');
    await admin.getByRole('option', { name: 'United States', exact: true }).click();
    await admin.getByLabel('State/Region').fill('Texas');
    await admin.getByLabel('City', { exact: true }).fill('Austin');
    await admin.getByLabel('Address', { exact: true }).fill('200 Lavaca St');
    await admin.getByLabel('Zip code').fill('78701');
    await admin.getByLabel('Company').fill('Whitfield Agency');
    await admin.getByRole('button', { name: 'Create User' }).click();
    const added = admin.getByRole('alertdialog');
    await added.getByText('User added.').waitFor();
    await added.getByRole('button', { name: 'Ok' }).click();
    await expectPath(admin, '/dashboard/employee/employee_list');
    await admin.getByText('3 of 10 seats used').waitFor();
    await admin.getByText('You, 1 employee and 1 pending invitation').waitFor();
    const row = admin.getByRole('row', { name: new RegExp(EMPLOYEE.name) });
    expect(await row.getByRole('cell', { name: 'No', exact: true }).count()).toBe(1);

    // The invitation is in the dev mailbox; its link sets the password.
    await expect.poll(async () => (await mailbox(e2e.url, EMPLOYEE.email)).length, { timeout: 15_000 }).toBe(1);
    const [invitation] = await mailbox(e2e.url, EMPLOYEE.email);
    const link = /(\S+\/set-password#token=[\w-]+)/.exec(invitation.text)![1]!;
    const employee = await e2e.newPage({ width: 375, height: 812 });
    await employee.goto(new URL(link).pathname + new URL(link).hash);
    await employee.getByText(EMPLOYEE.email).waitFor();
    await employee.getByLabel('Password', { exact: true }).fill(EMPLOYEE.password);
    await employee.getByLabel('Confirm Password').fill(EMPLOYEE.password);
    await employee.getByRole('button', { name: 'Set password' }).click();
    await expectPath(employee, '/login');
    const done = employee.getByRole('alertdialog');
    await done.getByText('Your password is set. Please log in.').waitFor();
    await done.getByRole('button', { name: 'OK' }).click();

    // The employee logs in: straight to the dashboard (no subscription step), no Billing, and chats.
    await portalLogin(employee, EMPLOYEE.email, EMPLOYEE.password);
    await expectPath(employee, '/dashboard');
    await employee.getByRole('heading', { name: `Hello, ${EMPLOYEE.name}` }).waitFor();
    await employee.getByRole('button', { name: 'Open menu' }).click();
    await employee.getByRole('link', { name: 'FAQ & Help' }).waitFor();
    expect(await employee.getByRole('link', { name: 'Billing' }).count()).toBe(0);
    expect(await employee.getByRole('link', { name: 'Add Employee' }).count()).toBe(0);
    await employee.getByRole('link', { name: 'Dashboard', exact: true }).click();
    await employee.getByRole('button', { name: 'Explore Underwriting' }).click();
    await expectPath(employee, '/chat-bot/chat');
    await sendInPortal(employee, 'What is a table rating?');
    await employee.locator('.from-assistant.is-complete').waitFor({ timeout: 30_000 });

    // The same person signs in to the widget on the CRM demo with the widget's own login.
    const crm = await e2e.newPage();
    await crm.goto('/examples/crm-demo/');
    await crm.locator('mentor-chat[user-token]').waitFor({ state: 'attached' });
    await crm.selectOption('#crm-user', '');
    await expect.poll(() => crm.locator('mentor-chat[user-token]').count()).toBe(0);
    const chat = widget(crm);
    await chat.launcher.click();
    await chat.email.fill(EMPLOYEE.email);
    await chat.password.fill(EMPLOYEE.password);
    await chat.signIn.click();
    await chat.input.waitFor();
    await chat.input.fill('What is her BMI?');
    await chat.input.press('Enter');
    await expect.poll(() => chat.replies.textContent(), { timeout: 30_000 }).toMatch(/^Mentor: .*31\.2/s);

    // The admin deactivates the seat: both open sessions stop working at once.
    await openRowMenu(admin, 'Deactivate');
    await admin.getByRole('alertdialog').getByRole('button', { name: 'Deactivate' }).click();
    await row.getByText('Not Active').waitFor();
    await admin.getByText('2 of 10 seats used').waitFor();

    await chat.input.fill('And her insurability?');
    await chat.input.press('Enter');
    await expect
      .poll(() => chat.alert.first().textContent(), { timeout: 15_000 })
      .toBe('Your session has expired. Please log in again.');
    await chat.email.fill(EMPLOYEE.email);
    await chat.password.fill(EMPLOYEE.password);
    await chat.signIn.click();
    await expect.poll(() => chat.alert.first().textContent(), { timeout: 15_000 }).toBe(SEAT_INACTIVE);

    await sendInPortal(employee, 'And for a smoker?');
    await expectPath(employee, '/login');
    await portalLogin(employee, EMPLOYEE.email, EMPLOYEE.password);
    await employee.getByText(SEAT_INACTIVE).waitFor();
    expect(new URL(employee.url()).pathname).toBe('/login');

    // Active again: the employee is back in.
    await openRowMenu(admin, 'Activate');
    await row.getByText('Active', { exact: true }).waitFor();
    await admin.getByText('3 of 10 seats used').waitFor();
    await portalLogin(employee, EMPLOYEE.email, EMPLOYEE.password);
    await expectPath(employee, '/dashboard');

    // Deleted: the row goes, and the seat meter goes down.
    await row.getByRole('checkbox', { name: `Select ${EMPLOYEE.name}` }).check();
    await admin.getByRole('button', { name: 'Delete selected users' }).click();
    const confirm = admin.getByRole('alertdialog');
    await confirm.getByText('Delete 1 user?').waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await admin.getByText('2 of 10 seats used').waitFor();
    expect(await admin.getByRole('row', { name: new RegExp(EMPLOYEE.name) }).count()).toBe(0);
  });
});
