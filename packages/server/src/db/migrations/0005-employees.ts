import { type Kysely, sql } from 'kysely';

/**
 * Invitations for employees (team seats): a single-use link to set a password. Only the token's hash
 * is kept. Deleting the employee deletes its invitations; deactivating revokes the open ones.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table employee_invitations (
      id uuid primary key default gen_random_uuid(),
      employee_id uuid not null references employees(id) on delete cascade,
      token_hash text not null unique,
      created_on timestamptz not null default now(),
      expires_on timestamptz not null,
      used_on timestamptz,
      revoked_on timestamptz
    );
    create index employee_invitations_employee_idx on employee_invitations(employee_id, created_on desc);
    create index employees_plan_idx on employees(user_plan_id, created_on);
  `.execute(db);
}
