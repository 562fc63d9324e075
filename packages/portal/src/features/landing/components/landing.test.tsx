import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  AFFILIATE_BLURB,
  NETWORK_ERROR,
  SOME_ERROR_OCCURRED,
  SUBSCRIBE_EMAIL_INVALID,
  SUBSCRIBE_EMAIL_REQUIRED,
  SUBSCRIBED_SUCCESSFULLY,
} from '@mentor/core';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok } from '../../../testing/fake-api';
import { makeUser } from '../../../testing/fixtures';
import { currentPath, renderApp } from '../../../testing/render-app';

const user = userEvent.setup();

async function subscribeWith(email: string) {
  const box = await screen.findByPlaceholderText('Enter your email');
  await user.clear(box);
  if (email) await user.type(box, email);
  await user.click(screen.getByRole('button', { name: 'Subscribe' }));
}

describe('landing page', () => {
  it('shows the hero, about, the four prompt cards, the subscribe box, the plans and the 2023 footer', async () => {
    fakeApi({});
    renderApp('/');
    expect(await screen.findByRole('link', { name: 'Join Now' })).toBeTruthy();
    for (const title of ['Underwriting', 'Products', 'Sales', 'Laws']) {
      expect(screen.getByRole('heading', { name: title, level: 3 })).toBeTruthy();
    }
    for (const plan of ['Agent', 'Agency', 'Affiliate', 'Enterprise']) {
      expect(screen.getByRole('article', { name: `${plan} plan` })).toBeTruthy();
    }
    const agency = screen.getByRole('article', { name: 'Agency plan' });
    expect(agency.textContent).toContain('499.00');
    expect(agency.textContent).toContain('10 users');
    expect(screen.getByRole('article', { name: 'Affiliate plan' }).textContent).toContain(AFFILIATE_BLURB);
    expect(screen.getByRole('article', { name: 'Agent plan' }).textContent).toContain('49.00');
    expect(screen.getByText(/© 2023 Mentor\. All rights reserved\./)).toBeTruthy();
  });

  it('leads plan buttons to sign-up and Enterprise to Contact Us, and prompt points to login', async () => {
    fakeApi({});
    renderApp('/');
    const agent = await screen.findByRole('article', { name: 'Agent plan' });
    expect(within(agent).getByRole('link').getAttribute('href')).toBe('/signup');
    const enterprise = screen.getByRole('article', { name: 'Enterprise plan' });
    expect(within(enterprise).getByRole('link').getAttribute('href')).toBe('/contactUs');
    await user.click(screen.getByRole('link', { name: /How do these medications affect approval/ }));
    await waitFor(() => expect(currentPath()).toBe('/login'));
  });

  it('checks the subscribe e-mail with the spec messages before sending it', async () => {
    const calls = fakeApi({ 'POST /api/contact-us/subscribe': ok(null, SUBSCRIBED_SUCCESSFULLY) });
    renderApp('/');
    await subscribeWith('');
    expect(await screen.findByText(SUBSCRIBE_EMAIL_REQUIRED)).toBeTruthy();
    await subscribeWith('not-an-address');
    expect(await screen.findByText(SUBSCRIBE_EMAIL_INVALID)).toBeTruthy();
    expect(calls).toHaveLength(0);
    await subscribeWith('ana@example.com');
    expect(await screen.findByText(SUBSCRIBED_SUCCESSFULLY)).toBeTruthy();
    expect(calls[0]?.body).toEqual({ email: 'ana@example.com' });
  });

  it('says "Some error occurred" when the server refuses and "Network Error" when it cannot be reached', async () => {
    let answer: 'refuse' | 'offline' = 'refuse';
    fakeApi({
      'POST /api/contact-us/subscribe': () =>
        answer === 'refuse' ? { error_code: 2, message: 'No.' } : ('network' as const),
    });
    renderApp('/');
    await subscribeWith('ana@example.com');
    expect(await screen.findByText(SOME_ERROR_OCCURRED)).toBeTruthy();
    answer = 'offline';
    await subscribeWith('ana@example.com');
    expect(await screen.findByText(NETWORK_ERROR)).toBeTruthy();
  });

  it('sends a signed-in subscribed user on to the dashboard', async () => {
    fakeApi({ 'GET /api/category/get-all-categories': ok([]) });
    renderApp('/', { user: makeUser() });
    await waitFor(() => expect(currentPath()).toBe('/dashboard'));
  });

  it('lets an unverified signed-in user stay on the landing page', async () => {
    fakeApi({});
    renderApp('/', { user: makeUser({ is_verified: false }) });
    expect(await screen.findByRole('link', { name: 'Join Now' })).toBeTruthy();
    expect(currentPath()).toBe('/');
  });

  it('marks the navbar link of the current route', async () => {
    fakeApi({});
    renderApp('/plans');
    const plans = await screen.findByRole('link', { name: 'Plans' });
    expect(plans.getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Features' }).getAttribute('aria-current')).toBeNull();
  });
});
