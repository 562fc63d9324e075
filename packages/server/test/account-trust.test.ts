import {
  INVALID_EMAIL_ADDRESS,
  PHONE_DIGITS,
  PlanId,
  REFERRAL_EMAIL_REQUIRED,
  SUBSCRIBE_EMAIL_INVALID,
  type AccountSession,
  type ChatExport,
} from '@mentor/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELETE_MESSAGES } from '../src/modules/account/deletion';
import { createVerifiedUser, startTestServer, subscribe, type CallOptions, type TestServer } from './harness';
import { invoicesOf, subscribeWithCard } from './money-fixtures';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const BAD = 'not-an-email';

describe('e-mail addresses are checked on the server, on every call that takes one', () => {
  it('refuses "not-an-email" with the spec message of each screen, and creates nothing', async () => {
    const owner = await createVerifiedUser(server, 'Format Owner');
    await subscribe(server, owner.id, PlanId.agency);
    const signUp = new FormData();
    signUp.set('name', 'Nobody');
    signUp.set('email', BAD);
    signUp.set('password', 'Secret123');
    const employee = new FormData();
    for (const [key, value] of Object.entries({
      full_name: 'Emp Loyee',
      email: BAD,
      phone: '5125550100',
      country: 'US',
      region: 'TX',
      city: 'Austin',
      address: '1 Main St',
      zip_code: '78701',
    }))
      employee.set(key, value);
    const auth = { token: owner.token };
    const calls: [string, string, CallOptions, string][] = [
      ['POST', '/api/user/new-user', { form: signUp }, INVALID_EMAIL_ADDRESS],
      ['POST', '/api/user/login-user', { json: { email: BAD, password: 'Secret123' } }, INVALID_EMAIL_ADDRESS],
      ['POST', '/api/user/generate-code', { json: { email: BAD } }, INVALID_EMAIL_ADDRESS],
      ['POST', '/api/user/validate-verification-code', { json: { email: BAD, code: '1234' } }, INVALID_EMAIL_ADDRESS],
      [
        'POST',
        '/api/user/forgot-password',
        { json: { email: BAD, code: '1234', password: 'Secret123' } },
        INVALID_EMAIL_ADDRESS,
      ],
      [
        'POST',
        '/api/user/validate-email',
        { json: { email: BAD, name: 'N', password: 'Secret123' } },
        REFERRAL_EMAIL_REQUIRED,
      ],
      [
        'POST',
        '/api/plan/buy-plan',
        { ...auth, json: { plan_id: PlanId.agent, user_email: BAD } },
        INVALID_EMAIL_ADDRESS,
      ],
      [
        'POST',
        '/api/plan/attach-payment-method',
        { ...auth, json: { stripe_payment_method_id: 'pm_x', user_email: BAD } },
        INVALID_EMAIL_ADDRESS,
      ],
      [
        'POST',
        '/api/plan/make-payment-method-default',
        { ...auth, json: { stripe_payment_method_id: 'pm_x', user_email: BAD } },
        INVALID_EMAIL_ADDRESS,
      ],
      [
        'POST',
        '/api/plan/edit-payment-method',
        {
          ...auth,
          json: {
            stripe_id: 'pm_x',
            name: 'N',
            email: BAD,
            phone: '1',
            line1: 'x',
            city: 'x',
            state: 'x',
            postal_code: '1',
            country: 'US',
          },
        },
        INVALID_EMAIL_ADDRESS,
      ],
      [
        'POST',
        '/api/plan/create-payment-intent',
        { json: { user_email: BAD, plan_id: PlanId.agent, referral_code: null } },
        INVALID_EMAIL_ADDRESS,
      ],
      [
        'POST',
        '/api/payments/local/payment-methods',
        {
          json: {
            number: '4242424242424242',
            exp_month: 12,
            exp_year: 2040,
            cvc: '123',
            billing_details: { email: BAD },
          },
        },
        INVALID_EMAIL_ADDRESS,
      ],
      ['POST', '/api/contact-us/post', { json: { email: BAD, subject: 'Hi', notes: 'Hello' } }, INVALID_EMAIL_ADDRESS],
      ['POST', '/api/contact-us/subscribe', { json: { email: BAD } }, SUBSCRIBE_EMAIL_INVALID],
      ['POST', '/api/employee/add', { ...auth, form: employee }, INVALID_EMAIL_ADDRESS],
      [
        'POST',
        '/api/embed/login',
        { json: { email: BAD, password: 'Secret123' }, headers: { 'x-mentor-key': 'mk_demo_agency_local' } },
        INVALID_EMAIL_ADDRESS,
      ],
      ['GET', `/api/embed/dev/user-token?email=${BAD}`, {}, INVALID_EMAIL_ADDRESS],
      ['GET', `/api/dev/mailbox?email=${BAD}`, {}, INVALID_EMAIL_ADDRESS],
    ];
    for (const [method, path, options, message] of calls) {
      const reply = await server.call(method, path, options);
      expect(reply.status, `${method} ${path}`).toBe(422);
      expect(reply.body.message, `${method} ${path}`).toBe(message);
    }
    const created = await server.deps.db.selectFrom('users').select('id').where('email', '=', BAD).execute();
    expect(created).toEqual([]);
  });
});

describe('"Didn\'t recieved your code?"', () => {
  it('sends a new code once the minute since the last one has passed; the old code stops working', async () => {
    const email = `resend.${Date.now()}@example.com`;
    const form = new FormData();
    form.set('name', 'Resender');
    form.set('email', email);
    form.set('password', 'Secret123');
    const signUp = await server.call<{ token: string }>('POST', '/api/user/new-user', { form });
    const token = signUp.body.result.token;
    await server.latestCode(email);

    const tooSoon = await server.call<{ retry_after: number }>('POST', '/api/user/resend-verification-code', { token });
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.body.result.retry_after).toBeGreaterThan(0);
    expect(tooSoon.body.result.retry_after).toBeLessThanOrEqual(60);
    expect(tooSoon.headers.get('retry-after')).toBe(String(tooSoon.body.result.retry_after));

    server.clock.advance(61_000);
    const resent = await server.call<{ retry_after: number }>('POST', '/api/user/resend-verification-code', { token });
    expect(resent.status).toBe(200);
    expect(resent.body.result).toEqual({ retry_after: 60 });
    expect(await server.mailbox(email)).toHaveLength(2);
    const newCode = await server.latestCode(email);

    // Only the newest code works: the first one is dead.
    const codes = await server.deps.db
      .selectFrom('email_codes')
      .select('dead')
      .where('email', '=', email)
      .orderBy('seq')
      .execute();
    expect(codes.map((code) => code.dead)).toEqual([true, false]);
    const verified = await server.call('POST', '/api/user/validate-verification-code', {
      json: { email, code: newCode },
    });
    expect(verified.body.error_code).toBe(0);
    const again = await server.call('POST', '/api/user/resend-verification-code', { token });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Your e-mail address is already verified.');
  });

  it('the forgot-password code says when another may be asked for', async () => {
    const member = await createVerifiedUser(server, 'Forgetful');
    server.clock.advance(61_000);
    const sent = await server.call<{ retry_after: number }>('POST', '/api/user/generate-code', {
      json: { email: member.email },
    });
    expect(sent.body.result).toEqual({ retry_after: 60 });
    const tooSoon = await server.call('POST', '/api/user/generate-code', { json: { email: member.email } });
    expect(tooSoon.status).toBe(429);
  });
});

describe('US phone numbers', () => {
  it('stores what an American types as the 11 digits the spec keeps, and refuses the rest with its message', async () => {
    const member = await createVerifiedUser(server, 'Phone Owner');
    const save = (phone: string) => {
      const form = new FormData();
      form.set('_id', member.id);
      form.set('name', 'Phone Owner');
      form.set('email', member.email);
      form.set('phone', phone);
      return server.call<{ phone: string }>('POST', '/api/user/post', { token: member.token, form });
    };
    for (const typed of ['5125550143', '(512) 555-0143', '512-555-0143', '+1 512 555 0143']) {
      const saved = await save(typed);
      expect(saved.body.result.phone, typed).toBe('15125550143');
    }
    const refused = await save('512-555-014');
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(PHONE_DIGITS);
  });
});

describe('the settings page: devices, chats and deleting the account', () => {
  const login = (email: string, password: string, agent: string) =>
    server.call<{ token: string }>('POST', '/api/user/login-user', {
      json: { email, password },
      headers: { 'user-agent': agent },
    });
  const CHROME_MAC =
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
  const SAFARI_IPHONE =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

  it('lists the signed-in devices with when each was last used, and signs the others out', async () => {
    const member = await createVerifiedUser(server, 'Many Devices');
    const laptop = (await login(member.email, member.password, CHROME_MAC)).body.result.token;
    const phone = (await login(member.email, member.password, SAFARI_IPHONE)).body.result.token;
    await server.call('GET', '/api/user/me', { token: phone, headers: { 'user-agent': SAFARI_IPHONE } });
    server.clock.advance(10 * 60_000);
    const list = await server.call<AccountSession[]>('GET', '/api/user/sessions', {
      token: laptop,
      headers: { 'user-agent': CHROME_MAC },
    });
    expect(list.body.result).toHaveLength(3);
    expect(list.body.result[0]).toMatchObject({ device: 'Chrome on macOS', current: true });
    expect(list.body.result.map((s) => s.device)).toContain('Safari on iPhone');
    expect(list.body.result[0]!.last_seen_on).toBe(server.clock.now().toISOString());

    const out = await server.call<{ signed_out: number }>('POST', '/api/user/sign-out-other-sessions', {
      token: laptop,
    });
    expect(out.body.result).toEqual({ signed_out: 2 });
    expect((await server.call('GET', '/api/user/me', { token: phone })).body.error_code).toBe(8);
    expect((await server.call('GET', '/api/user/me', { token: member.token })).body.error_code).toBe(8);
    expect((await server.call('GET', '/api/user/me', { token: laptop })).body.error_code).toBe(0);
  });

  it('exports the chats as a file, then deletes the account: personal data goes, invoices stay as billed', async () => {
    const member = await createVerifiedUser(server, 'Leaving Member');
    await subscribeWithCard(server, member, PlanId.agent);
    const category = await server.deps.db.selectFrom('categories').select(['id', 'name']).executeTakeFirstOrThrow();
    const head = await server.deps.db
      .insertInto('chat_heads')
      .values({ user_id: member.id, category_id: category.id, title: 'Term for a smoker' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await server.deps.db
      .insertInto('chat_records')
      .values({
        chat_head_id: head.id,
        user_id: member.id,
        user_content: 'Can a smoker get preferred?',
        bot_content: 'Usually not: smokers are rated in tobacco classes.',
        status: 'complete',
        context: null,
      })
      .execute();

    const exported = await server.call<ChatExport>('GET', '/api/user/export-chats', { token: member.token });
    expect(exported.body.result.account).toEqual({ name: 'Leaving Member', email: member.email });
    expect(exported.body.result.threads).toEqual([
      expect.objectContaining({
        title: 'Term for a smoker',
        category: category.name,
        messages: [
          expect.objectContaining({ role: 'user', content: 'Can a smoker get preferred?' }),
          expect.objectContaining({ role: 'assistant', content: 'Usually not: smokers are rated in tobacco classes.' }),
        ],
      }),
    ]);

    const wrong = await server.call('POST', '/api/user/delete-account', {
      token: member.token,
      json: { password: 'Wrong123' },
    });
    expect(wrong.body).toMatchObject({ error_code: 11, message: DELETE_MESSAGES.wrongPassword });

    const deleted = await server.call('POST', '/api/user/delete-account', {
      token: member.token,
      json: { password: member.password },
    });
    expect(deleted.body).toMatchObject({ error_code: 0, message: DELETE_MESSAGES.deleted });
    expect((await server.call('GET', '/api/user/me', { token: member.token })).body.error_code).toBe(8);
    const login = await server.call('POST', '/api/user/login-user', {
      json: { email: member.email, password: member.password },
    });
    expect(login.body.error_code).toBe(10);

    const row = await server.deps.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: 'Deleted account', phone: null, password_hash: null });
    expect(row.email).not.toBe(member.email);
    expect(row.deleted_on).not.toBeNull();
    expect(
      await server.deps.db.selectFrom('chat_heads').select('id').where('user_id', '=', member.id).execute(),
    ).toEqual([]);
    const plans = await server.deps.db
      .selectFrom('user_plans')
      .select('status')
      .where('user_id', '=', member.id)
      .execute();
    expect(plans.map((plan) => plan.status)).toEqual(['canceled']);
    const cards = await server.deps.db
      .selectFrom('payment_methods')
      .selectAll()
      .where('user_id', '=', member.id)
      .execute();
    expect(cards.every((card) => card.detached_on !== null && card.line1 === '' && card.name === '')).toBe(true);
    const [invoice] = await invoicesOf(server, member.id);
    expect(invoice!.buyer).toMatchObject({ name: 'Riley Stone', email: member.email });

    // The address is free again.
    const form = new FormData();
    form.set('name', 'Back Again');
    form.set('email', member.email);
    form.set('password', 'Secret123');
    expect((await server.call('POST', '/api/user/new-user', { form })).body.error_code).toBe(0);
  });
});
