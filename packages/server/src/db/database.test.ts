import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedReferenceData } from '../seed/seed';
import { dropSchema, migrate, openDatabase, type DatabaseHandle } from './database';

const databaseUrl = process.env.DATABASE_URL || undefined;
const schema = databaseUrl ? `test_${randomBytes(6).toString('hex')}` : undefined;
let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await openDatabase({ databaseUrl, dataDir: 'memory://', ...(schema ? { schema } : {}) });
});
afterAll(async () => {
  await handle?.close();
  if (databaseUrl && schema) await dropSchema(databaseUrl, schema);
});

describe('database', () => {
  it('applies the migrations once, and again is a no-op', async () => {
    await migrate(handle.db);
    const tables = await sql<{ table_name: string }>`
      select table_name from information_schema.tables where table_schema = current_schema() order by table_name`.execute(
      handle.db,
    );
    const names = tables.rows.map((row) => row.table_name);
    expect(names).toEqual(
      expect.arrayContaining(['users', 'sessions', 'email_codes', 'plans', 'user_plans', 'employees']),
    );
  });

  it('seeds reference data idempotently', async () => {
    await seedReferenceData(handle.db);
    await seedReferenceData(handle.db);
    const plans = await handle.db
      .selectFrom('plans')
      .select(['name', 'price_cents', 'seats', 'plan_actions'])
      .orderBy('name')
      .execute();
    expect(plans).toEqual([
      { name: 'Affiliate', price_cents: 99900, seats: 1, plan_actions: ['affiliate', 'embed'] },
      { name: 'Agency', price_cents: 49900, seats: 10, plan_actions: ['employee', 'embed'] },
      { name: 'Agent', price_cents: 4900, seats: 1, plan_actions: ['embed'] },
      { name: 'Enterprise', price_cents: null, seats: null, plan_actions: ['employee', 'affiliate', 'embed'] },
    ]);
    const coupons = await handle.db.selectFrom('coupons').selectAll().orderBy('code').execute();
    expect(coupons.map((c) => [c.code, c.discount_type, c.discount_value])).toEqual([
      ['SAVE20', 'percent', 20],
      ['TAKE10', 'fixed', 1000],
    ]);
    const faqs = await handle.db.selectFrom('faqs').select('answer_html').execute();
    expect(faqs.length).toBeGreaterThan(5);
  });

  it('keeps a concurrent write when another transaction rolls back', async () => {
    const { db } = handle;
    const failing = db.transaction().execute(async (trx) => {
      await trx.insertInto('subscribers').values({ email: 'rolled-back@example.com' }).execute();
      await new Promise((resolve) => setTimeout(resolve, 30));
      throw new Error('roll back');
    });
    // Issued while the transaction is open: it must not run inside it.
    const outside = db.insertInto('subscribers').values({ email: 'kept@example.com' }).execute();
    await expect(failing).rejects.toThrow('roll back');
    await outside;
    const emails = (await db.selectFrom('subscribers').select('email').execute()).map((row) => row.email);
    expect(emails).toContain('kept@example.com');
    expect(emails).not.toContain('rolled-back@example.com');
  });
});
