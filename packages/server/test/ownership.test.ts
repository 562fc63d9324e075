import { ErrorCode } from '@mentor/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedUser, startTestServer, type TestServer } from './harness';

let server: TestServer;
let alice: Awaited<ReturnType<typeof createVerifiedUser>>;
let bob: Awaited<ReturnType<typeof createVerifiedUser>>;

beforeAll(async () => {
  server = await startTestServer();
  alice = await createVerifiedUser(server, 'Alice');
  bob = await createVerifiedUser(server, 'Bob');
});
afterAll(async () => {
  await server?.close();
});

function expectForbidden(result: { status: number; body: { error_code: number; message: string; result: unknown } }) {
  expect(result.status).toBe(403);
  expect(result.body.error_code).toBe(ErrorCode.failed);
  expect(result.body.result).toBeNull();
}

describe("user A's token and user B's data", () => {
  it("cannot change B's password", async () => {
    expectForbidden(
      await server.call('POST', '/api/user/change-password', {
        token: alice.token,
        json: { _id: bob.id, old_password: alice.password, new_password: 'Hijack123' },
      }),
    );
    const bobLogin = await server.call('POST', '/api/user/login-user', {
      json: { email: bob.email, password: bob.password },
    });
    expect(bobLogin.body.error_code).toBe(ErrorCode.success);
  });

  it("cannot edit B's profile", async () => {
    const form = new FormData();
    form.set('_id', bob.id);
    form.set('name', 'Hijacked');
    form.set('email', bob.email);
    form.set('phone', '');
    expectForbidden(await server.call('POST', '/api/user/post', { token: alice.token, form }));
    const bobMe = await server.call<{ name: string }>('GET', '/api/user/me', { token: bob.token });
    expect(bobMe.body.result.name).toBe('Bob');
  });

  it('cannot save onboarding answers for B', async () => {
    const roles = await server.call<{ value: string }[]>('GET', '/api/lookup/get-drop-list?type=business_role');
    expectForbidden(
      await server.call('POST', '/api/user-business-role/post-list', {
        token: alice.token,
        json: [{ user_id: bob.id, business_role_id: roles.body.result[0]!.value }],
      }),
    );
    const bobMe = await server.call<{ is_user_business_role: boolean }>('GET', '/api/user/me', { token: bob.token });
    expect(bobMe.body.result.is_user_business_role).toBe(false);
  });

  it("does not list B's contact messages to A", async () => {
    await server.call('POST', '/api/contact-us/post', {
      token: bob.token,
      json: { email: bob.email, subject: 'Bob only', notes: 'private' },
    });
    const mine = await server.call<{ subject: string }[]>('GET', '/api/contact-us/get-list', { token: alice.token });
    expect(mine.body.result.map((m) => m.subject)).not.toContain('Bob only');
    const bobs = await server.call<{ subject: string }[]>('GET', '/api/contact-us/get-list', { token: bob.token });
    expect(bobs.body.result.map((m) => m.subject)).toContain('Bob only');
  });
});
