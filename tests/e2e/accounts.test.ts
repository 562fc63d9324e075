import {
  CONTACT_EMAIL_REQUIRED,
  CONTACT_QUERY_REQUIRED,
  CONTACT_SUBJECT_REQUIRED,
  CONTACT_THANKS,
  CURRENT_PASSWORD_REQUIRED,
  NAME_REQUIRED,
  NEW_PASSWORD_MISMATCH,
  NEW_PASSWORD_REQUIRED,
  PASSWORD_CHANGED,
  PASSWORD_NEEDS_NUMBER,
  PASSWORD_NEEDS_UPPERCASE,
  PASSWORD_TOO_SHORT,
  PASSWORD_UPDATED,
  PHONE_DIGITS,
  PROFILE_UPDATED,
  SUBSCRIBE_EMAIL_INVALID,
  SUBSCRIBE_EMAIL_REQUIRED,
  SUBSCRIBED_SUCCESSFULLY,
} from '@mentor/core';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO, DEMO_PASSWORD, callApi, createVerifiedUser, waitForCode } from '../support/harness.mjs';
import { expectPath, useE2E } from './setup';

const e2e = useE2E();

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

async function ready(email: string, password = 'Secret12') {
  const user = (await createVerifiedUser(e2e.url, { name: 'Casey Morgan', email, password })) as { token: string };
  // Finish onboarding through the API so login lands on the dashboard-side screens quickly.
  await callApi(e2e.url, 'POST', '/api/user-business-role/post-list', [], user.token);
  return user;
}

describe('forgot password, end to end', () => {
  it('code by e-mail → new password → alert → login with the new password', async () => {
    // A seeded account: a fresh sign-up has just been sent a code, and codes are one a minute.
    const email = DEMO.affiliate;
    const page = await e2e.newPage();
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot Password' }).click();
    await expectPath(page, '/forget-password');

    await page.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => page.getByLabel('Email').getAttribute('aria-invalid')).toBe('true');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expectPath(page, '/otp');

    // A wrong code: the server's message in an alert dialog.
    await page.getByLabel('Verification code').fill('0000');
    await page.getByRole('button', { name: 'Continue' }).click();
    const alert = page.getByRole('alertdialog');
    await alert.waitFor();
    expect((await alert.textContent())?.length).toBeGreaterThan(5);
    await alert.getByRole('button', { name: 'OK' }).click();

    const code = await waitForCode(e2e.url, email);
    await page.getByLabel('Verification code').fill(code);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expectPath(page, '/set-new-password');

    await page.getByLabel('Password', { exact: true }).fill('NewSecret1');
    await page.getByLabel('Confirm Password').fill('NewSecret2');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await page.getByText(NEW_PASSWORD_MISMATCH).waitFor();
    await page.getByLabel('Confirm Password').fill('NewSecret1');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expectPath(page, '/login');
    await page.getByRole('alertdialog').getByText(PASSWORD_UPDATED).waitFor();
    await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();

    // The old password no longer works (server message as a warning toast); the new one does.
    await logIn(page, email, DEMO_PASSWORD);
    await page.locator('[data-sonner-toast][data-type="warning"]').waitFor();
    await expectPath(page, '/login');
    await logIn(page, email, 'NewSecret1');
    await expectPath(page, '/dashboard');
  });
});

describe('validation messages of spec §5 in the browser', () => {
  it('subscribe box: "Please enter an email", "Enter valid email", then "Subscribed successfully!"', async () => {
    const page = await e2e.newPage();
    await page.goto('/');
    const box = page.getByPlaceholder('Enter your email');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await page.locator('[data-sonner-toast][data-type="info"]', { hasText: SUBSCRIBE_EMAIL_REQUIRED }).waitFor();
    await box.fill('someone@nowhere');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await page.locator('[data-sonner-toast][data-type="warning"]', { hasText: SUBSCRIBE_EMAIL_INVALID }).waitFor();
    await box.fill('reader@example.com');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await page.getByText(SUBSCRIBED_SUCCESSFULLY).waitFor();
  });

  it('contact form: the three messages, then the thanks alert and a cleared form', async () => {
    const page = await e2e.newPage({ width: 375, height: 812 });
    await page.goto('/contactUs');
    await page.getByRole('button', { name: 'Submit' }).click();
    for (const message of [CONTACT_EMAIL_REQUIRED, CONTACT_SUBJECT_REQUIRED, CONTACT_QUERY_REQUIRED]) {
      await page.getByText(message).waitFor();
    }
    await page.getByLabel('Email').fill('lead@example.com');
    await page.getByLabel('Subject').fill('Enterprise pricing');
    await page.getByLabel('How can we help you').fill('We have 40 agents.');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('alertdialog').getByText(CONTACT_THANKS).waitFor();
    expect(await page.getByLabel('Subject').inputValue()).toBe('');
  });

  it('profile and change password: every message, then both saves', async () => {
    const email = `profile.${Date.now()}@example.com`;
    await ready(email);
    const page = await e2e.newPage();
    await logIn(page, email, 'Secret12');
    await page.waitForURL((url) => url.pathname !== '/login');
    await page.goto('/profile');

    expect(await page.getByLabel('E-mail address').getAttribute('readonly')).not.toBeNull();
    await page.getByLabel('Name').fill('');
    await page.getByLabel('Phone Number').fill('12345');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText(NAME_REQUIRED).waitFor();
    await page.getByText(PHONE_DIGITS).waitFor();
    await page.getByLabel('Name').fill('Casey M. Morgan');
    await page.getByLabel('Phone Number').fill('15551234567');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText(PROFILE_UPDATED).waitFor();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('loginData') ?? 'null'));
    expect(stored).toMatchObject({ name: 'Casey M. Morgan', phone: '15551234567' });

    await page.getByRole('link', { name: 'Security' }).click();
    await expectPath(page, '/profile/security');
    const save = page.getByRole('button', { name: 'Change Password' });
    await save.click();
    await page.getByText(CURRENT_PASSWORD_REQUIRED).waitFor();
    await page.getByText(NEW_PASSWORD_REQUIRED).waitFor();
    await page.getByLabel('Current Password').fill('Secret12');
    expect(await page.getByText(CURRENT_PASSWORD_REQUIRED).count()).toBe(0);
    for (const [typed, message] of [
      ['abc', PASSWORD_TOO_SHORT],
      ['abcdefg', PASSWORD_NEEDS_UPPERCASE],
      ['Abcdefg', PASSWORD_NEEDS_NUMBER],
    ]) {
      await page.getByLabel('New Password').fill(typed);
      await save.click();
      await page.getByText(message).waitFor();
    }
    await page.getByLabel('New Password').fill('Abcdefg1');
    await save.click();
    await page.getByText(PASSWORD_CHANGED).waitFor();
  });

  it('FAQ answers are sanitised in the browser even if the server sent something unsafe', async () => {
    const email = `faq.${Date.now()}@example.com`;
    await ready(email);
    const page = await e2e.newPage();
    await logIn(page, email, 'Secret12');
    await page.waitForURL((url) => url.pathname !== '/login');
    await page.route('**/api/faq/get-faqs', (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({
          error_code: 0,
          message: 'Success',
          result: [
            {
              question: 'Is this safe?',
              answer:
                '<p>Yes <a href="https://example.com/x">link</a></p><img src="x" onerror="window.pwned=1"><script>window.pwned=2</script>',
            },
          ],
        }),
      }),
    );
    await page.goto('/dashboard/faq');
    await page.getByRole('heading', { name: 'FAQ', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'link' }).waitFor();
    expect(await page.locator('.faq-answer img[onerror], .faq-answer script').count()).toBe(0);
    expect(await page.getByRole('link', { name: 'link' }).getAttribute('rel')).toBe('noopener noreferrer');
    expect(await page.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined();
  });
});
