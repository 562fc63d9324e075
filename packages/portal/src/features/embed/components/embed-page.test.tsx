import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok } from '../../../testing/fake-api';
import { makeUser } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';

const user = userEvent.setup();
const KEY = {
  _id: 'k1',
  key: 'mk_existing',
  name: 'Main CRM',
  allowed_origins: ['https://crm.example.com'],
  secret_last4: 'a1b2',
  created_on: '2026-11-21T10:00:00.000Z',
  secret_rotated_on: '2026-11-21T10:00:00.000Z',
};

describe('embed settings', () => {
  it('lists the keys with their snippet, never their secret', async () => {
    fakeApi({ 'GET /api/embed/get-keys': ok([KEY]) });
    renderApp('/dashboard/embed', { user: makeUser() });
    expect(await screen.findByRole('heading', { name: 'Main CRM' })).toBeTruthy();
    expect(
      screen.getByText(`<script src="${location.origin}/widget/mentor-chat.js" data-key="mk_existing" async></script>`),
    ).toBeTruthy();
    expect(screen.getByText('a1b2')).toBeTruthy();
  });

  it('creates a key with its origins and shows the identity secret once', async () => {
    const calls = fakeApi({
      'GET /api/embed/get-keys': ok([]),
      'POST /api/embed/create-key': ok(
        {
          ...KEY,
          _id: 'k2',
          key: 'mk_new',
          name: 'Staging',
          allowed_origins: ['http://localhost:*'],
          secret: 'mks_shown_once',
        },
        'The key is ready.',
      ),
    });
    renderApp('/dashboard/embed', { user: makeUser() });
    await user.type(await screen.findByLabelText('Name'), 'Staging');
    await user.type(screen.getAllByLabelText('Allowed origins')[0]!, 'http://localhost:*');
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    expect(await screen.findByText('mks_shown_once')).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/embed/create-key')?.body).toEqual({
      name: 'Staging',
      allowed_origins: ['http://localhost:*'],
    });
  });

  it("shows the server's refusal to a user whose plan lacks embed", async () => {
    fakeApi({
      'GET /api/embed/get-keys': {
        error_code: 2,
        status: 403,
        message: 'Embed keys belong to agency admins: your plan must include the widget (embed).',
      },
    });
    renderApp('/dashboard/embed', { user: makeUser({ plan_actions: [] }) });
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Embed keys belong to agency admins: your plan must include the widget (embed).',
      ),
    );
  });
});
