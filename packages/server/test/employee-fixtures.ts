import type { Employee, LoggedInUser } from '@mentor/core';
import type { TestServer } from './harness';

/** The form fields of spec §7 besides e-mail and name, all valid. */
export const EMPLOYEE_DETAILS = {
  phone: '15555550123',
  country: 'US',
  region: 'Texas',
  city: 'Austin',
  address: '100 Congress Ave',
  zip_code: '78701',
} as const;

/** The first bytes of a PNG: enough for the server's check of the real type. */
export const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

export function employeeForm(
  fields: Record<string, string>,
  image?: { bytes: Uint8Array<ArrayBuffer>; name: string; type: string },
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  if (image) form.set('image_file', new Blob([image.bytes], { type: image.type }), image.name);
  return form;
}

let counter = 0;
/** A fresh address for an employee. */
export function newEmail(prefix = 'agent') {
  counter += 1;
  return `${prefix}.${counter}.${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** api/employee/add as the admin's form sends it. */
export function addEmployee(
  server: TestServer,
  admin: { token: string },
  fields: { email: string; full_name?: string; user_plan_id?: string; [name: string]: string | undefined },
  image?: { bytes: Uint8Array<ArrayBuffer>; name: string; type: string },
) {
  const all: Record<string, string> = { full_name: 'New Agent', ...EMPLOYEE_DETAILS };
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) all[name] = value;
  return server.call<Employee>('POST', '/api/employee/add', { token: admin.token, form: employeeForm(all, image) });
}

/** The token of the newest invitation e-mailed to an address (the link's `#token=` fragment). */
export async function invitationToken(server: TestServer, email: string): Promise<string> {
  const [newest] = await server.mailbox(email);
  const match = /\/set-password#token=([\w-]+)/.exec(newest?.text ?? '');
  if (!match) throw new Error(`No invitation e-mail for ${email}`);
  return match[1]!;
}

export function acceptInvitation(server: TestServer, token: string, password = 'Secret123') {
  return server.call<null>('POST', '/api/employee/accept-invitation', { json: { token, password } });
}

export function portalLogin(server: TestServer, email: string, password = 'Secret123') {
  return server.call<LoggedInUser>('POST', '/api/user/login-user', { json: { email, password } });
}

/** Adds an employee, and has them set their password from the invitation: a seat that can log in. */
export async function activeEmployee(server: TestServer, admin: { token: string }, fullName = 'Jo Agent') {
  const email = newEmail(fullName.toLowerCase().replace(/\W+/g, '.'));
  const added = await addEmployee(server, admin, { email, full_name: fullName });
  if (added.body.error_code !== 0) throw new Error(`add failed: ${added.body.message}`);
  const accepted = await acceptInvitation(server, await invitationToken(server, email));
  if (accepted.body.error_code !== 0) throw new Error(`accept failed: ${accepted.body.message}`);
  return { employee: added.body.result, email, password: 'Secret123' };
}

export function employeeCall<T = unknown>(
  server: TestServer,
  token: string,
  method: 'GET' | 'POST',
  path: string,
  json?: unknown,
) {
  return server.call<T>(method, `/api/employee/${path}`, { token, ...(json !== undefined ? { json } : {}) });
}
