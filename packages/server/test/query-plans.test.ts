import { randomUUID } from 'node:crypto';
import { CompiledQuery, sql, type Compilable } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { historyPageQuery, recordsWithFeedback } from '../src/modules/chat/history';
import { historyQuery } from '../src/modules/chat/service';
import { chatHeadsInCategory, recentChatHeads } from '../src/modules/chat/threads';
import { startTestServer, type TestServer } from './harness';

/**
 * The hot list queries on PostgreSQL, over tables large enough that the planner prefers an index
 * where there is one: a sequential scan of a large table means a query that grows with everyone's
 * data, not the caller's (issue 17). PGlite plans alike but is too slow to fill; CI runs this on
 * its PostgreSQL server.
 */
const databaseUrl = process.env.DATABASE_URL;

/** Tables above this many rows must never be read whole by a hot query. */
const LARGE_TABLE_ROWS = 10_000;
const USERS = 2_000;

let server: TestServer;
let userId: string;
let headId: string;
let longHeadId: string;
let categoryId: string;
let largeTables: Set<string>;

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

function seqScansOfLargeTables(node: PlanNode): string[] {
  const here =
    node['Node Type'] === 'Seq Scan' && node['Relation Name'] && largeTables.has(node['Relation Name'])
      ? [node['Relation Name']]
      : [];
  return [...here, ...(node.Plans ?? []).flatMap(seqScansOfLargeTables)];
}

function nodeTypes(node: PlanNode): string[] {
  return [node['Node Type'], ...(node.Plans ?? []).flatMap(nodeTypes)];
}

async function planOf(query: Compilable<unknown>): Promise<PlanNode> {
  const compiled = query.compile();
  const result = await server.deps.db.executeQuery<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
    CompiledQuery.raw(`explain (format json) ${compiled.sql}`, [...compiled.parameters]),
  );
  return result.rows[0]!['QUERY PLAN'][0].Plan;
}

const title = databaseUrl
  ? 'query plans on PostgreSQL'
  : 'query plans on PostgreSQL (skipped: DATABASE_URL is unset, and PGlite is too slow to fill large tables)';

describe.skipIf(!databaseUrl)(title, () => {
  beforeAll(async () => {
    server = await startTestServer();
    const { db } = server.deps;
    // Many users, each with a handful of threads per category and records per thread, sessions and
    // rate-limit windows: about 200,000 records in all.
    await sql`
      insert into users (name, email, is_verified)
      select 'Plan user ' || g, 'plan-' || g || '@example.com', true from generate_series(1, ${USERS}) g
    `.execute(db);
    await sql`
      insert into chat_heads (user_id, category_id, title, updated_on)
      select u.id, c.id, 'Thread ' || g, now() - (g || ' minutes')::interval
      from users u cross join categories c cross join generate_series(1, 5) g where u.email like 'plan-%'
    `.execute(db);
    await sql`
      insert into chat_records (chat_head_id, user_id, user_content, bot_content, status, created_on)
      select h.id, h.user_id, 'Question ' || g, 'Answer ' || g, 'complete', now()
      from chat_heads h cross join generate_series(1, 5) g
    `.execute(db);
    await sql`
      insert into sessions (user_id, token_hash, expires_on)
      select u.id, md5(u.id::text || g), now() + interval '30 days'
      from users u cross join generate_series(1, 10) g where u.email like 'plan-%'
    `.execute(db);
    await sql`
      insert into rate_limits (key, window_start, hits)
      select 'chat:' || g, date_trunc('minute', now()) - ((g % 60) || ' minutes')::interval, 1
      from generate_series(1, 50000) g
    `.execute(db);
    // One long thread (5,000 records): its pages must be read from its end, not sorted whole.
    await sql`
      insert into chat_heads (user_id, category_id, title)
      select u.id, (select id from categories order by sort limit 1), 'Long thread'
      from users u where u.email = 'plan-1@example.com'
    `.execute(db);
    await sql`
      insert into chat_records (chat_head_id, user_id, user_content, bot_content, status, created_on)
      select h.id, h.user_id, 'Question ' || g, 'Answer ' || g, 'complete', now()
      from chat_heads h cross join generate_series(1, 5000) g where h.title = 'Long thread'
    `.execute(db);
    await sql`analyze`.execute(db);
    const sizes = await sql<{ relname: string; rows: number }>`
      select relname, reltuples::bigint as rows from pg_class
      where relkind = 'r' and relnamespace = current_schema()::regnamespace
    `.execute(db);
    largeTables = new Set(sizes.rows.filter((row) => Number(row.rows) > LARGE_TABLE_ROWS).map((row) => row.relname));
    const sample = await db
      .selectFrom('chat_heads')
      .select(['id', 'user_id', 'category_id'])
      .where('title', '=', 'Thread 3')
      .limit(1)
      .offset(USERS / 2)
      .executeTakeFirstOrThrow();
    ({ id: headId, user_id: userId, category_id: categoryId } = sample);
    longHeadId = (
      await db.selectFrom('chat_heads').select('id').where('title', '=', 'Long thread').executeTakeFirstOrThrow()
    ).id;
  }, 120_000);

  afterAll(async () => {
    await server?.close();
  });

  it('fills the tables the plans are checked on', () => {
    expect([...largeTables]).toEqual(expect.arrayContaining(['chat_records', 'chat_heads', 'sessions', 'rate_limits']));
  });

  const hotQueries: Record<string, () => Compilable<unknown>> = {
    "a user's 100 newest records (get-all-list without a thread)": () =>
      recordsWithFeedback(server.deps.db, userId).orderBy('chat_records.seq', 'desc').limit(100),
    'a whole thread (get-all-list)': () =>
      recordsWithFeedback(server.deps.db, userId)
        .where('chat_records.chat_head_id', '=', headId)
        .orderBy('chat_records.seq', 'asc'),
    "the assistant's window on a thread": () => historyQuery(server.deps.db, headId, randomUUID()),
    "a user's chat heads in a category": () => chatHeadsInCategory(server.deps.db, userId, categoryId),
    "a user's chat heads in every category": () => recentChatHeads(server.deps.db, userId),
    'a session by its token hash': () =>
      server.deps.db
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.user_id')
        .select(['sessions.id', 'users.email'])
        .where('sessions.token_hash', '=', 'f'.repeat(64))
        .where('sessions.revoked_on', 'is', null),
    "a user's sessions": () => server.deps.db.selectFrom('sessions').select('id').where('user_id', '=', userId),
    'a rate-limit window': () =>
      server.deps.db
        .selectFrom('rate_limits')
        .select('hits')
        .where('key', '=', 'chat:42')
        .where('window_start', '=', new Date()),
    'the sweep of old rate-limit windows': () =>
      server.deps.db.deleteFrom('rate_limits').where('window_start', '<', new Date(Date.now() - 2 * 86_400_000)),
  };

  /** Pages of a long thread: read backwards from its end through an index, never sorted whole. */
  const pageQueries: Record<string, () => Compilable<unknown>> = {
    "a thread's newest page (get-page)": () => historyPageQuery(server.deps.db, longHeadId, { limit: 30 }),
    "a thread's older page (get-page with a cursor)": () =>
      historyPageQuery(server.deps.db, longHeadId, { before: '1000000', limit: 30 }),
    // The public API's message listing (api-v1/threads.ts, listMessages): the same keyset on seq.
    "a page of a thread's messages in the public API": () =>
      server.deps.db
        .selectFrom('chat_records')
        .selectAll()
        .where('chat_head_id', '=', longHeadId)
        .where('seq', '<', '1000000')
        .orderBy('seq', 'desc')
        .limit(21),
    "the assistant's window on a long thread": () => historyQuery(server.deps.db, longHeadId, null),
  };

  for (const [name, query] of Object.entries(pageQueries)) {
    it(`reads ${name} from the thread's end, without sorting it`, async () => {
      const plan = await planOf(query());
      expect(seqScansOfLargeTables(plan), JSON.stringify(plan)).toEqual([]);
      expect(nodeTypes(plan), JSON.stringify(plan)).not.toContain('Sort');
    });
  }

  for (const [name, query] of Object.entries(hotQueries)) {
    it(`reads ${name} through an index`, async () => {
      const plan = await planOf(query());
      expect(seqScansOfLargeTables(plan), JSON.stringify(plan)).toEqual([]);
    });
  }
});
