import { ErrorCode, PlanId } from '@mentor/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CRM_ORIGIN, createAgency, signUserToken, widgetCall, type CreatedKey } from './embed-fixtures';
import { createVerifiedUser, startTestServer, subscribe, type TestServer } from './harness';

let server: TestServer;
let agency: Awaited<ReturnType<typeof createAgency>>;

beforeAll(async () => {
  server = await startTestServer();
  agency = await createAgency(server, 'Keys Agency', [CRM_ORIGIN, 'http://localhost:*']);
});
afterAll(async () => {
  await server?.close();
});

function preflight(origin: string) {
  return fetch(`${server.url}/api/embed/token-login`, {
    method: 'OPTIONS',
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'content-type, x-mentor-key',
    },
  });
}

describe('embed keys for agency admins', () => {
  it('creates a key with its origins and shows the identity secret only on creation', async () => {
    expect(agency.key.key).toMatch(/^mk_/);
    expect(agency.key.secret).toMatch(/^mks_/);
    expect(agency.key.allowed_origins).toEqual([CRM_ORIGIN, 'http://localhost:*']);
    const list = await server.call<Record<string, unknown>[]>('GET', '/api/embed/get-keys', {
      token: agency.admin.token,
    });
    expect(list.body.result).toHaveLength(1);
    expect(list.body.result[0]).toMatchObject({ key: agency.key.key, secret_last4: agency.key.secret.slice(-4) });
    expect(list.body.result[0]).not.toHaveProperty('secret');
    expect(JSON.stringify(list.body)).not.toContain(agency.key.secret);
  });

  it('stores the secret encrypted, not in the clear', async () => {
    const row = await server.deps.db
      .selectFrom('embed_keys')
      .select('secret_ciphertext')
      .where('key', '=', agency.key.key)
      .executeTakeFirstOrThrow();
    expect(row.secret_ciphertext).not.toContain(agency.key.secret);
    expect(row.secret_ciphertext).toMatch(/^v1\./);
  });

  it('normalises origins and refuses what is not an origin, saying how to write one', async () => {
    const updated = await server.call<CreatedKey>('POST', '/api/embed/update-key', {
      token: agency.admin.token,
      json: { _id: agency.key._id, allowed_origins: ['HTTPS://CRM.Example.com/', 'http://localhost:*', CRM_ORIGIN] },
    });
    expect(updated.body.result.allowed_origins).toEqual([CRM_ORIGIN, 'http://localhost:*']);
    for (const bad of [
      'crm.example.com',
      'https://crm.example.com/leads',
      'ftp://crm.example.com',
      'https://*.example.com',
    ]) {
      const res = await server.call('POST', '/api/embed/update-key', {
        token: agency.admin.token,
        json: { _id: agency.key._id, allowed_origins: [bad] },
      });
      expect(res.status, bad).toBe(422);
      expect(res.body.message, bad).toContain('is not an origin');
    }
  });

  it('refuses key management to users whose plan lacks embed, and to other admins', async () => {
    const noPlan = await createVerifiedUser(server, 'No Plan');
    const res = await server.call('GET', '/api/embed/get-keys', { token: noPlan.token });
    expect(res.status).toBe(403);
    expect(res.body.message).toContain('agency admins');

    const other = await createAgency(server, 'Other Agency');
    const revoke = await server.call('POST', '/api/embed/revoke-key', {
      token: other.admin.token,
      json: { _id: agency.key._id },
    });
    expect(revoke.status).toBe(403);
    expect(revoke.body.result).toBeNull();
  });

  it('rotates the secret: tokens signed with the old one are refused, the new one works', async () => {
    const agent = await createVerifiedUser(server, 'Rotation Admin');
    await subscribe(server, agent.id, PlanId.agent);
    const { body } = await server.call<CreatedKey>('POST', '/api/embed/create-key', {
      token: agent.token,
      json: { allowed_origins: [CRM_ORIGIN] },
    });
    const oldToken = await signUserToken(body.result.secret, { sub: agent.email, name: 'Rotation Admin' });
    const rotated = await server.call<CreatedKey>('POST', '/api/embed/rotate-secret', {
      token: agent.token,
      json: { _id: body.result._id },
    });
    expect(rotated.body.result.secret).not.toBe(body.result.secret);

    const refused = await widgetCall(server, body.result.key, 'POST', '/api/embed/token-login', {
      json: { user_token: oldToken },
    });
    expect(refused.body.error_code).toBe(ErrorCode.token_invalid);
    const newToken = await signUserToken(rotated.body.result.secret, { sub: agent.email });
    const accepted = await widgetCall(server, body.result.key, 'POST', '/api/embed/token-login', {
      json: { user_token: newToken },
    });
    expect(accepted.body.error_code).toBe(ErrorCode.success);
  });
});

describe('CORS per embed key', () => {
  it('answers the preflight of an allowed origin, including any port of a wildcard', async () => {
    for (const origin of [CRM_ORIGIN, 'http://localhost:5173', 'http://localhost:3000']) {
      const res = await preflight(origin);
      expect(res.status, origin).toBe(204);
      expect(res.headers.get('access-control-allow-origin'), origin).toBe(origin);
      expect(res.headers.get('access-control-allow-headers'), origin).toContain('x-mentor-key');
    }
  });

  it('refuses the preflight of an origin no key allows', async () => {
    const res = await preflight('https://evil.example');
    expect(res.status).toBe(403);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('refuses a widget request whose origin the key does not allow, with a clear message', async () => {
    const other = await createAgency(server, 'Second Agency', ['https://second-crm.example']);
    // Allowed for another key (so its preflight passes), but not for this one.
    const res = await widgetCall(server, agency.key.key, 'POST', '/api/embed/login', {
      origin: 'https://second-crm.example',
      json: { email: agency.admin.email, password: agency.admin.password },
    });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(
      "This website (https://second-crm.example) is not allowed to use this Mentor widget. Please ask your agency admin to add it to the key's allowed origins.",
    );
    expect(res.body.result).toBeNull();
    const own = await widgetCall(server, other.key.key, 'POST', '/api/embed/login', {
      origin: 'https://second-crm.example',
      json: { email: other.admin.email, password: other.admin.password },
    });
    expect(own.body.error_code).toBe(ErrorCode.success);
  });

  it('lets an allowed origin call the chat API with its key, and answers with CORS headers', async () => {
    const login = await widgetCall<{ token: string }>(server, agency.key.key, 'POST', '/api/embed/login', {
      json: { email: agency.admin.email, password: agency.admin.password },
    });
    expect(login.headers.get('access-control-allow-origin')).toBe(CRM_ORIGIN);
    const categories = await widgetCall(server, agency.key.key, 'GET', '/api/category/get-all-categories', {
      token: login.body.result.token,
    });
    expect(categories.status).toBe(200);
    expect(categories.headers.get('access-control-allow-origin')).toBe(CRM_ORIGIN);
  });

  it('refuses an unknown or revoked key', async () => {
    const unknown = await widgetCall(server, 'mk_not_a_key', 'POST', '/api/embed/login', {
      json: { email: agency.admin.email, password: agency.admin.password },
    });
    expect(unknown.status).toBe(403);
    expect(unknown.body.message).toContain('key is not valid');

    const extra = await server.call<CreatedKey>('POST', '/api/embed/create-key', {
      token: agency.admin.token,
      json: { allowed_origins: [CRM_ORIGIN] },
    });
    await server.call('POST', '/api/embed/revoke-key', {
      token: agency.admin.token,
      json: { _id: extra.body.result._id },
    });
    const revoked = await widgetCall(server, extra.body.result.key, 'POST', '/api/embed/login', {
      json: { email: agency.admin.email, password: agency.admin.password },
    });
    expect(revoked.status).toBe(403);
    expect(revoked.body.message).toContain('key is not valid');
  });

  it('gives cross-origin requests without a key no CORS headers, and leaves same-origin requests alone', async () => {
    const foreign = await server.call('GET', '/api/category/get-all-categories', {
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    const same = await server.call('GET', '/api/category/get-all-categories', {
      headers: { origin: server.url, 'x-mentor-key': agency.key.key },
    });
    expect(same.status).toBe(200);
  });
});
