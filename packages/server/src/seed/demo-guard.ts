import type { Db } from '../db/database';
import { DEMO_ACCOUNTS } from './demo-accounts';

/**
 * Demo data publishes an admin's password and a key's identity secret: anyone could then act as the
 * demo agency. It may go into a new database, or one that already is a demo database, but never
 * into a database that holds real accounts (a deployment started with demo data on by mistake).
 */
export async function refuseDemoDataBesideRealAccounts(db: Db): Promise<void> {
  const demoEmails = Object.values(DEMO_ACCOUNTS).map((account) => account.email);
  const alreadyDemo = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', DEMO_ACCOUNTS.agencyAdmin.email)
    .executeTakeFirst();
  if (alreadyDemo) return;
  const real = await db
    .selectFrom('users')
    .select('id')
    .where('email', 'not in', demoEmails)
    .limit(1)
    .executeTakeFirst();
  if (real)
    throw new Error(
      'This database already holds real accounts, so the demo accounts (whose passwords are published) are not added. ' +
        'Start with SEED_DEMO=false (and, to reach the server from other machines, HOST=0.0.0.0).',
    );
}
