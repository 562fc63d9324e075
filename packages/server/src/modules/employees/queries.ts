import type { Employee, InvitationStatus } from '@mentor/core';
import { sql } from 'kysely';
import type { Db } from '../../db/database';

/** The employees with what the list shows of their user account and their newest open invitation. */
function employeeRows(db: Db) {
  return db
    .selectFrom('employees')
    .innerJoin('users', 'users.id', 'employees.user_id')
    .select((eb) => [
      'employees.id',
      'employees.user_id',
      'employees.user_plan_id',
      'employees.full_name',
      'employees.email',
      'employees.phone',
      'employees.country',
      'employees.region',
      'employees.city',
      'employees.address',
      'employees.zipcode',
      'employees.status',
      // The agency's photo of the employee, else the one they gave their own profile.
      eb.fn.coalesce('employees.image_path', 'users.image_path').as('image_path'),
      'users.is_verified',
      sql<boolean>`users.password_hash is not null`.as('has_password'),
      eb
        .selectFrom('employee_invitations')
        .select('employee_invitations.expires_on')
        .whereRef('employee_invitations.employee_id', '=', 'employees.id')
        .where('employee_invitations.used_on', 'is', null)
        .where('employee_invitations.revoked_on', 'is', null)
        .orderBy('employee_invitations.created_on', 'desc')
        .limit(1)
        .as('invitation_expires_on'),
    ]);
}

type EmployeeRow = Awaited<ReturnType<ReturnType<typeof employeeRows>['executeTakeFirstOrThrow']>>;

/** Someone who has never set a password, or never proved their address, still needs an invitation. */
function invitationStatus(row: EmployeeRow, now: Date): InvitationStatus | null {
  if (row.has_password && row.is_verified) return null;
  if (!row.invitation_expires_on) return 'none';
  return new Date(row.invitation_expires_on) > now ? 'pending' : 'expired';
}

function toEmployee(row: EmployeeRow, now: Date): Employee {
  return {
    _id: row.id,
    user_id: row.user_id,
    user_plan_id: row.user_plan_id,
    full_name: row.full_name,
    email: row.email,
    phone: row.phone ?? '',
    country: row.country ?? '',
    region: row.region ?? '',
    city: row.city ?? '',
    address: row.address ?? '',
    zipcode: row.zipcode ?? '',
    image_path: row.image_path,
    is_verified: row.is_verified,
    status: row.status,
    invitation_status: invitationStatus(row, now),
  };
}

/** A plan's employees in the order they joined. The owner is never among them (never an employee row). */
export async function listEmployees(db: Db, userPlanId: string, now: Date): Promise<Employee[]> {
  const rows = await employeeRows(db)
    .where('employees.user_plan_id', '=', userPlanId)
    .orderBy('employees.created_on')
    .orderBy('employees.id')
    .execute();
  return rows.map((row) => toEmployee(row, now));
}

/** One employee of a plan, or null when the id names no employee of that plan. */
export async function findEmployee(db: Db, userPlanId: string, id: string, now: Date): Promise<Employee | null> {
  const row = await employeeRows(db)
    .where('employees.user_plan_id', '=', userPlanId)
    .where('employees.id', '=', id)
    .executeTakeFirst();
  return row ? toEmployee(row, now) : null;
}
