import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devMailboxEnabled, loadConfig } from '../src/config';
import { dropSchema } from '../src/db/database';
import { startServer } from '../src/server';
import { createVerifiedUser, startTestServer, type TestServer } from './harness';

/** Demo data publishes an admin password and an identity secret; the dev mailbox hands out anyone's codes. */
let real: TestServer;

beforeAll(async () => {
  // A deployment's database: no demo data, and a real account.
  real = await startTestServer({ seedDemo: false });
  await createVerifiedUser(real, 'Real Customer');
});
afterAll(async () => {
  await real?.close();
});

describe('demo data and the dev mailbox', () => {
  it('keeps demo data and the dev mailbox off on a server reachable from other machines', () => {
    const exposed = loadConfig({ HOST: '0.0.0.0' });
    expect(exposed.seedDemo).toBe(false);
    expect(devMailboxEnabled(exposed)).toBe(false);
    // On loopback (the default outside production) both are on; by name, anywhere but production.
    const local = loadConfig({});
    expect({ host: local.host, seed: local.seedDemo, mailbox: devMailboxEnabled(local) }).toEqual({
      host: '127.0.0.1',
      seed: true,
      mailbox: true,
    });
    const asked = loadConfig({ HOST: '0.0.0.0', SEED_DEMO: 'true', DEV_MAILBOX: 'true' });
    expect({ seed: asked.seedDemo, mailbox: devMailboxEnabled(asked) }).toEqual({ seed: true, mailbox: true });
    expect(loadConfig({ NODE_ENV: 'production' }).seedDemo).toBe(false);
  });

  it('does not serve the dev mailbox (anyone’s reset codes) from a server listening beyond loopback', async () => {
    const exposed = await startTestServer({ host: '0.0.0.0', seedDemo: false }, real);
    try {
      const res = await exposed.call('GET', '/api/dev/mailbox?email=real.customer@example.com');
      expect(res.status).toBe(404);
    } finally {
      await exposed.close();
    }
  });

  it('refuses to start with demo accounts on a database that already holds real accounts', async () => {
    await expect(startTestServer({ seedDemo: true }, real)).rejects.toThrow(
      'This database already holds real accounts, so the demo accounts (whose passwords are published) are not added.',
    );
    const demo = await real.deps.db.selectFrom('users').select('id').where('email', 'like', '%@mentor.demo').execute();
    expect(demo).toHaveLength(0);
  });
});

describe('two servers starting at once on an empty PostgreSQL', () => {
  const databaseUrl = process.env.DATABASE_URL;
  it.skipIf(!databaseUrl)(
    'both come up: the schema, migrations and demo data are made once (needs DATABASE_URL)',
    async () => {
      const schema = `test_${randomBytes(6).toString('hex')}`;
      const config = {
        ...loadConfig({ NODE_ENV: 'test', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent' }),
        databaseUrl,
        staticRoot: '/nonexistent',
      };
      const started = await Promise.allSettled([
        startServer(config, { schema, renewals: false }),
        startServer(config, { schema, renewals: false }),
      ]);
      try {
        expect(started.map((s) => (s.status === 'rejected' ? String(s.reason) : 'up'))).toEqual(['up', 'up']);
        const [first] = started as PromiseFulfilledResult<Awaited<ReturnType<typeof startServer>>>[];
        const admins = await first!.value.deps.db
          .selectFrom('users')
          .select('id')
          .where('email', '=', 'admin@mentor.demo')
          .execute();
        expect(admins).toHaveLength(1);
      } finally {
        for (const s of started) if (s.status === 'fulfilled') await s.value.close();
        await dropSchema(databaseUrl!, schema);
      }
    },
  );
});
