// Authenticated reads against a ceiling, for `npm run bench` (issue 17): `api_rps_categories_auth`
// (GET /api/category/get-all-categories with a session, 32 connections) beside `api_rps_ceiling`, a
// hello-world Hono server measured the same way in the same run, and `api_rps_categories_anon`.
// Prints one JSON object. Runs a real server on a fresh PGlite database in a temp folder, or on
// PostgreSQL in a schema of its own with `--postgres` (DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/test); keys then start `pg_`. There every cached session waits for
// the change feed's barrier (a NOTIFY round trip shared by the requests of a batch, db/feed-barrier.ts),
// so the figure includes it; on PGlite the feed is always in step and the barrier costs one await.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import autocannon from 'autocannon';
import { Hono } from 'hono';
import { loadConfig } from '../src/config';
import { dropSchema } from '../src/db/database';
import { startServer } from '../src/server';

const CONNECTIONS = 32;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const postgres = process.argv.includes('--postgres');
const databaseUrl = postgres ? process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test' : undefined;
const schema = postgres ? `bench_auth_${randomBytes(4).toString('hex')}` : undefined;
const prefix = postgres ? 'pg_' : '';

async function rps(url: string, headers: Record<string, string> = {}): Promise<number> {
  // A short warm-up first, so the JIT and any cache are in their steady state.
  await autocannon({ url, connections: CONNECTIONS, duration: 1, headers });
  const load = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
  if (load.non2xx > 0 || load.errors > 0) throw new Error(`${url}: ${load.non2xx} failed, ${load.errors} errors`);
  return Math.round(load.requests.average);
}

async function ceiling(): Promise<number> {
  const app = new Hono().get('/', (c) => c.text('Hello Hono!'));
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    return await rps(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'mentor-bench-auth-'));
const config = {
  ...loadConfig({ NODE_ENV: 'production', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', SEED_DEMO: 'false' }),
  databaseUrl,
  dataDir,
  staticRoot: dataDir,
};
const server = await startServer(config, { renewals: false, ...(schema ? { schema } : {}) });
try {
  const form = new FormData();
  form.set('name', 'Bench Reader');
  form.set('email', 'bench.reader@example.com');
  form.set('password', 'Secret123');
  const signUp = (await (await fetch(`${server.url}/api/user/new-user`, { method: 'POST', body: form })).json()) as {
    result: { _id: string; token: string };
  };
  const { _id: userId, token } = signUp.result;
  await server.deps.db.updateTable('users').set({ is_verified: true }).where('id', '=', userId).execute();
  const path = '/api/category/get-all-categories';

  const figures = {
    api_rps_ceiling: await ceiling(),
    // `user_id` makes the route authenticate (categories themselves are public).
    api_rps_categories_auth: await rps(`${server.url}${path}?user_id=${userId}`, { authorization: `Bearer ${token}` }),
    api_rps_categories_anon: await rps(`${server.url}${path}`),
  };
  const report = {
    ...figures,
    api_rps_auth_share_of_ceiling: Math.round((figures.api_rps_categories_auth / figures.api_rps_ceiling) * 100) / 100,
  };
  console.log(JSON.stringify(Object.fromEntries(Object.entries(report).map(([key, value]) => [prefix + key, value]))));
} finally {
  await server.close();
  if (databaseUrl && schema) await dropSchema(databaseUrl, schema);
  rmSync(dataDir, { recursive: true, force: true });
}
