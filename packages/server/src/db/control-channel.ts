import { sql } from 'kysely';
import pg from 'pg';
import type { Logger } from '../log';
import type { DatabaseHandle, Db } from './database';
import { FeedBarrier, SYNC_PREFIX } from './feed-barrier';

/**
 * Each server's own line to the database, beside its query pool:
 * - it hears the session changes the database announces (migration 0013: a revoked session, a
 *   changed or deleted user) and passes them on, so every server's session cache drops them at once;
 * - it says this run of the server is alive, so a reply it left half-written is known to be orphaned
 *   as soon as it is gone. On PostgreSQL the line holds an advisory lock named by the boot id, which
 *   PostgreSQL releases the moment the process or its connection dies; PGlite lives in one process
 *   (db/server-lock.ts), so there the servers of this process are the live ones.
 */
export interface ControlChannelOptions {
  bootId: string;
  onUserChanged(userId: string): void;
  /** False while announcements may be missed (the line is down): the session cache then stays off. */
  onLive(live: boolean): void;
  log: Logger;
}

export interface ControlChannel {
  /**
   * Resolves true once every announcement committed before the call has been handed to
   * `onUserChanged`; false when that cannot be known (the line is down, the ping failed or timed out),
   * and then nothing cached may be trusted. See db/feed-barrier.ts.
   */
  sync(): Promise<boolean>;
  close(): Promise<void>;
}

/** PGlite hands announcements over before the committing query returns: always in step. */
const IN_STEP = Promise.resolve(true);

/** Servers of this process (with the PGlite they share), by boot id. */
const liveBootsInProcess = new Set<string>();

export function isBootLiveInProcess(bootId: string): boolean {
  return liveBootsInProcess.has(bootId);
}

/** The advisory lock key of a boot id: its first 64 bits, so unrelated runs never collide. */
export function bootLockKey(bootId: string) {
  return sql<string>`('x' || replace(${bootId}::text, '-', ''))::bit(64)::bigint`;
}

const RECONNECT_MS = 1_000;

export async function openControlChannel(
  handle: DatabaseHandle,
  options: ControlChannelOptions,
): Promise<ControlChannel> {
  return handle.pglite ? openPGliteChannel(handle, options) : openPostgresChannel(handle, options);
}

/** The channel is per schema, as the trigger names it: test runs share one server, in schemas of their own. */
async function channelOf(db: Db | pg.Client): Promise<string> {
  const query = 'select current_schema() as schema';
  const rows =
    db instanceof pg.Client
      ? (await db.query<{ schema: string }>(query)).rows
      : (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows;
  return `mentor_sessions_${rows[0]!.schema}`;
}

async function openPGliteChannel(handle: DatabaseHandle, options: ControlChannelOptions): Promise<ControlChannel> {
  const channel = await channelOf(handle.db);
  // Through kysely, so the LISTEN waits its turn for the one connection (pglite-dialect.ts).
  await sql.raw(`listen "${channel}"`).execute(handle.db);
  // PGlite calls back in a microtask while it reads the committing query's reply: before that query's
  // caller goes on, so before the next request can find the session in any cache.
  const stop = handle.pglite!.onNotification((name, payload) => {
    if (name === channel && payload && !payload.startsWith(SYNC_PREFIX)) options.onUserChanged(payload);
  });
  liveBootsInProcess.add(options.bootId);
  options.onLive(true);
  return {
    sync: () => IN_STEP,
    async close() {
      stop();
      liveBootsInProcess.delete(options.bootId);
      options.onLive(false);
    },
  };
}

async function openPostgresChannel(handle: DatabaseHandle, options: ControlChannelOptions): Promise<ControlChannel> {
  const { connectionString, schema } = handle.postgres!;
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  let channel = '';
  // Pings go out on the listening line itself, so they queue behind what it has heard.
  const barrier = new FeedBarrier(options.bootId, async (payload) => {
    if (!client) throw new Error('the session change feed is down');
    await client.query('select pg_notify($1, $2)', [channel, payload]);
  });

  const connect = async () => {
    const line = new pg.Client({ connectionString, ...(schema ? { options: `-c search_path=${schema}` } : {}) });
    const lost = (error?: unknown) => {
      if (client !== line && client !== null) return;
      client = null;
      options.onLive(false);
      barrier.fail();
      line.removeAllListeners();
      line.on('error', () => undefined);
      void line.end().catch(() => undefined);
      if (closed) return;
      options.log.warn(
        { err: error },
        'session change feed lost; sessions are read from the database until it is back',
      );
      retry = setTimeout(() => void connect().catch(lost), RECONNECT_MS);
      retry.unref();
    };
    line.on('error', lost);
    line.on('end', () => lost());
    await line.connect();
    channel = await channelOf(line);
    line.on('notification', (message) => {
      if (message.channel !== channel || !message.payload || barrier.heard(message.payload)) return;
      options.onUserChanged(message.payload);
    });
    await line.query(`listen "${channel}"`);
    const lock = sql`select pg_advisory_lock(${bootLockKey(options.bootId)})`.compile(handle.db);
    await line.query(lock.sql, [...lock.parameters]);
    client = line;
    options.onLive(true);
  };

  await connect();
  return {
    sync: () => barrier.sync(),
    async close() {
      closed = true;
      clearTimeout(retry);
      options.onLive(false);
      const line = client;
      client = null;
      barrier.fail();
      await line?.end().catch(() => undefined);
    },
  };
}
