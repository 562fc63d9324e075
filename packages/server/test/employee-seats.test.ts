import {
  ErrorCode,
  PlanId,
  type Employee,
  type LoggedInUser,
  type PaymentSession,
  type SeatSummary,
  type User,
} from '@mentor/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAgency, signUserToken, widgetCall } from './embed-fixtures';
import {
  activeEmployee,
  addEmployee,
  EMPLOYEE_DETAILS,
  employeeCall,
  employeeForm,
  newEmail,
  portalLogin,
} from './employee-fixtures';
import { createVerifiedUser, startTestServer, subscribe, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

type Agency = Awaited<ReturnType<typeof createAgency>>;

async function list(token: string) {
  return (await employeeCall<Employee[]>(server, token, 'GET', 'dashboard-list')).body.result;
}

async function seats(token: string) {
  return (await employeeCall<SeatSummary>(server, token, 'GET', 'seats')).body.result;
}

/** Fills a plan up to `used` seats (the owner included) with pending invitations. */
async function fillTo(agency: Agency, used: number) {
  const start = (await seats(agency.admin.token)).used;
  for (let i = start; i < used; i += 1) {
    const res = await addEmployee(server, agency.admin, { email: newEmail('filler') });
    expect(res.body.error_code, res.body.message).toBe(ErrorCode.success);
  }
}

const NO_FREE_SEAT =
  'There is no free seat: all 10 seats of your plan are taken (you, your active employees and pending invitations). Deactivate or delete an employee, or upgrade to Enterprise for unlimited seats.';

describe('the seat limit', () => {
  it('gives the last free seat to exactly one of 20 concurrent adds; the others hear there is no free seat', async () => {
    const agency = await createAgency(server, 'Crowded Agency');
    await fillTo(agency, 9);
    const emails = Array.from({ length: 20 }, () => newEmail('racer'));
    const results = await Promise.all(emails.map((email) => addEmployee(server, agency.admin, { email })));
    const won = results.filter((res) => res.body.error_code === ErrorCode.success);
    const lost = results.filter((res) => res.body.error_code !== ErrorCode.success);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(19);
    for (const res of lost) {
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ error_code: ErrorCode.failed, message: NO_FREE_SEAT, result: null });
    }
    expect(await seats(agency.admin.token)).toMatchObject({ seats: 10, used: 10, pending: 9 });
    const rows = await list(agency.admin.token);
    expect(rows).toHaveLength(9);
    expect(rows.map((row) => row.email)).toContain(won[0]!.body.result.email);
    // Nothing of the refused adds was kept: no accounts, no invitations.
    const losers = emails.filter((email) => email !== won[0]!.body.result.email);
    const strays = await server.deps.db.selectFrom('users').select('id').where('email', 'in', losers).execute();
    expect(strays).toEqual([]);
    for (const email of losers.slice(0, 3)) expect(await server.mailbox(email)).toEqual([]);
  });

  it('counts pending invitations but not employees who are Not Active; activation needs a free seat', async () => {
    const agency = await createAgency(server, 'Counting Agency');
    const seat = await activeEmployee(server, agency.admin, 'Counted Agent');
    await fillTo(agency, 10);
    expect(await seats(agency.admin.token)).toMatchObject({ used: 10, pending: 8, inactive: 0 });
    expect((await addEmployee(server, agency.admin, { email: newEmail() })).body.message).toBe(NO_FREE_SEAT);

    await employeeCall(server, agency.admin.token, 'POST', 'set-status', { _id: seat.employee._id, status: false });
    expect(await seats(agency.admin.token)).toMatchObject({ used: 9, inactive: 1 });
    const newcomer = await addEmployee(server, agency.admin, { email: newEmail() });
    expect(newcomer.body.error_code).toBe(ErrorCode.success);

    const back = await employeeCall(server, agency.admin.token, 'POST', 'set-status', {
      _id: seat.employee._id,
      status: true,
    });
    expect(back.status).toBe(403);
    expect(back.body.message).toBe(NO_FREE_SEAT);
  });

  it('is the rule the widget follows: its seats count, fill, and can be deactivated and deleted', async () => {
    const agency = await createAgency(server, 'Widget Rule Agency');
    await fillTo(agency, 9);
    const now = () => Math.floor(server.clock.now().getTime() / 1000);
    const tokenLogin = async (email: string) =>
      widgetCall<LoggedInUser>(server, agency.key.key, 'POST', '/api/embed/token-login', {
        json: {
          user_token: await signUserToken(agency.key.secret, { sub: email, name: 'Wid Get', nowSeconds: now() }),
        },
      });

    const first = newEmail('widget');
    const signedIn = await tokenLogin(first);
    expect(signedIn.body.error_code, signedIn.body.message).toBe(ErrorCode.success);
    const widgetSeat = (await list(agency.admin.token)).find((row) => row.email === first)!;
    expect(widgetSeat).toMatchObject({ is_verified: true, status: true, invitation_status: 'none' });
    expect(await seats(agency.admin.token)).toMatchObject({ used: 10 });

    // Full, pending invitations included: the widget cannot add a seat either.
    const refused = await tokenLogin(newEmail('widget'));
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(
      "All 10 seats of this agency's plan are taken, so you cannot be signed in. Please ask your agency admin to free a seat.",
    );

    // Deactivating the widget's seat ends its session, refuses its next sign-in and frees the seat.
    await employeeCall(server, agency.admin.token, 'POST', 'set-status', { _id: widgetSeat._id, status: false });
    const stale = await widgetCall(server, agency.key.key, 'GET', '/api/chat-head/get-chat-heads-in-category', {
      token: signedIn.body.result.token,
    });
    expect(stale.body.error_code).toBe(ErrorCode.token_invalid);
    expect((await tokenLogin(first)).body.message).toBe(
      'Your seat in this agency is not active. Please ask your agency admin.',
    );
    const second = await tokenLogin(newEmail('widget'));
    expect(second.body.error_code).toBe(ErrorCode.success);

    // Deleted, its agent is no member any more; the account (and its chats) stays theirs.
    await employeeCall(server, agency.admin.token, 'POST', 'delete-list', [{ _id: widgetSeat._id }]);
    expect((await tokenLogin(first)).body.error_code).toBe(ErrorCode.exist);
    const kept = await server.deps.db.selectFrom('users').select('id').where('email', '=', first).executeTakeFirst();
    expect(kept).toBeDefined();
  });

  it('has no limit on Enterprise', async () => {
    const admin = await createVerifiedUser(server, 'Enterprise Admin');
    await subscribe(server, admin.id, PlanId.enterprise);
    for (let i = 0; i < 11; i += 1) {
      expect((await addEmployee(server, admin, { email: newEmail() })).body.error_code).toBe(ErrorCode.success);
    }
    expect(await seats(admin.token)).toMatchObject({ plan_name: 'Enterprise', seats: null, used: 12, pending: 11 });
  });
});

describe('who may manage employees', () => {
  it('refuses plans without seats, people without a plan, and employees, with a message', async () => {
    const agent = await createVerifiedUser(server, 'Solo Agent');
    await subscribe(server, agent.id, PlanId.agent);
    const nobody = await createVerifiedUser(server, 'No Plan');
    const agency = await createAgency(server, 'Staff Agency');
    const staff = await activeEmployee(server, agency.admin, 'Staff Member');
    const staffToken = (await portalLogin(server, staff.email)).body.result.token;

    const expectations: [string, string][] = [
      [
        agent.token,
        'Your Agent plan has no seats for employees. Upgrade to Agency (10 seats) or Enterprise (unlimited seats) to add your team.',
      ],
      [nobody.token, 'Employees belong to an Agency or Enterprise plan. Please subscribe to one to add your team.'],
      [staffToken, "Only your agency's admin can manage its employees."],
    ];
    for (const [token, message] of expectations) {
      for (const res of [
        // An empty user_plan_id (a client that has no plan id to send) gets the same refusal.
        await employeeCall(server, token, 'GET', 'dashboard-list?user_plan_id='),
        await server.call('POST', '/api/employee/add', {
          token,
          form: employeeForm({ email: newEmail(), full_name: 'X', ...EMPLOYEE_DETAILS }),
        }),
        await employeeCall(server, token, 'GET', 'seats'),
      ]) {
        expect(res.status).toBe(403);
        expect(res.body).toEqual({ error_code: ErrorCode.failed, message, result: null });
      }
    }
    const malformed = await employeeCall(server, agency.admin.token, 'GET', 'seats?user_plan_id=nope');
    expect(malformed.status).toBe(422);
    expect(malformed.body.message).toBe('user_plan_id is not a valid id.');
    const anonymous = await server.call('GET', '/api/employee/dashboard-list');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error_code).toBe(ErrorCode.token_required);
  });

  it('never lists, edits, deactivates or deletes the owner as an employee', async () => {
    const agency = await createAgency(server, 'Owner Agency');
    const { admin } = agency;
    const seat = await activeEmployee(server, admin, 'Owner Staff');
    const me = (await server.call<User>('GET', '/api/user/me', { token: admin.token })).body.result;
    const planId = me.subscribed_plan!._id;

    expect((await list(admin.token)).map((row) => row.user_id)).toEqual([seat.employee.user_id]);
    const self = await addEmployee(server, admin, { email: admin.email });
    expect(self.status).toBe(422);
    expect(self.body.message).toBe("This is your own address: as the plan's owner you already have a seat.");

    const asOwner = [
      await employeeCall(server, admin.token, 'GET', `get-employee?id=${admin.id}`),
      await server.call('POST', '/api/employee/edit', {
        token: admin.token,
        form: employeeForm({
          id: admin.id,
          user_id: admin.id,
          user_plan_id: planId,
          email: admin.email,
          full_name: 'Renamed Owner',
          ...EMPLOYEE_DETAILS,
        }),
      }),
      await employeeCall(server, admin.token, 'POST', 'set-status', { _id: admin.id, status: false }),
      await employeeCall(server, admin.token, 'POST', 'resend-invitation', { _id: admin.id }),
      await employeeCall(server, admin.token, 'POST', 'delete-list', [{ _id: admin.id }]),
      await employeeCall(server, admin.token, 'POST', 'delete-list', [{ _id: seat.employee._id }, { _id: admin.id }]),
    ];
    for (const res of asOwner) {
      expect(res.status).toBe(403);
      expect(res.body).toEqual({
        error_code: ErrorCode.failed,
        message: 'This employee is not on your plan.',
        result: null,
      });
    }
    // Nothing changed: the owner still logs in as the owner, the employee is still there.
    const relogin = await server.call<LoggedInUser>('POST', '/api/user/login-user', {
      json: { email: admin.email, password: admin.password },
    });
    expect(relogin.body.result).toMatchObject({ name: 'Owner Agency', is_employee: false });
    expect(relogin.body.result.plan_actions.map((a) => a.action_name)).toContain('employee');
    expect(await list(admin.token)).toHaveLength(1);
  });

  it("refuses every call that names another agency's plan or employees, with nothing of theirs in the reply", async () => {
    const a = await createAgency(server, 'Agency Alpha');
    const b = await createAgency(server, 'Agency Beta');
    const alphaSeat = (
      await addEmployee(server, a.admin, { email: newEmail('alpha.secret'), full_name: 'Alpha Secret' })
    ).body.result;
    await addEmployee(server, b.admin, { email: newEmail('beta') });
    const alphaPlan = alphaSeat.user_plan_id;

    const calls = [
      employeeCall(server, b.admin.token, 'GET', `dashboard-list?user_plan_id=${alphaPlan}`),
      employeeCall(server, b.admin.token, 'GET', `seats?user_plan_id=${alphaPlan}`),
      employeeCall(server, b.admin.token, 'GET', `get-employee?id=${alphaSeat._id}`),
      server.call('POST', '/api/employee/add', {
        token: b.admin.token,
        form: employeeForm({ email: newEmail(), full_name: 'Planted', user_plan_id: alphaPlan, ...EMPLOYEE_DETAILS }),
      }),
      server.call('POST', '/api/employee/edit', {
        token: b.admin.token,
        form: employeeForm({
          id: alphaSeat._id,
          user_id: alphaSeat.user_id,
          user_plan_id: alphaPlan,
          email: alphaSeat.email,
          full_name: 'Hijacked',
          ...EMPLOYEE_DETAILS,
        }),
      }),
      employeeCall(server, b.admin.token, 'POST', 'delete-list', [{ _id: alphaSeat._id }]),
      employeeCall(server, b.admin.token, 'POST', 'set-status', { _id: alphaSeat._id, status: false }),
      employeeCall(server, b.admin.token, 'POST', 'resend-invitation', { _id: alphaSeat._id }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(403);
      expect(res.body.error_code).toBe(ErrorCode.failed);
      expect(res.body.result).toBeNull();
      expect(JSON.stringify(res.body)).not.toMatch(/alpha|Alpha|Hijacked|Planted/);
    }
    const alphaRows = await list(a.admin.token);
    expect(alphaRows).toEqual([alphaSeat]);
    expect(await seats(a.admin.token)).toMatchObject({ used: 2 });
  });
});

describe('changing plans', () => {
  const buy = (member: { id: string; email: string; token: string }, planId: string) =>
    server.call<PaymentSession>('POST', '/api/plan/buy-plan', {
      token: member.token,
      json: { user_id: member.id, user_email: member.email, plan_id: planId, coupon_code: null },
    });

  it('refuses a downgrade to Agent or Affiliate while employees remain, saying how many seats to free', async () => {
    const agency = await createAgency(server, 'Downgrade Agency');
    const kept = await activeEmployee(server, agency.admin, 'Kept Agent');
    const idle = (await addEmployee(server, agency.admin, { email: newEmail() })).body.result;
    await employeeCall(server, agency.admin.token, 'POST', 'set-status', { _id: idle._id, status: false });

    const toAgent = await buy(agency.admin, PlanId.agent);
    expect(toAgent.status).toBe(422);
    expect(toAgent.body).toEqual({
      error_code: ErrorCode.failed,
      message:
        'Please free 2 seats first: the Agent plan has no seats for employees, and your Agency plan has 2 employees. Delete them in Add Employee, then change the plan.',
      result: null,
    });
    expect((await buy(agency.admin, PlanId.affiliate)).body.message).toContain('the Affiliate plan has no seats');

    await employeeCall(server, agency.admin.token, 'POST', 'delete-list', [{ _id: idle._id }]);
    expect((await buy(agency.admin, PlanId.agent)).body.message).toBe(
      'Please free 1 seat first: the Agent plan has no seats for employees, and your Agency plan has 1 employee. Delete it in Add Employee, then change the plan.',
    );
    await employeeCall(server, agency.admin.token, 'POST', 'delete-list', [{ _id: kept.employee._id }]);
    const allowed = await buy(agency.admin, PlanId.agent);
    expect(allowed.body.error_code, allowed.body.message).toBe(ErrorCode.success);
  });

  it('keeps the team when a lapsed Agency plan is bought again', async () => {
    const agency = await createAgency(server, 'Lapsed Agency');
    const seat = await activeEmployee(server, agency.admin, 'Loyal Agent');
    await server.deps.db
      .updateTable('user_plans')
      .set({ status: 'expired' })
      .where('user_id', '=', agency.admin.id)
      .execute();
    expect((await portalLogin(server, seat.email)).body.result.is_user_subscribed).toBe(false);

    const session = await buy(agency.admin, PlanId.agency);
    const card = await server.call<{ id: string }>('POST', '/api/payments/local/payment-methods', {
      token: agency.admin.token,
      json: {
        number: '4242 4242 4242 4242',
        exp_month: 12,
        exp_year: 2034,
        cvc: '123',
        billing_details: { name: 'Lapsed Agency', address: { line1: '1 Main St', country: 'US' } },
      },
    });
    const confirmed = await server.call<{ status: string }>('POST', '/api/payments/local/confirm', {
      json: { client_secret: session.body.result.client_secret, payment_method: card.body.result.id },
    });
    expect(confirmed.body.result.status).toBe('succeeded');
    expect((await list(agency.admin.token)).map((row) => row.email)).toEqual([seat.email]);
    expect((await portalLogin(server, seat.email)).body.result.is_user_subscribed).toBe(true);
  });
});
