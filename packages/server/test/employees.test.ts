import {
  countryOptions,
  EMPLOYEE_IMAGE_TOO_LARGE,
  ErrorCode,
  MAX_EMPLOYEE_IMAGE_BYTES,
  type Category,
  type ChatHead,
  type Employee,
  type EmployeeInvitation,
  type LoggedInUser,
  type SeatSummary,
  type User,
} from '@mentor/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAgency, widgetCall } from './embed-fixtures';
import {
  acceptInvitation,
  activeEmployee,
  addEmployee,
  EMPLOYEE_DETAILS,
  employeeCall,
  employeeForm,
  invitationToken,
  newEmail,
  PNG_BYTES,
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

type Admin = Awaited<ReturnType<typeof createVerifiedUser>>;

async function list(admin: Admin) {
  const res = await employeeCall<Employee[]>(server, admin.token, 'GET', 'dashboard-list');
  expect(res.body.error_code, res.body.message).toBe(ErrorCode.success);
  return res.body.result;
}

async function seats(admin: Admin) {
  return (await employeeCall<SeatSummary>(server, admin.token, 'GET', 'seats')).body.result;
}

async function userPlanIdOf(admin: Admin) {
  return (await server.call<User>('GET', '/api/user/me', { token: admin.token })).body.result.subscribed_plan!._id;
}

describe('adding an employee', () => {
  it('creates an unverified seat and e-mails a link to set a password', async () => {
    const { admin } = await createAgency(server, 'Add Agency');
    const email = newEmail();
    const res = await addEmployee(server, admin, { email: email.toUpperCase(), full_name: 'Casey Lane' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ error_code: ErrorCode.success, message: 'User added.' });
    expect(res.body.result).toMatchObject({
      email,
      full_name: 'Casey Lane',
      user_plan_id: await userPlanIdOf(admin),
      phone: EMPLOYEE_DETAILS.phone,
      country: 'US',
      region: 'Texas',
      city: 'Austin',
      address: '100 Congress Ave',
      zipcode: '78701',
      is_verified: false,
      status: true,
      invitation_status: 'pending',
    });

    expect((await list(admin)).map((row) => row.email)).toEqual([email]);
    expect(await seats(admin)).toMatchObject({ plan_name: 'Agency', seats: 10, used: 2, pending: 1, inactive: 0 });

    const [mail] = await server.mailbox(email);
    expect(mail!.subject).toBe('Add Agency invited you to Mentor');
    expect(mail!.text).toMatch(/Set your password to start: http:\/\/localhost:\d+\/set-password#token=[\w-]{43}\n/);
    expect(mail!.text).toContain('expires in 7 days');
    // Until the link is used, the new account cannot log in.
    expect((await portalLogin(server, email, 'Secret123')).body.error_code).toBe(ErrorCode.invalid_cred);
  });

  it("checks the fields in the form's order, with the spec's messages", async () => {
    const { admin } = await createAgency(server, 'Order Agency');
    const fields: Record<string, string> = {};
    const steps: [string, string, string][] = [
      ['full_name', 'Casey Lane', 'Please enter full name'],
      ['email', newEmail(), 'Please enter email address'],
      ['phone', '15555550123', 'Please enter phone number'],
      ['country', 'US', 'Please select country'],
      ['region', 'Texas', 'Please enter state/region'],
      ['city', 'Austin', 'Please enter city'],
      ['address', '1 Main St', 'Please enter address'],
      ['zip_code', '78701', 'Please enter zip code'],
    ];
    for (const [field, value, message] of steps) {
      const res = await server.call('POST', '/api/employee/add', { token: admin.token, form: employeeForm(fields) });
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ error_code: ErrorCode.failed, message, result: null });
      fields[field] = value;
    }
    const blank = await server.call('POST', '/api/employee/add', {
      token: admin.token,
      form: employeeForm({ ...fields, city: '   ' }),
    });
    expect(blank.body.message).toBe('Please enter city');
    const badEmail = await addEmployee(server, admin, { email: 'not-an-address' });
    expect(badEmail.body.message).toBe('Invalid email address.');
    const badCountry = await addEmployee(server, admin, { email: newEmail(), country: 'XX' });
    expect(badCountry.body.message).toBe('Please select country');
    expect(await list(admin)).toEqual([]);
    expect(
      (await server.call('POST', '/api/employee/add', { token: admin.token, form: employeeForm(fields) })).status,
    ).toBe(200);
  });

  it('attaches an account that has no plan of its own, and tells them instead of inviting', async () => {
    const { admin } = await createAgency(server, 'Attach Agency');
    const person = await createVerifiedUser(server, 'Free Agent');
    const res = await addEmployee(server, admin, { email: person.email, full_name: 'Free Agent' });
    expect(res.body.result).toMatchObject({ user_id: person.id, is_verified: true, invitation_status: null });
    const [mail] = await server.mailbox(person.email);
    expect(mail!.subject).toBe('Attach Agency added you to their team on Mentor');
    expect(mail!.text).not.toContain('token=');
    const me = (await server.call<User>('GET', '/api/user/me', { token: person.token })).body.result;
    expect(me).toMatchObject({ is_employee: true, is_user_subscribed: true, plan_actions: [], subscribed_plan: null });
  });

  it('refuses an address that owns a paid plan or is a seat of another agency', async () => {
    const { admin } = await createAgency(server, 'Refusing Agency');
    const other = await createAgency(server, 'Other Agency');
    const agent = await createVerifiedUser(server, 'Paying Agent');
    await subscribe(server, agent.id);
    const paid = await addEmployee(server, admin, { email: agent.email });
    expect(paid.status).toBe(409);
    expect(paid.body).toMatchObject({
      error_code: ErrorCode.exist,
      message: 'This e-mail address has its own paid Mentor plan, so it cannot be added as an employee.',
      result: null,
    });
    expect((await addEmployee(server, admin, { email: other.admin.email })).body.message).toBe(
      'This e-mail address has its own paid Mentor plan, so it cannot be added as an employee.',
    );
    const seat = await activeEmployee(server, other.admin);
    const taken = await addEmployee(server, admin, { email: seat.email });
    expect(taken.body.message).toBe('This e-mail address is a seat of another agency, so it cannot be added to yours.');
    const again = await addEmployee(server, other.admin, { email: seat.email });
    expect(again.body.message).toBe('This person is already an employee of your plan.');
    expect(await list(admin)).toEqual([]);
  });

  it('stores a photo checked by its content, up to 3.1 MB', async () => {
    const { admin } = await createAgency(server, 'Photo Agency');
    const added = await addEmployee(
      server,
      admin,
      { email: newEmail() },
      { bytes: PNG_BYTES, name: 'me.gif', type: 'image/gif' },
    );
    expect(added.body.result.image_path).toMatch(/^\/uploads\/[0-9a-f-]{36}\.png$/);
    const served = await fetch(`${server.url}${added.body.result.image_path}`);
    expect(served.headers.get('content-type')).toBe('image/png');

    const text = new TextEncoder().encode('<script>alert(1)</script>');
    const notImage = await addEmployee(
      server,
      admin,
      { email: newEmail() },
      { bytes: text, name: 'x.png', type: 'image/png' },
    );
    expect(notImage.status).toBe(422);
    expect(notImage.body.message).toBe('Please choose a PNG, JPEG, GIF or WebP image.');

    const justOver = new Uint8Array(MAX_EMPLOYEE_IMAGE_BYTES + 1);
    justOver.set(PNG_BYTES);
    const over = await addEmployee(
      server,
      admin,
      { email: newEmail() },
      { bytes: justOver, name: 'big.png', type: 'image/png' },
    );
    expect(over.status).toBe(422);
    expect(over.body.message).toBe(EMPLOYEE_IMAGE_TOO_LARGE);
    const huge = new Uint8Array(4 * 1024 * 1024);
    huge.set(PNG_BYTES);
    const tooLarge = await addEmployee(
      server,
      admin,
      { email: newEmail() },
      { bytes: huge, name: 'huge.png', type: 'image/png' },
    );
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.message).toBe(EMPLOYEE_IMAGE_TOO_LARGE);

    const exact = new Uint8Array(MAX_EMPLOYEE_IMAGE_BYTES);
    exact.set(PNG_BYTES);
    const fits = await addEmployee(
      server,
      admin,
      { email: newEmail() },
      { bytes: exact, name: 'fits.png', type: 'image/png' },
    );
    expect(fits.body.error_code, fits.body.message).toBe(ErrorCode.success);
    expect(await list(admin)).toHaveLength(2);
  });

  it('gives the form its country list: two-letter codes and names from @mentor/core', async () => {
    const res = await server.call<{ country_list: { label: string; value: string }[] }>(
      'GET',
      '/api/misc/rt-employee-add',
    );
    expect(res.body.result.country_list).toEqual(countryOptions());
    expect(res.body.result.country_list).toContainEqual({ label: 'United States', value: 'US' });
  });
});

describe('editing an employee', () => {
  it('updates the record, keeps the e-mail locked, and swaps the photo', async () => {
    const { admin } = await createAgency(server, 'Edit Agency');
    const email = newEmail();
    const added = (await addEmployee(server, admin, { email }, { bytes: PNG_BYTES, name: 'a.png', type: 'image/png' }))
      .body.result;
    const edit = (fields: Record<string, string>, image?: Parameters<typeof employeeForm>[1]) =>
      server.call<Employee>('POST', '/api/employee/edit', {
        token: admin.token,
        form: employeeForm(
          {
            id: added._id,
            user_id: added.user_id,
            user_plan_id: added.user_plan_id,
            email,
            full_name: 'Casey Renamed',
            ...EMPLOYEE_DETAILS,
            city: 'Dallas',
            ...fields,
          },
          image,
        ),
      });
    const res = await edit({}, { bytes: PNG_BYTES, name: 'b.png', type: 'image/png' });
    expect(res.body).toMatchObject({ error_code: ErrorCode.success, message: 'User updated.' });
    expect(res.body.result).toMatchObject({ full_name: 'Casey Renamed', city: 'Dallas', email });
    expect(res.body.result.image_path).not.toBe(added.image_path);
    expect((await fetch(`${server.url}${added.image_path}`)).status).toBe(404);

    const got = await server.call<Employee>('GET', `/api/employee/get-employee?id=${added._id}`, {
      token: admin.token,
    });
    expect(got.body.result).toEqual(res.body.result);

    const changedEmail = await edit({ email: newEmail() });
    expect(changedEmail.status).toBe(422);
    expect(changedEmail.body.message).toBe("An employee's e-mail address cannot be changed.");
    const wrongUser = await edit({ user_id: admin.id });
    expect(wrongUser.status).toBe(403);
    expect((await edit({ zip_code: '' })).body.message).toBe('Please enter zip code');
    // The account the invitation created (never used yet) follows the record's name.
    const user = await server.deps.db
      .selectFrom('users')
      .select('name')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(user.name).toBe('Casey Renamed');
  });
});

describe('the invitation link', () => {
  it('sets the password once: verified, able to log in, and the link is spent', async () => {
    const { admin } = await createAgency(server, 'Invite Agency');
    const email = newEmail();
    const added = (await addEmployee(server, admin, { email, full_name: 'Robin Hale' })).body.result;
    const token = await invitationToken(server, email);

    const described = await server.call<EmployeeInvitation>('POST', '/api/employee/invitation', { json: { token } });
    expect(described.body.result).toMatchObject({ email, full_name: 'Robin Hale', agency_name: 'Invite Agency' });

    expect((await acceptInvitation(server, token, 'short')).body.message).toBe(
      'Password must be at least 6 characters long.',
    );
    const accepted = await acceptInvitation(server, token);
    expect(accepted.body).toMatchObject({
      error_code: ErrorCode.success,
      message: 'Your password is set. Please log in.',
    });

    const again = await acceptInvitation(server, token, 'Another123');
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({
      error_code: ErrorCode.invalid_code,
      message: 'This invitation link has already been used. Please log in with your password.',
    });
    const login = await portalLogin(server, email);
    expect(login.body.result).toMatchObject({ is_verified: true, is_employee: true, is_user_subscribed: true });
    expect((await portalLogin(server, email, 'Another123')).body.error_code).toBe(ErrorCode.invalid_cred);
    const row = (await list(admin)).find((item) => item._id === added._id)!;
    expect(row).toMatchObject({ is_verified: true, invitation_status: null });
    expect(await seats(admin)).toMatchObject({ used: 2, pending: 0 });
  });

  it('lets exactly one of two requests racing with the same link set the password', async () => {
    const { admin } = await createAgency(server, 'Race Agency');
    const email = newEmail();
    await addEmployee(server, admin, { email });
    const token = await invitationToken(server, email);
    const results = await Promise.all([
      acceptInvitation(server, token, 'FirstPass1'),
      acceptInvitation(server, token, 'SecondPass2'),
    ]);
    expect(results.map((res) => res.body.error_code).sort()).toEqual([ErrorCode.success, ErrorCode.invalid_code]);
    const winner = results[0]!.body.error_code === ErrorCode.success ? 'FirstPass1' : 'SecondPass2';
    expect((await portalLogin(server, email, winner)).body.error_code).toBe(ErrorCode.success);
  });

  it('expires after 7 days; a resent link replaces the old one, at most once a minute', async () => {
    const { admin } = await createAgency(server, 'Expiry Agency');
    const email = newEmail();
    const added = (await addEmployee(server, admin, { email })).body.result;
    const first = await invitationToken(server, email);

    const tooSoon = await employeeCall(server, admin.token, 'POST', 'resend-invitation', { _id: added._id });
    expect(tooSoon.status).toBe(429);

    server.clock.advance(7 * 86_400_000 + 60_000);
    const expired = await acceptInvitation(server, first);
    expect(expired.status).toBe(410);
    expect(expired.body).toMatchObject({
      error_code: ErrorCode.time_out,
      message: 'This invitation link has expired. Please ask your agency admin to send a new one.',
    });
    expect((await list(admin))[0]!.invitation_status).toBe('expired');

    const resent = await employeeCall<Employee>(server, admin.token, 'POST', 'resend-invitation', { _id: added._id });
    expect(resent.body).toMatchObject({
      error_code: ErrorCode.success,
      message: 'The invitation has been sent again.',
    });
    expect(resent.body.result.invitation_status).toBe('pending');
    const second = await invitationToken(server, email);
    expect(second).not.toBe(first);
    expect((await acceptInvitation(server, first)).body.message).toBe(
      'This invitation link is no longer valid: a newer invitation was sent, or your seat was deactivated. Please use the newest e-mail or ask your agency admin.',
    );
    expect((await acceptInvitation(server, second)).body.error_code).toBe(ErrorCode.success);

    const done = await employeeCall(server, admin.token, 'POST', 'resend-invitation', { _id: added._id });
    expect(done.status).toBe(409);
    expect(done.body.message).toBe('This employee has already set a password and can log in.');
    expect((await acceptInvitation(server, 'x'.repeat(43))).body.message).toBe(
      'This invitation link is not valid. Please ask your agency admin to send a new one.',
    );
  });
});

describe('the status switch', () => {
  it('Not Active ends portal and widget sessions at once and frees the seat; Active lets them back in', async () => {
    const { admin, key } = await createAgency(server, 'Switch Agency');
    const seat = await activeEmployee(server, admin, 'Sam Switch');
    const portal = (await portalLogin(server, seat.email)).body.result.token;
    const widgetLogin = await widgetCall<LoggedInUser>(server, key.key, 'POST', '/api/embed/login', {
      json: { email: seat.email, password: seat.password },
    });
    const widget = widgetLogin.body.result.token;
    expect((await server.call('GET', '/api/user/me', { token: portal })).status).toBe(200);
    expect(
      (await widgetCall(server, key.key, 'GET', '/api/category/get-all-categories', { token: widget })).status,
    ).toBe(200);
    expect(await seats(admin)).toMatchObject({ used: 2, inactive: 0 });

    const off = await employeeCall<Employee>(server, admin.token, 'POST', 'set-status', {
      _id: seat.employee._id,
      status: false,
    });
    expect(off.body).toMatchObject({
      error_code: ErrorCode.success,
      message: 'The employee is Not Active: their sessions have ended and their seat is free.',
    });
    expect(off.body.result.status).toBe(false);
    expect(await seats(admin)).toMatchObject({ used: 1, inactive: 1 });

    const portalAfter = await server.call('GET', '/api/user/me', { token: portal });
    expect(portalAfter.status).toBe(401);
    expect(portalAfter.body.error_code).toBe(ErrorCode.token_invalid);
    const widgetAfter = await widgetCall(server, key.key, 'GET', '/api/chat-head/get-chat-heads-in-category', {
      token: widget,
    });
    expect(widgetAfter.body.error_code).toBe(ErrorCode.token_invalid);

    const refused = await portalLogin(server, seat.email);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Your seat in this agency is not active. Please ask your agency admin.');
    const widgetRefused = await widgetCall(server, key.key, 'POST', '/api/embed/login', {
      json: { email: seat.email, password: seat.password },
    });
    expect(widgetRefused.body.message).toBe('Your seat in this agency is not active. Please ask your agency admin.');

    const on = await employeeCall<Employee>(server, admin.token, 'POST', 'set-status', {
      _id: seat.employee._id,
      status: true,
    });
    expect(on.body).toMatchObject({ message: 'The employee is Active again.', result: { status: true } });
    expect((await portalLogin(server, seat.email)).body.error_code).toBe(ErrorCode.success);
    expect(await seats(admin)).toMatchObject({ used: 2, inactive: 0 });
  });

  it('revokes a pending invitation when the seat is deactivated', async () => {
    const { admin } = await createAgency(server, 'Pending Switch Agency');
    const email = newEmail();
    const added = (await addEmployee(server, admin, { email })).body.result;
    const token = await invitationToken(server, email);
    await employeeCall(server, admin.token, 'POST', 'set-status', { _id: added._id, status: false });
    expect((await acceptInvitation(server, token)).body.error_code).toBe(ErrorCode.invalid_code);
    const resend = await employeeCall(server, admin.token, 'POST', 'resend-invitation', { _id: added._id });
    expect(resend.body.message).toBe('Activate this employee before sending an invitation.');
  });
});

describe('deleting employees', () => {
  it('deletes the whole list in one transaction, or nothing when one id is not on the plan', async () => {
    const { admin } = await createAgency(server, 'Bulk Agency');
    const other = await createAgency(server, 'Bulk Other Agency');
    const a = (await addEmployee(server, admin, { email: newEmail() })).body.result;
    const b = (await addEmployee(server, admin, { email: newEmail() })).body.result;
    const foreign = (await addEmployee(server, other.admin, { email: newEmail() })).body.result;

    const mixed = await employeeCall(server, admin.token, 'POST', 'delete-list', [
      { _id: a._id },
      { _id: foreign._id },
    ]);
    expect(mixed.status).toBe(403);
    expect(mixed.body).toMatchObject({ message: 'This employee is not on your plan.', result: null });
    expect(await list(admin)).toHaveLength(2);
    expect(await list(other.admin)).toHaveLength(1);

    const empty = await employeeCall(server, admin.token, 'POST', 'delete-list', []);
    expect(empty.body.message).toBe('Please select at least one employee.');
    const malformed = await employeeCall(server, admin.token, 'POST', 'delete-list', { _id: a._id });
    expect(malformed.status).toBe(422);

    const both = await employeeCall(server, admin.token, 'POST', 'delete-list', [{ _id: a._id }, { _id: b._id }]);
    expect(both.body).toMatchObject({ error_code: ErrorCode.success, message: '2 users deleted.' });
    expect(await list(admin)).toEqual([]);
    expect(await seats(admin)).toMatchObject({ used: 1, pending: 0 });
    // The accounts the invitations created, never used, went with their seats: the addresses are free.
    const signUp = new FormData();
    signUp.set('name', 'Fresh Start');
    signUp.set('email', a.email);
    signUp.set('password', 'Secret123');
    expect((await server.call('POST', '/api/user/new-user', { form: signUp })).body.error_code).toBe(ErrorCode.success);
  });

  it("frees the seat and ends the sessions, but the chat history stays the agent's", async () => {
    const { admin } = await createAgency(server, 'History Agency');
    const seat = await activeEmployee(server, admin, 'Hana History');
    const token = (await portalLogin(server, seat.email)).body.result.token;
    const categories = (await server.call<Category[]>('GET', '/api/category/get-all-categories')).body.result;
    const chat = await server.call<{ chat_head: ChatHead }>('POST', '/api/chat/start-chat', {
      token,
      json: {
        category_id: categories[0]!._id,
        chat_head_id: null,
        messages: [{ role: 'user', content: 'What is BMI?' }],
      },
    });
    expect(chat.body.error_code).toBe(ErrorCode.success);
    const headId = chat.body.result.chat_head._id;

    // The agency admin cannot read the agent's chats, before or after the delete.
    const peek = () => server.call('GET', `/api/chat/get-all-list?chat_head_id=${headId}`, { token: admin.token });
    expect((await peek()).status).toBe(403);

    await employeeCall(server, admin.token, 'POST', 'delete-list', [{ _id: seat.employee._id }]);
    expect((await server.call('GET', '/api/user/me', { token })).status).toBe(401);
    expect((await peek()).status).toBe(403);

    const again = await portalLogin(server, seat.email);
    expect(again.body.result).toMatchObject({ is_employee: false, is_user_subscribed: false });
    const records = await server.call<unknown[]>('GET', `/api/chat/get-all-list?chat_head_id=${headId}`, {
      token: again.body.result.token,
    });
    expect(records.body.result).toHaveLength(1);
  });
});
