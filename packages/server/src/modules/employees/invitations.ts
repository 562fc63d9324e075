import { randomBytes } from 'node:crypto';
import { ErrorCode, ROUTES, type EmployeeInvitation } from '@mentor/core';
import type { AppDeps } from '../../context';
import type { Db } from '../../db/database';
import { forbidden, ReplyError } from '../../http/reply';
import { addedToTeamEmail, invitationEmail } from '../../mail/templates';
import { EMBED_MESSAGES } from '../embed/messages';
import { hashPassword } from '../users/passwords';
import { assertPasswordLength } from '../users/service';
import { hashToken, revokeSessionsOf } from '../users/sessions';
import { EMPLOYEE_MESSAGES } from './messages';

export const INVITATION_TTL_DAYS = 7;
/** A new invitation for the same employee no sooner than this (so the resend button cannot flood a mailbox). */
export const INVITATION_RESEND_SECONDS = 60;

/**
 * Issues an invitation (inside the caller's transaction): only the token's hash is stored, and the
 * employee's earlier open invitations are revoked, so only the newest link works.
 */
export async function issueInvitation(trx: Db, employeeId: string, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await revokeInvitations(trx, [employeeId], now);
  await trx
    .insertInto('employee_invitations')
    .values({
      employee_id: employeeId,
      token_hash: hashToken(token),
      created_on: now,
      expires_on: new Date(now.getTime() + INVITATION_TTL_DAYS * 86_400_000),
    })
    .execute();
  return token;
}

export async function revokeInvitations(trx: Db, employeeIds: readonly string[], now: Date): Promise<void> {
  if (employeeIds.length === 0) return;
  await trx
    .updateTable('employee_invitations')
    .set({ revoked_on: now })
    .where('employee_id', 'in', employeeIds)
    .where('used_on', 'is', null)
    .where('revoked_on', 'is', null)
    .execute();
}

/** Seconds until another invitation may go to this employee (0: now). */
export async function secondsUntilNextInvitation(db: Db, employeeId: string, now: Date): Promise<number> {
  const newest = await db
    .selectFrom('employee_invitations')
    .select('created_on')
    .where('employee_id', '=', employeeId)
    .orderBy('created_on', 'desc')
    .executeTakeFirst();
  if (!newest) return 0;
  const elapsed = (now.getTime() - newest.created_on.getTime()) / 1000;
  return Math.max(0, Math.ceil(INVITATION_RESEND_SECONDS - elapsed));
}

export interface InvitationMail {
  email: string;
  name: string;
  agency: string;
  /** The new invitation's token; null when the person already has a password (a notice, no link). */
  token: string | null;
}

/**
 * E-mails the invitation (or, to someone who already has a password, a notice with the login link).
 * The link carries the token in its fragment, so it never reaches a server log.
 */
export async function sendInvitationMail(deps: AppDeps, mail: InvitationMail): Promise<void> {
  const origin = deps.config.publicUrl;
  const message = mail.token
    ? invitationEmail(
        mail.email,
        mail.name,
        mail.agency,
        `${origin}${ROUTES.setPassword}#token=${mail.token}`,
        INVITATION_TTL_DAYS,
      )
    : addedToTeamEmail(mail.email, mail.name, mail.agency, `${origin}${ROUTES.login}`);
  try {
    await deps.mailer.send(message);
  } catch (error) {
    // The employee exists either way; the admin can send the invitation again from the list.
    deps.log.error({ err: error, to: mail.email }, 'invitation mail failed');
  }
}

/** The invitation a token names, refused with a message that says what to do when it cannot be used. */
async function openInvitation(db: Db, token: string, now: Date) {
  const row = await db
    .selectFrom('employee_invitations')
    .innerJoin('employees', 'employees.id', 'employee_invitations.employee_id')
    .innerJoin('user_plans', 'user_plans.id', 'employees.user_plan_id')
    .innerJoin('users as owner', 'owner.id', 'user_plans.user_id')
    .select([
      'employee_invitations.id',
      'employee_invitations.expires_on',
      'employee_invitations.used_on',
      'employee_invitations.revoked_on',
      'employees.email',
      'employees.full_name',
      'employees.status',
      'owner.name as agency_name',
    ])
    .where('employee_invitations.token_hash', '=', hashToken(token))
    .executeTakeFirst();
  if (!row) throw new ReplyError(ErrorCode.invalid_code, EMPLOYEE_MESSAGES.invitationInvalid);
  if (row.used_on) throw new ReplyError(ErrorCode.invalid_code, EMPLOYEE_MESSAGES.invitationUsed);
  if (row.revoked_on) throw new ReplyError(ErrorCode.invalid_code, EMPLOYEE_MESSAGES.invitationReplaced);
  if (!row.status) throw forbidden(EMBED_MESSAGES.seatInactive);
  if (row.expires_on <= now) throw new ReplyError(ErrorCode.time_out, EMPLOYEE_MESSAGES.invitationExpired);
  return row;
}

/** What the set-password page shows before the link is used. */
export async function describeInvitation(deps: AppDeps, token: string): Promise<EmployeeInvitation> {
  const row = await openInvitation(deps.db, token, deps.clock());
  return {
    email: row.email,
    full_name: row.full_name,
    agency_name: row.agency_name,
    expires_on: row.expires_on.toISOString(),
  };
}

/**
 * Sets the invited employee's password. The link works once: it is marked used by a conditional
 * update, so of two requests racing with one link exactly one succeeds. Reading the e-mail proves
 * the address, so the user becomes verified; any other session of theirs ends.
 */
export async function acceptInvitation(deps: AppDeps, token: string, password: string): Promise<void> {
  const invitation = await openInvitation(deps.db, token, deps.clock());
  assertPasswordLength(password);
  const passwordHash = await hashPassword(password);
  const now = deps.clock();
  await deps.db.transaction().execute(async (trx) => {
    const used = await trx
      .updateTable('employee_invitations')
      .set({ used_on: now })
      .where('id', '=', invitation.id)
      .where('used_on', 'is', null)
      .where('revoked_on', 'is', null)
      .where('expires_on', '>', now)
      .returning('employee_id')
      .executeTakeFirst();
    if (!used) throw new ReplyError(ErrorCode.invalid_code, EMPLOYEE_MESSAGES.invitationUsed);
    const employee = await trx
      .selectFrom('employees')
      .select(['user_id', 'status'])
      .where('id', '=', used.employee_id)
      .executeTakeFirstOrThrow();
    // Deactivated meanwhile: the rollback leaves the link unused (and deactivation revoked it anyway).
    if (!employee.status) throw forbidden(EMBED_MESSAGES.seatInactive);
    await trx
      .updateTable('users')
      .set({ password_hash: passwordHash, is_verified: true, updated_on: now })
      .where('id', '=', employee.user_id)
      .execute();
    await revokeSessionsOf(trx, [employee.user_id], now);
  });
}
