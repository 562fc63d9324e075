// History and per-user list figures for `npm run bench` (issue 17). Prints one JSON object.
// Runs a real app on PGlite in a temp folder, or on PostgreSQL in a schema of its own with
// `--postgres` (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test); keys then start `pg_`.
//   history_page_ms            newest 30 of a 5,000-message thread (replies of 1–2 KB), paged call
//   history_30_ms              the whole of a 30-message thread (spec get-all-list): what a page should cost
//   history_5000_full_ms       the whole 5,000-message thread (spec get-all-list)
//   recent_records_{10,1000}_users_ms   a user's 100 most recent records beside 10 / 1,000 users' data
//   chat_heads_{10,1000}_users_ms       a user's chat heads in a category, same two sizes
// Times are medians of in-process requests (app.request: routing, auth, SQL, JSON; no socket).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { PlanId, type Category } from '@mentor/core';
import { createApp } from '../src/app';
import { loadConfig } from '../src/config';
import { dropSchema } from '../src/db/database';
import { startServer } from '../src/server';

const postgres = process.argv.includes('--postgres');
const databaseUrl = postgres ? process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test' : undefined;
const schema = postgres ? `bench_history_${randomBytes(4).toString('hex')}` : undefined;
const prefix = postgres ? 'pg_' : '';

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const round = (value: number) => Math.round(value * 100) / 100;

const dataDir = mkdtempSync(path.join(tmpdir(), 'mentor-bench-history-'));
const config = {
  ...loadConfig({ NODE_ENV: 'production', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', SEED_DEMO: 'false' }),
  databaseUrl,
  dataDir,
  staticRoot: dataDir,
};
const server = await startServer(config, { renewals: false, ...(schema ? { schema } : {}) });
const { db } = server.deps;
const app = createApp(server.deps);

/** A reply of real length: 1–2 KB of prose, as the knowledge mode writes them. */
const replyText = (i: number) =>
  `Answer ${i}: most carriers would look at the build, the medications and their history together. `.repeat(
    12 + (i % 12),
  );

/** One call of `pathname`, in ms, failing loudly on a non-success reply. */
async function timeOne(pathname: string, token: string): Promise<number> {
  const started = performance.now();
  const response = await app.request(pathname, { headers: { authorization: `Bearer ${token}` } });
  const body = (await response.json()) as { error_code: number; message: string };
  if (body.error_code !== 0) throw new Error(`${pathname}: ${body.message}`);
  return performance.now() - started;
}

/**
 * Median times of the calls of `paths` (after warm-up), taken in turns: figures meant to be compared
 * see the same load on a busy machine.
 */
async function timeGets(paths: string[], token: string, runs = 21): Promise<number[]> {
  const times = paths.map((): number[] => []);
  for (let i = 0; i < runs + 5; i += 1) {
    for (const [k, pathname] of paths.entries()) {
      const ms = await timeOne(pathname, token);
      if (i >= 5) times[k]!.push(ms);
    }
  }
  return times.map((values) => round(median(values)));
}

/** `count` users, each with `headsPerCategory` threads per category and `recordsPerHead` records each. */
async function addUsers(count: number, headsPerCategory: number, recordsPerHead: number) {
  const tag = randomBytes(3).toString('hex');
  await sql`
    insert into users (name, email, is_verified)
    select 'Other ' || g, 'other-${sql.raw(tag)}-' || g || '@example.com', true from generate_series(1, ${count}) g
  `.execute(db);
  await sql`
    insert into chat_heads (user_id, category_id, title, updated_on)
    select u.id, c.id, 'Thread ' || g, now() - (g || ' minutes')::interval
    from users u cross join categories c cross join generate_series(1, ${headsPerCategory}) g
    where u.email like ${`other-${tag}-%`}
  `.execute(db);
  await sql`
    insert into chat_records (chat_head_id, user_id, user_content, bot_content, status, created_on)
    select h.id, h.user_id, 'Question ' || g, 'A short answer ' || g, 'complete', now() - (g || ' seconds')::interval
    from chat_heads h join users u on u.id = h.user_id cross join generate_series(1, ${recordsPerHead}) g
    where u.email like ${`other-${tag}-%`}
  `.execute(db);
  await sql`analyze`.execute(db);
}

try {
  const form = new FormData();
  form.set('name', 'Bench Member');
  form.set('email', 'bench-history@example.com');
  form.set('password', 'Secret123');
  const signUp = (await (await app.request('/api/user/new-user', { method: 'POST', body: form })).json()) as {
    result: { _id: string; token: string };
  };
  const { _id: userId, token } = signUp.result;
  await db.updateTable('users').set({ is_verified: true }).where('id', '=', userId).execute();
  await db
    .insertInto('user_plans')
    .values({
      user_id: userId,
      plan_id: PlanId.agent,
      status: 'active',
      referral_code: `BH${randomBytes(4).toString('hex')}`,
      current_period_end: new Date(Date.now() + 30 * 86_400_000),
    })
    .execute();
  const categories = (await (await app.request('/api/category/get-all-categories')).json()) as { result: Category[] };
  const categoryId = categories.result[0]!._id;

  /** A thread of the member's with `count` records of real length, one second apart. */
  const thread = async (count: number) => {
    const head = await db
      .insertInto('chat_heads')
      .values({ user_id: userId, category_id: categoryId, title: `${count} messages` })
      .returning('id')
      .executeTakeFirstOrThrow();
    const start = Date.now() - count * 1000;
    for (let from = 0; from < count; from += 500) {
      const rows = Array.from({ length: Math.min(500, count - from) }, (_, k) => {
        const i = from + k;
        return {
          chat_head_id: head.id,
          user_id: userId,
          user_content: `Question ${i}: how would a carrier look at this client's build and medications?`,
          bot_content: replyText(i),
          status: 'complete' as const,
          created_on: new Date(start + i * 1000),
        };
      });
      await db.insertInto('chat_records').values(rows).execute();
    }
    return head.id;
  };
  const short = await thread(30);
  const long = await thread(5000);
  // The member's own threads in the category listed by the chat-heads figure.
  for (let i = 0; i < 20; i += 1) {
    await db
      .insertInto('chat_heads')
      .values({ user_id: userId, category_id: categoryId, title: `Mine ${i}` })
      .execute();
  }

  await addUsers(10, 5, 5);
  const results: Record<string, number | null | undefined> = {};
  const recentPath = '/api/chat/get-all-list';
  const headsPath = `/api/chat-head/get-all-chat-heads?category_id=${categoryId}`;
  // Before the 5,000-record reads, whose garbage would weigh on whatever is measured next.
  [results.recent_records_10_users_ms, results.chat_heads_10_users_ms] = await timeGets([recentPath, headsPath], token);
  const pagePath = `/api/chat/get-page?chat_head_id=${long}&limit=30`;
  const paged = await app.request(pagePath, { headers: { authorization: `Bearer ${token}` } });
  // Before the paged call existed the figure is null, not an error.
  const hasPages = paged.status !== 404;
  const shortPath = `/api/chat/get-all-list?chat_head_id=${short}`;
  [results.history_30_ms, results.history_page_ms] = hasPages
    ? await timeGets([shortPath, pagePath], token)
    : [...(await timeGets([shortPath], token)), null];
  [results.history_5000_full_ms] = await timeGets([`/api/chat/get-all-list?chat_head_id=${long}`], token, 7);
  // 990 more users, each with 20 threads (5 per category) and 100 records: about 100,000 records in all.
  await addUsers(990, 5, 5);
  [results.recent_records_1000_users_ms, results.chat_heads_1000_users_ms] = await timeGets(
    [recentPath, headsPath],
    token,
  );

  console.log(JSON.stringify(Object.fromEntries(Object.entries(results).map(([key, value]) => [prefix + key, value]))));
} finally {
  await server.close();
  if (databaseUrl && schema) await dropSchema(databaseUrl, schema);
  rmSync(dataDir, { recursive: true, force: true });
}
