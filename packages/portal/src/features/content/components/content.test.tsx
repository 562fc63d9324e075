import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  CONTACT_EMAIL_REQUIRED,
  CONTACT_QUERY_REQUIRED,
  CONTACT_SUBJECT_REQUIRED,
  CONTACT_THANKS,
  NETWORK_ERROR,
  NO_FAQS,
  OOPS_ERROR,
} from '@mentor/core';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok } from '../../../testing/fake-api';
import { makeUser } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';

const user = userEvent.setup();

describe('FAQ', () => {
  // DOMPurify does not run in happy-dom (it returns its input): tests/e2e proves the sanitising in Chromium.
  it('lists questions in an accordion with HTML answers', async () => {
    fakeApi({
      'GET /api/faq/get-faqs': ok([
        { question: 'How do I start?', answer: '<p>Press <strong>Explore</strong>.</p>' },
        { question: 'Can I cancel?', answer: '<p>Yes, <a href="https://example.com/terms">any time</a>.</p>' },
      ]),
    });
    renderApp('/dashboard/faq', { user: makeUser() });
    expect(await screen.findByRole('heading', { name: 'FAQ', level: 1 })).toBeTruthy();
    const first = await screen.findByRole('button', { name: 'How do I start?' });
    expect(first.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Explore').tagName).toBe('STRONG');
    await user.click(screen.getByRole('button', { name: 'Can I cancel?' }));
    expect((await screen.findByRole('link', { name: 'any time' })).getAttribute('href')).toBe(
      'https://example.com/terms',
    );
    expect(first.getAttribute('aria-expanded')).toBe('false');
  });

  it('says "There is no FAQs" when there are none', async () => {
    fakeApi({ 'GET /api/faq/get-faqs': ok([]) });
    renderApp('/dashboard/faq', { user: makeUser() });
    expect(await screen.findByText(NO_FAQS)).toBeTruthy();
  });

  it('shows nothing for a failed code, warns for others and says "Network Error" offline', async () => {
    let answer: 'failed' | 'exception' | 'offline' = 'failed';
    fakeApi({
      'GET /api/faq/get-faqs': () =>
        answer === 'failed'
          ? { error_code: 2, message: 'failed' }
          : answer === 'exception'
            ? { error_code: 5, message: 'boom', status: 500 }
            : ('network' as const),
    });
    let view = renderApp('/dashboard/faq', { user: makeUser() });
    expect(await screen.findByText(NO_FAQS)).toBeTruthy();
    expect(screen.queryByText(OOPS_ERROR)).toBeNull();
    view.unmount();
    answer = 'exception';
    view = renderApp('/dashboard/faq', { user: makeUser() });
    expect(await screen.findByText(OOPS_ERROR)).toBeTruthy();
    view.unmount();
    answer = 'offline';
    renderApp('/dashboard/faq', { user: makeUser() });
    expect(await screen.findByText(NETWORK_ERROR)).toBeTruthy();
  });
});

describe('contact', () => {
  it('requires e-mail, subject and query, then thanks the sender and clears the form', async () => {
    const calls = fakeApi({
      'POST /api/contact-us/post': ok({
        _id: 'm1',
        email: 'ana@example.com',
        subject: 'Hi',
        notes: 'Help',
        created_on: '2026-11-21T10:00:00Z',
      }),
    });
    renderApp('/contactUs');
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(screen.getByText(CONTACT_EMAIL_REQUIRED)).toBeTruthy();
    expect(screen.getByText(CONTACT_SUBJECT_REQUIRED)).toBeTruthy();
    expect(screen.getByText(CONTACT_QUERY_REQUIRED)).toBeTruthy();
    expect(calls).toHaveLength(0);
    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.type(screen.getByLabelText('Subject'), 'Hi');
    await user.type(screen.getByLabelText('How can we help you'), 'Help');
    expect(screen.queryByText(CONTACT_EMAIL_REQUIRED)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect((await screen.findByRole('alertdialog')).textContent).toContain(CONTACT_THANKS);
    expect(calls[0]?.body).toEqual({ email: 'ana@example.com', subject: 'Hi', notes: 'Help' });
    expect((screen.getByLabelText('Subject') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('How can we help you') as HTMLTextAreaElement).value).toBe('');
  });

  it("under the dashboard lists the caller's earlier messages and adds the new one", async () => {
    fakeApi({
      'GET /api/contact-us/get-list': ok([
        {
          _id: 'm0',
          email: 'ana@example.com',
          subject: 'Earlier question',
          notes: 'About plans',
          created_on: '2026-11-01T10:00:00Z',
        },
      ]),
      'POST /api/contact-us/post': ok({
        _id: 'm1',
        email: 'ana@example.com',
        subject: 'New one',
        notes: 'Hello',
        created_on: '2026-11-21T10:00:00Z',
      }),
    });
    renderApp('/dashboard/contactUs', { user: makeUser() });
    expect(await screen.findByText('Earlier question')).toBeTruthy();
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('ana@example.com');
    await user.type(screen.getByLabelText('Subject'), 'New one');
    await user.type(screen.getByLabelText('How can we help you'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('alertdialog');
    const list = document.querySelector('.message-list') as HTMLElement;
    await waitFor(() => expect(within(list).getAllByRole('listitem')[0]?.textContent).toContain('New one'));
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  });
});
