import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok } from '../../../testing/fake-api';
import { makeUser } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';

const user = userEvent.setup();
const KEY = {
  _id: 'k1',
  name: 'CRM backend',
  scopes: ['chat', 'webhooks'],
  redacted: 'msk_…Ab12',
  created_on: '2026-11-21T10:00:00.000Z',
  last_used_on: null,
};
const ENDPOINT = {
  id: 'e1',
  object: 'webhook_endpoint',
  url: 'https://crm.example.com/hooks',
  events: ['message.completed'],
  secret_last4: 'wxyz',
  created_at: '2026-11-21T10:00:00.000Z',
  api_key_id: 'k1',
  api_key_name: 'CRM backend',
};
const DELIVERY = {
  _id: 'd1',
  event_id: 'ev1',
  event_type: 'message.completed',
  status: 'failed',
  attempts: 8,
  last_status_code: 500,
  last_error: 'The endpoint answered HTTP 500.',
  next_attempt_on: null,
  delivered_on: null,
  created_on: '2026-11-21T10:00:00.000Z',
};

function openApiTab() {
  renderApp('/dashboard/embed?tab=api', { user: makeUser() });
}

describe('embed settings, API tab', () => {
  it('opens from ?tab=api and lists keys redacted, with their scopes and last use', async () => {
    fakeApi({ 'GET /api/api-keys/get-keys': ok([KEY]), 'GET /api/api-keys/get-webhooks': ok([]) });
    openApiTab();
    expect(await screen.findByText('msk_…Ab12')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'API & webhooks' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText(/Never used/)).toBeTruthy();
    const scopes = screen.getByLabelText('Scopes', { selector: 'div' });
    expect(within(scopes).getByText('webhooks')).toBeTruthy();
  });

  it('creates a key with its scopes and shows it once', async () => {
    const calls = fakeApi({
      'GET /api/api-keys/get-keys': ok([]),
      'GET /api/api-keys/get-webhooks': ok([]),
      'POST /api/api-keys/create-key': ok(
        { ...KEY, _id: 'k2', name: 'Dialer', scopes: ['chat', 'seats:read'], key: 'msk_shown_once' },
        'The API key is ready. Copy it now: it is shown only once.',
      ),
    });
    openApiTab();
    await user.type(await screen.findByLabelText('Key name'), 'Dialer');
    await user.click(screen.getByRole('checkbox', { name: /seats:read/ }));
    await user.click(screen.getByRole('button', { name: 'Create API key' }));
    expect(await screen.findByText('msk_shown_once')).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/api-keys/create-key')?.body).toEqual({
      name: 'Dialer',
      scopes: ['chat', 'seats:read'],
    });
  });

  it('adds a webhook endpoint to a key with the webhooks scope and shows its secret once', async () => {
    const calls = fakeApi({
      'GET /api/api-keys/get-keys': ok([KEY]),
      'GET /api/api-keys/get-webhooks': ok([]),
      'POST /api/api-keys/create-webhook': ok({ ...ENDPOINT, secret: 'whsec_once' }, 'The endpoint is ready.'),
    });
    openApiTab();
    await user.type(await screen.findByLabelText('Endpoint URL'), 'https://crm.example.com/hooks');
    await user.click(screen.getByRole('checkbox', { name: 'seat.created' }));
    await user.click(screen.getByRole('checkbox', { name: 'seat.removed' }));
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));
    expect(await screen.findByText('whsec_once')).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/api-keys/create-webhook')?.body).toEqual({
      api_key_id: 'k1',
      url: 'https://crm.example.com/hooks',
      events: ['message.completed'],
    });
  });

  it('shows the delivery log and resends a delivery', async () => {
    const calls = fakeApi({
      'GET /api/api-keys/get-keys': ok([KEY]),
      'GET /api/api-keys/get-webhooks': ok([ENDPOINT]),
      'GET /api/api-keys/get-deliveries': ok([DELIVERY]),
      'POST /api/api-keys/resend-delivery': ok(
        { ...DELIVERY, _id: 'd2', status: 'pending', attempts: 0 },
        'Sent again.',
      ),
    });
    openApiTab();
    await user.click(await screen.findByRole('button', { name: 'Deliveries' }));
    expect(await screen.findByText('Failed')).toBeTruthy();
    expect(screen.getByText('HTTP 500')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Resend' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/api-keys/resend-delivery')).toBe(true));
    expect(calls.find((c) => c.path === '/api/api-keys/resend-delivery')?.body).toEqual({ _id: 'd1' });
    expect(calls.filter((c) => c.path === '/api/api-keys/get-deliveries')[0]?.query.get('endpoint_id')).toBe('e1');
  });

  it('looks at a delivery on its way again until it has arrived', async () => {
    let asked = 0;
    fakeApi({
      'GET /api/api-keys/get-keys': ok([KEY]),
      'GET /api/api-keys/get-webhooks': ok([ENDPOINT]),
      'GET /api/api-keys/get-deliveries': () => {
        asked += 1;
        return ok([
          asked === 1
            ? { ...DELIVERY, status: 'pending', attempts: 0, last_status_code: null, last_error: null }
            : { ...DELIVERY, status: 'delivered', attempts: 1, last_status_code: 200, last_error: null },
        ]);
      },
    });
    openApiTab();
    await user.click(await screen.findByRole('button', { name: 'Deliveries' }));
    expect(await screen.findByText('Sending')).toBeTruthy();
    expect(await screen.findByText('Delivered', undefined, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('HTTP 200')).toBeTruthy();
  });

  it("says so when the plan lacks the API, with the server's words", async () => {
    const refusal = {
      error_code: 2,
      status: 403,
      message: 'Embed keys belong to agency admins: your plan must include the widget (embed).',
    };
    fakeApi({ 'GET /api/api-keys/get-keys': refusal, 'GET /api/api-keys/get-webhooks': refusal });
    renderApp('/dashboard/embed?tab=api', { user: makeUser({ plan_actions: [] }) });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(refusal.message));
  });
});
