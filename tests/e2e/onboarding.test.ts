import { CODE_INVALID, CONFIRM_PASSWORD_MISMATCH, SELECT_AN_OPTION } from '@mentor/core';
import { describe, expect, it } from 'vitest';
import { mailbox, waitForCode } from '../support/harness.mjs';
import { expectPath, useE2E } from './setup';

const e2e = useE2E();

describe('a new agent signs up and goes through onboarding', () => {
  it('sign-up → e-mailed code → welcome → business role (skipped) → hear-from → subscription', async () => {
    const page = await e2e.newPage();
    const email = `new.agent.${Date.now()}@example.com`;

    await page.goto('/');
    await page.getByRole('link', { name: 'Join Now' }).click();
    await expectPath(page, '/signup');

    // Spec §5: required fields outlined red, then the confirmation must match.
    await page.getByRole('button', { name: 'Sign Up' }).click();
    for (const label of ['Name', 'Email', 'Password']) {
      await expect.poll(() => page.getByLabel(label, { exact: true }).getAttribute('aria-invalid')).toBe('true');
    }
    await page.getByLabel('Name').fill('Jordan Reyes');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Secret12');
    await page.getByLabel('Confirm Password').fill('Secret13');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.getByText(CONFIRM_PASSWORD_MISMATCH).waitFor();
    await page.getByLabel('Confirm Password').fill('Secret12');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expectPath(page, '/otp');
    await page.getByText(email).waitFor();

    // Spec §5: the code is exactly four digits.
    await page.getByLabel('Verification code').fill('12');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText(CODE_INVALID).waitFor();

    const code = await waitForCode(e2e.url, email);
    await page.getByLabel('Verification code').fill(code);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expectPath(page, '/welcome');
    await expect
      .poll(() => page.locator('video.welcome-video').getAttribute('poster'))
      .toBe('/media/welcome-poster.jpg');
    const playable = await page.evaluate(async () => {
      const video = document.querySelector('video');
      if (!video) return false;
      if (video.readyState < 2)
        await new Promise((resolve) => video.addEventListener('loadeddata', resolve, { once: true }));
      return video.videoWidth > 0;
    });
    expect(playable).toBe(true);

    await page.getByRole('link', { name: 'Get Started' }).click();
    await expectPath(page, '/business-role');
    await page.getByRole('button', { name: 'Skip this step' }).waitFor();
    await page.getByText('Agency owner').click();
    await page.getByRole('button', { name: 'Next Step' }).waitFor();
    await page.getByText('Agency owner').click();
    await page.getByRole('button', { name: 'Skip this step' }).click();
    await expectPath(page, '/hear-from');

    await page.getByRole('button', { name: 'Get Started' }).click();
    await page.getByText(SELECT_AN_OPTION).waitFor();
    await page.getByText('A friend or colleague').click();
    await page.getByRole('button', { name: 'Get Started' }).click();
    await expectPath(page, '/subscription');

    // The stored user carries both onboarding flags, and a reload of root follows the gate.
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('loginData') ?? 'null'));
    expect(stored).toMatchObject({ email, is_verified: true, is_user_business_role: true, is_hear_from: true });
    await page.goto('/');
    await expectPath(page, '/subscription');
    expect((await mailbox(e2e.url, email)).length).toBeGreaterThanOrEqual(1);
  });

  it('a taken address gets the server message as a warning toast', async () => {
    const page = await e2e.newPage();
    await page.goto('/signup');
    await page.getByLabel('Name').fill('Someone');
    await page.getByLabel('Email').fill('admin@mentor.demo');
    await page.getByLabel('Password', { exact: true }).fill('Secret12');
    await page.getByLabel('Confirm Password').fill('Secret12');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    const toast = page.locator('[data-sonner-toast][data-type="warning"]');
    await toast.waitFor();
    expect((await toast.textContent())?.length).toBeGreaterThan(0);
    await expectPath(page, '/signup');
  });
});
