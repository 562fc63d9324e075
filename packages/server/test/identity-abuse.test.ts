import { ErrorCode } from '@mentor/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { createVerifiedUser, startTestServer, type CallOptions, type TestServer } from './harness';

/**
 * Issue 14, identity and abuse: each test is an attack that used to work. The server runs with
 * the product's limits behind one trusted proxy, so X-Forwarded-For's last entry is the client.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ rateLimits: loadConfig({}).rateLimits, trustProxyHops: 1 });
  // Start at the top of an hour, so no fixed window ends in the middle of a test.
  const now = server.clock.now().getTime();
  server.clock.advance(3_600_000 - (now % 3_600_000) + 60_000);
});
afterAll(async () => {
  await server?.close();
});

let lastAddress = 0;
/** A client address of its own (TEST-NET-3), as our proxy would append it. */
function newAddress(): string {
  lastAddress += 1;
  return `203.0.113.${lastAddress}`;
}
function from(ip: string, options: CallOptions = {}): CallOptions {
  return { ...options, headers: { ...options.headers, 'x-forwarded-for': ip } };
}
const login = (ip: string, email: string, password: string) =>
  server.call('POST', '/api/user/login-user', from(ip, { json: { email, password } }));
let lastEmail = 0;
const freshEmail = (tag: string) => `${tag}.${Date.now()}.${++lastEmail}@example.com`;

function signUpForm(email: string): FormData {
  const form = new FormData();
  form.set('name', 'Someone');
  form.set('email', email);
  form.set('password', 'Secret123');
  return form;
}

describe('lockout as a weapon', () => {
  it("does not let a stranger's wrong passwords lock the owner out: the owner still signs in from their address", async () => {
    const owner = await createVerifiedUser(server, 'Locked Owner');
    const attacker = newAddress();
    for (let i = 0; i < 12; i += 1) await login(attacker, owner.email, `Wrong${i}234`);
    const signIn = await login(newAddress(), owner.email, owner.password);
    expect(signIn.status).toBe(200);
    expect(signIn.body.error_code).toBe(ErrorCode.success);
  });

  it('slows the guessing address with a wait that doubles after each wrong password, and checks no password during it', async () => {
    const owner = await createVerifiedUser(server, 'Guessed Owner');
    const attacker = newAddress();
    for (let i = 0; i < 5; i += 1)
      expect((await login(attacker, owner.email, `Wrong${i}234`)).body.error_code).toBe(ErrorCode.invalid_cred);
    const waits: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      expect((await login(attacker, owner.email, `Again${i}234`)).body.error_code).toBe(ErrorCode.invalid_cred);
      const refused = await login(attacker, owner.email, owner.password);
      expect(refused.status).toBe(429);
      const wait = (refused.body.result as { retry_after: number }).retry_after;
      waits.push(wait);
      server.clock.advance(wait * 1000);
    }
    expect(waits).toEqual([2, 4, 8]);
    // A right password after the wait clears the count.
    expect((await login(attacker, owner.email, owner.password)).body.error_code).toBe(ErrorCode.success);
    expect((await login(attacker, owner.email, 'Wrong1234')).body.error_code).toBe(ErrorCode.invalid_cred);
  });

  it('stops one address signing up accounts for twenty-one strangers (a mail bomb)', async () => {
    const bomber = newAddress();
    for (let i = 0; i < 20; i += 1) {
      const res = await server.call(
        'POST',
        '/api/user/new-user',
        from(bomber, { form: signUpForm(freshEmail('bombed')) }),
      );
      expect(res.status).toBe(200);
    }
    const victim = freshEmail('victim');
    const refused = await server.call('POST', '/api/user/new-user', from(bomber, { form: signUpForm(victim) }));
    expect(refused.status).toBe(429);
    expect(await server.mailbox(victim)).toHaveLength(0);
    const elsewhere = await server.call('POST', '/api/user/new-user', from(newAddress(), { form: signUpForm(victim) }));
    expect(elsewhere.status).toBe(200);
  });

  it('stops one address requesting codes for twenty-one different addresses (a mail bomb)', async () => {
    const bomber = newAddress();
    for (let i = 0; i < 20; i += 1) {
      const res = await server.call(
        'POST',
        '/api/user/generate-code',
        from(bomber, { json: { email: freshEmail('code') } }),
      );
      expect(res.status).toBe(200);
    }
    const refused = await server.call(
      'POST',
      '/api/user/generate-code',
      from(bomber, { json: { email: freshEmail('code') } }),
    );
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/Too many requests/);
  });
});

describe('code guessing across accounts', () => {
  it('stops one address spraying wrong codes across accounts, even before a right one', async () => {
    const target = await createVerifiedUser(server, 'Sprayed Target');
    server.clock.advance(61_000);
    await server.call('POST', '/api/user/generate-code', from(newAddress(), { json: { email: target.email } }));
    const code = await server.latestCode(target.email);
    const sprayer = newAddress();
    for (let i = 0; i < 30; i += 1) {
      const res = await server.call(
        'POST',
        '/api/user/validate-verification-code',
        from(sprayer, { json: { email: freshEmail('sprayed'), code: '0000' } }),
      );
      expect(res.body.error_code).toBe(ErrorCode.invalid_code);
    }
    const lucky = await server.call(
      'POST',
      '/api/user/validate-verification-code',
      from(sprayer, { json: { email: target.email, code } }),
    );
    expect(lucky.status).toBe(429);
    // The owner, from their own address, is not affected.
    const owner = await server.call(
      'POST',
      '/api/user/validate-verification-code',
      from(newAddress(), { json: { email: target.email, code } }),
    );
    expect(owner.body.error_code).toBe(ErrorCode.success);
  });

  it("e-mails the owner, once a day, when their account's codes are being guessed", async () => {
    const target = await createVerifiedUser(server, 'Warned Target');
    const guesser = newAddress();
    const guessCode = async () => {
      server.clock.advance(61_000);
      await server.call('POST', '/api/user/generate-code', from(guesser, { json: { email: target.email } }));
      const code = await server.latestCode(target.email);
      const wrong = code === '0000' ? '1111' : '0000';
      for (let i = 0; i < 5; i += 1)
        await server.call(
          'POST',
          '/api/user/forgot-password',
          from(guesser, { json: { email: target.email, code: wrong, password: 'Taken123' } }),
        );
    };
    await guessCode();
    const warnings = async () =>
      (await server.mailbox(target.email)).filter(
        (m) => m.subject === 'Someone is trying codes on your Mentor account',
      );
    expect(await warnings()).toHaveLength(1);
    expect((await warnings())[0]!.text).toContain('/forget-password');
    await guessCode();
    expect(await warnings()).toHaveLength(1);
  });
});

describe('validate-email', () => {
  it('is not a password oracle while the address is slowed: the right password gets 429, no id', async () => {
    const owner = await createVerifiedUser(server, 'Oracle Owner');
    const attacker = newAddress();
    for (let i = 0; i < 6; i += 1) await login(attacker, owner.email, `Wrong${i}234`);
    const probe = await server.call(
      'POST',
      '/api/user/validate-email',
      from(attacker, { json: { email: owner.email, password: owner.password } }),
    );
    expect(probe.status).toBe(429);
    expect(probe.body.result).not.toBe(owner.id);
  });

  it('does not let one address probe more than twenty addresses an hour for accounts', async () => {
    const prober = newAddress();
    for (let i = 0; i < 20; i += 1)
      await server.call(
        'POST',
        '/api/user/validate-email',
        from(prober, { json: { email: freshEmail('probe'), password: 'Secret123' } }),
      );
    const refused = await server.call(
      'POST',
      '/api/user/validate-email',
      from(prober, { json: { email: freshEmail('probe'), password: 'Secret123' } }),
    );
    expect(refused.status).toBe(429);
  });
});

describe('contact messages', () => {
  it("does not put a stranger's message naming a member's address in that member's list", async () => {
    const member = await createVerifiedUser(server, 'Contact Member');
    await server.call('POST', '/api/contact-us/post', {
      json: { email: member.email, subject: 'Planted by a stranger', notes: 'Call me at this number' },
    });
    await server.call('POST', '/api/contact-us/post', {
      token: member.token,
      json: { email: member.email, subject: 'Sent by the member', notes: 'A real question' },
    });
    const list = await server.call<{ subject: string }[]>('GET', '/api/contact-us/get-list', { token: member.token });
    expect(list.body.result.map((m) => m.subject)).toEqual(['Sent by the member']);
  });
});

describe('client address behind a proxy', () => {
  it('does not let a forged first X-Forwarded-For hop escape a per-address limit with TRUST_PROXY=true', async () => {
    // This server runs as TRUST_PROXY=true configures it (one proxy); the environment is set too,
    // where the server read it before the setting became a hop count.
    const saved = process.env.TRUST_PROXY;
    process.env.TRUST_PROXY = 'true';
    try {
      const real = newAddress();
      const statuses: number[] = [];
      for (let i = 0; i < 11; i += 1) {
        const res = await server.call('POST', '/api/contact-us/subscribe', {
          json: { email: freshEmail('news') },
          headers: { 'x-forwarded-for': `10.9.${i}.1, ${real}` },
        });
        statuses.push(res.status);
      }
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
      expect(statuses[10]).toBe(429);
    } finally {
      if (saved === undefined) delete process.env.TRUST_PROXY;
      else process.env.TRUST_PROXY = saved;
    }
  });
});
