import {
  EMPLOYEE_IMAGE_TOO_LARGE,
  ErrorCode,
  MAX_EMPLOYEE_IMAGE_BYTES,
  type Employee,
  type SeatSummary,
} from '@mentor/core';
import type { AppDeps } from '../../context';
import type { Db } from '../../db/database';
import type { Multipart } from '../../http/body';
import { forbidden, invalid, ReplyError, tooManyRequests } from '../../http/reply';
import { fileIdOfPath, insertImage, readImage, type CheckedImage } from '../files/images';
import { findPlanAccess, isLive, type PlanAccess } from '../plans/access';
import { revokeSessionsOf } from '../users/sessions';
import { parseEmployeeFields, type EmployeeFields } from './fields';
import { issueInvitation, revokeInvitations, secondsUntilNextInvitation, sendInvitationMail } from './invitations';
import { EMPLOYEE_MESSAGES } from './messages';
import { findEmployee, listEmployees } from './queries';
import { countSeats, hasFreeSeat, lockSeats, type SeatUsage } from './seats';
import { queueSeatEvents } from '../api-v1/webhooks/events';

/** At most this many employees in one delete-list. */
export const MAX_DELETE = 500;

/**
 * The caller's plan, when they may manage its employees: they own it, it is live, and it has seats
 * for employees (Agency, Enterprise). Anyone else is refused with 403 and a message.
 */
export async function employeePlanOf(deps: AppDeps, callerId: string): Promise<PlanAccess> {
  const access = await findPlanAccess(deps.db, callerId, deps.clock());
  if (!access) throw forbidden(EMPLOYEE_MESSAGES.noPlan);
  if (access.role !== 'owner') throw forbidden(EMPLOYEE_MESSAGES.notOwner);
  if (!access.plan_actions.includes('employee')) throw forbidden(EMPLOYEE_MESSAGES.planHasNoSeats(access.plan_name));
  return access;
}

/** A `user_plan_id` the client names must be the caller's own plan. */
export function assertOwnPlan(plan: PlanAccess, named: string | undefined): void {
  if (named !== undefined && named !== '' && named !== plan.user_plan_id)
    throw forbidden(EMPLOYEE_MESSAGES.notYourPlan);
}

function noFreeSeat(usage: SeatUsage): ReplyError {
  return forbidden(EMPLOYEE_MESSAGES.noFreeSeat(usage.seats ?? usage.used));
}

/** One employee of the caller's plan; an id of anyone else's (or of no one) is refused alike. */
export async function employeeOf(db: Db, plan: PlanAccess, id: string, now: Date): Promise<Employee> {
  const employee = await findEmployee(db, plan.user_plan_id, id, now);
  if (!employee) throw forbidden(EMPLOYEE_MESSAGES.notOnPlan);
  return employee;
}

export async function listForOwner(deps: AppDeps, plan: PlanAccess): Promise<Employee[]> {
  return listEmployees(deps.db, plan.user_plan_id, deps.clock());
}

export async function seatSummary(deps: AppDeps, plan: PlanAccess): Promise<SeatSummary> {
  const usage = await countSeats(deps.db, plan);
  return { user_plan_id: plan.user_plan_id, plan_name: plan.plan_name, ...usage };
}

/** The columns of the employee record the form sets (all but the e-mail, which is locked once added). */
function recordOf(input: EmployeeFields) {
  const { full_name, phone, country, region, city, address, zip_code } = input;
  return { full_name, phone, country, region, city, address, zipcode: zip_code };
}

async function checkedImage(form: Multipart): Promise<CheckedImage | null> {
  const file = form.files.image_file;
  return file ? readImage(file, MAX_EMPLOYEE_IMAGE_BYTES, EMPLOYEE_IMAGE_TOO_LARGE) : null;
}

async function ownerName(db: Db, plan: PlanAccess): Promise<string> {
  const owner = await db.selectFrom('users').select('name').where('id', '=', plan.owner_id).executeTakeFirstOrThrow();
  return owner.name;
}

/**
 * The existing account behind an address, when it may become an employee of `plan`: not the owner,
 * not anyone's employee already, not the owner of a live plan of their own.
 */
async function attachableUser(trx: Db, plan: PlanAccess, email: string, now: Date) {
  const user = await trx
    .selectFrom('users')
    .select(['id', 'password_hash', 'is_verified'])
    .where('email', '=', email)
    .executeTakeFirst();
  if (!user) return null;
  if (user.id === plan.owner_id) throw invalid(EMPLOYEE_MESSAGES.ownAddress);
  const seat = await trx
    .selectFrom('employees')
    .select('user_plan_id')
    .where('user_id', '=', user.id)
    .executeTakeFirst();
  if (seat?.user_plan_id === plan.user_plan_id)
    throw new ReplyError(ErrorCode.exist, EMPLOYEE_MESSAGES.alreadyEmployee);
  if (seat) throw new ReplyError(ErrorCode.exist, EMPLOYEE_MESSAGES.otherAgency);
  const owned = await trx
    .selectFrom('user_plans')
    .select('id')
    .where('user_id', '=', user.id)
    .where(isLive(now))
    .executeTakeFirst();
  if (owned) throw new ReplyError(ErrorCode.exist, EMPLOYEE_MESSAGES.ownsPlan);
  return user;
}

/**
 * api/employee/add: under the plan's seat lock, creates the employee (a new user without a password,
 * or an existing account with no plan of its own), then e-mails the invitation. Exactly one of many
 * concurrent adds can take the last free seat; the others get the "no free seat" message.
 */
export async function addEmployee(deps: AppDeps, plan: PlanAccess, form: Multipart): Promise<Employee> {
  const input = parseEmployeeFields(form.fields);
  assertOwnPlan(plan, form.fields.user_plan_id);
  const image = await checkedImage(form);
  const now = deps.clock();
  const { employeeId, token } = await deps.db.transaction().execute(async (trx) => {
    const usage = await lockSeats(trx, plan);
    const existing = await attachableUser(trx, plan, input.email, now);
    if (!hasFreeSeat(usage)) throw noFreeSeat(usage);
    let userId = existing?.id;
    if (!userId) {
      const created = await trx
        .insertInto('users')
        .values({ name: input.full_name, email: input.email, phone: input.phone, password_hash: null, created_on: now })
        .onConflict((oc) => oc.column('email').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!created) throw new ReplyError(ErrorCode.exist, EMPLOYEE_MESSAGES.emailTakenMeanwhile);
      userId = created.id;
    }
    const stored = image ? await insertImage(trx, image, now) : null;
    const employee = await trx
      .insertInto('employees')
      .values({
        user_id: userId,
        user_plan_id: plan.user_plan_id,
        email: input.email,
        ...recordOf(input),
        image_path: stored?.path ?? null,
        created_on: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await queueSeatEvents(trx, now, plan.owner_id, 'seat.created', [employee.id]);
    const needsPassword = !existing || existing.password_hash === null || !existing.is_verified;
    return { employeeId: employee.id, token: needsPassword ? await issueInvitation(trx, employee.id, now) : null };
  });
  const agency = await ownerName(deps.db, plan);
  await sendInvitationMail(deps, { email: input.email, name: input.full_name, agency, token });
  return employeeOf(deps.db, plan, employeeId, deps.clock());
}

/**
 * api/employee/edit: the agency's record of its employee. The e-mail is locked (a different one is
 * refused). While the person has not signed in yet, their account's name and phone follow the record.
 */
export async function editEmployee(deps: AppDeps, plan: PlanAccess, id: string, form: Multipart): Promise<Employee> {
  const now = deps.clock();
  const current = await employeeOf(deps.db, plan, id, now);
  const namedUser = form.fields.user_id;
  if (namedUser !== undefined && namedUser !== '' && namedUser !== current.user_id)
    throw forbidden(EMPLOYEE_MESSAGES.notOnPlan);
  assertOwnPlan(plan, form.fields.user_plan_id);
  const input = parseEmployeeFields(form.fields);
  if (input.email !== current.email) throw invalid(EMPLOYEE_MESSAGES.emailLocked);
  const image = await checkedImage(form);
  await deps.db.transaction().execute(async (trx) => {
    const previous = await trx
      .selectFrom('employees')
      .select('image_path')
      .where('id', '=', id)
      .where('user_plan_id', '=', plan.user_plan_id)
      .forUpdate()
      .executeTakeFirst();
    if (!previous) throw forbidden(EMPLOYEE_MESSAGES.notOnPlan);
    const stored = image ? await insertImage(trx, image, now) : null;
    await trx
      .updateTable('employees')
      .set({
        ...recordOf(input),
        ...(stored ? { image_path: stored.path } : {}),
      })
      .where('id', '=', id)
      .execute();
    const replaced = stored ? fileIdOfPath(previous.image_path) : null;
    if (replaced) await trx.deleteFrom('files').where('id', '=', replaced).execute();
    await trx
      .updateTable('users')
      .set({ name: input.full_name, phone: input.phone, updated_on: now })
      .where('id', '=', current.user_id)
      .where('password_hash', 'is', null)
      .where('is_verified', '=', false)
      .execute();
  });
  return employeeOf(deps.db, plan, id, deps.clock());
}

/**
 * api/employee/delete-list: one transaction for the whole list. Every id must be an employee of the
 * caller's plan, or nothing is deleted. Seats are freed and the people's sessions end; their
 * accounts and chat history stay theirs (the agency never reads them), except an account the
 * invitation created and nobody ever used, which goes with its seat.
 */
export async function deleteEmployees(deps: AppDeps, plan: PlanAccess, ids: readonly string[]): Promise<number> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) throw invalid(EMPLOYEE_MESSAGES.noneSelected);
  if (unique.length > MAX_DELETE) throw invalid(EMPLOYEE_MESSAGES.tooManySelected(MAX_DELETE));
  const now = deps.clock();
  return deps.db.transaction().execute(async (trx) => {
    await lockSeats(trx, plan);
    const rows = await trx
      .selectFrom('employees')
      .select(['id', 'user_id', 'image_path', 'status'])
      .where('user_plan_id', '=', plan.user_plan_id)
      .where('id', 'in', unique)
      .execute();
    if (rows.length !== unique.length) throw forbidden(EMPLOYEE_MESSAGES.notOnPlan);
    const seated = rows.filter((row) => row.status).map((row) => row.id);
    await queueSeatEvents(trx, now, plan.owner_id, 'seat.removed', seated);
    const userIds = rows.map((row) => row.user_id);
    await trx.deleteFrom('employees').where('id', 'in', unique).execute();
    const images = rows.map((row) => fileIdOfPath(row.image_path)).filter((fileId) => fileId !== null);
    if (images.length > 0) await trx.deleteFrom('files').where('id', 'in', images).execute();
    await revokeSessionsOf(trx, userIds, now);
    await trx
      .deleteFrom('users')
      .where('id', 'in', userIds)
      .where('password_hash', 'is', null)
      .where('is_verified', '=', false)
      .execute();
    return rows.length;
  });
}

/**
 * The status switch. Not Active ends the person's sessions (portal and widget) and open invitation at
 * once and frees the seat; Active again needs a free seat, counted under the plan's lock.
 */
export async function setEmployeeStatus(
  deps: AppDeps,
  plan: PlanAccess,
  id: string,
  status: boolean,
): Promise<Employee> {
  const now = deps.clock();
  await deps.db.transaction().execute(async (trx) => {
    const usage = await lockSeats(trx, plan);
    const employee = await trx
      .selectFrom('employees')
      .select(['user_id', 'status'])
      .where('id', '=', id)
      .where('user_plan_id', '=', plan.user_plan_id)
      .executeTakeFirst();
    if (!employee) throw forbidden(EMPLOYEE_MESSAGES.notOnPlan);
    if (employee.status === status) return;
    if (status && !hasFreeSeat(usage)) throw noFreeSeat(usage);
    await trx.updateTable('employees').set({ status }).where('id', '=', id).execute();
    await queueSeatEvents(trx, now, plan.owner_id, status ? 'seat.created' : 'seat.removed', [id]);
    if (!status) {
      await revokeSessionsOf(trx, [employee.user_id], now);
      await revokeInvitations(trx, [id], now);
    }
  });
  return employeeOf(deps.db, plan, id, deps.clock());
}

/** Sends a new invitation (the old link stops working) to an active employee who has no password yet. */
export async function resendInvitation(deps: AppDeps, plan: PlanAccess, id: string): Promise<Employee> {
  const now = deps.clock();
  const employee = await employeeOf(deps.db, plan, id, now);
  if (!employee.status) throw invalid(EMPLOYEE_MESSAGES.invitationInactive);
  if (employee.invitation_status === null) throw new ReplyError(ErrorCode.exist, EMPLOYEE_MESSAGES.invitationNotNeeded);
  const wait = await secondsUntilNextInvitation(deps.db, id, now);
  if (wait > 0) throw tooManyRequests(wait);
  const token = await deps.db.transaction().execute((trx) => issueInvitation(trx, id, now));
  await sendInvitationMail(deps, {
    email: employee.email,
    name: employee.full_name,
    agency: await ownerName(deps.db, plan),
    token,
  });
  return employeeOf(deps.db, plan, id, deps.clock());
}
