import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { createApp } from './app';
import { createAssistant } from './assistant/create-assistant';
import { systemClock } from './clock';
import type { Config } from './config';
import type { AppDeps } from './context';
import { dataDirError, prepareDataDir } from './db/data-dir';
import { openDatabase, type DatabaseHandle } from './db/database';
import { openControlChannel } from './db/control-channel';
import { lockDataDir } from './db/server-lock';
import { SessionCache } from './http/session-cache';
import { failOrphanedReplies } from './modules/chat/writers';
import { sweepRateLimits } from './http/rate-limit';
import { sweepLoginThrottles } from './modules/users/login-throttle';
import { createLogger, type Logger } from './log';
import { createMailer } from './mail/mailer';
import { loadSecret } from './secrets';
import { seedDemoAccounts, seedReferenceData } from './seed/seed';
import { seedDemoEmbed } from './seed/demo-embed';
import { seedDemoApiKey } from './seed/demo-api-key';
import { refuseDemoDataBesideRealAccounts } from './seed/demo-guard';
import { withBootLock } from './db/boot-lock';
import { createPaymentProvider } from './modules/payments/create-provider';
import { runRenewals } from './modules/payments/renewals';
import { startWebhookDispatcher } from './modules/api-v1/webhooks/dispatcher';

export interface RunningServer {
  url: string;
  port: number;
  deps: AppDeps;
  /** The database it runs on (tests start a second server on the same one). */
  database: DatabaseHandle;
  close(): Promise<void>;
}

export interface StartOptions {
  clock?: () => Date;
  log?: Logger;
  /** An already open database (tests share one per file); otherwise one is opened from config. */
  database?: DatabaseHandle;
  /** PostgreSQL schema for tests. */
  schema?: string;
  /** Tests may swap the assistant (a failing one, a slow one). */
  assistant?: AppDeps['assistant'];
  /** Tests drive renewals themselves, on their own clock. */
  renewals?: boolean;
  /** Told when a slow start step begins and ends (npm start prints them). */
  onProgress?: (step: StartStep, phase: 'start' | 'done') => void;
}

/** The slow steps of a start: the database (created and migrated) and the knowledge base (indexed). */
export type StartStep = 'database' | 'knowledge';

/** Opens the database, migrates, seeds, and listens. Returns when the server accepts requests. */
export async function startServer(config: Config, options: StartOptions = {}): Promise<RunningServer> {
  const log = options.log ?? createLogger(config.logLevel);
  const clock = options.clock ?? systemClock(config);
  const ownDataDir = !config.databaseUrl && !options.database && !config.dataDir.startsWith('memory://');
  if (ownDataDir) prepareDataDir(config.dataDir);
  const progress = options.onProgress ?? (() => {});
  if (config.nodeEnv === 'production' && config.seller.isDefault)
    log.warn(
      'SELLER_NAME and SELLER_ADDRESS are not set: invoices print the development seller. Set them before selling.',
    );
  progress('database', 'start');
  // Our own PGlite folder: ours alone, taken before PGlite opens it (a second server is refused).
  const unlock = ownDataDir ? lockDataDir(config.dataDir) : () => {};
  let database: DatabaseHandle;
  try {
    database =
      options.database ??
      (await openDatabase({
        databaseUrl: config.databaseUrl,
        dataDir: config.dataDir,
        ...(options.schema ? { schema: options.schema } : {}),
      }));
  } catch (error) {
    unlock();
    // PGlite's file errors are bare WASI numbers: say which folder and why.
    throw ownDataDir ? dataDirError(config.dataDir, error) : error;
  }
  const { db } = database;
  // Under the boot lock: two servers starting at once on an empty PostgreSQL seed once, not twice.
  try {
    await withBootLock(database.postgres, async () => {
      await seedReferenceData(db);
      if (!config.seedDemo) return;
      await refuseDemoDataBesideRealAccounts(db);
      await seedDemoAccounts(db, config, clock());
      await seedDemoEmbed(db, config, clock());
      await seedDemoApiKey(db, clock());
    });
  } catch (error) {
    if (!options.database) await database.close();
    unlock();
    throw error;
  }
  progress('database', 'done');
  progress('knowledge', 'start');
  const assistant = options.assistant ?? createAssistant(config, log);
  progress('knowledge', 'done');

  // Sessions are cached only while the database's announcements of session changes reach us.
  const bootId = randomUUID();
  const sessions = new SessionCache();
  const channel = await openControlChannel(database, {
    bootId,
    onUserChanged: (userId) => sessions.dropUser(userId),
    onLive: (live) => sessions.setLive(live),
    log,
  });
  // A cached session is trusted only once the feed has caught up with the request (feed-barrier.ts).
  sessions.syncWith(() => channel.sync());
  const deps: AppDeps = {
    db,
    sessions,
    bootId,
    dbKind: database.kind,
    config,
    log,
    clock,
    mailer: createMailer(config, db, log, clock),
    codeSecret: await loadSecret(db, 'code_hmac', config.appSecret),
    assistant,
    payments: createPaymentProvider(config, db),
  };
  // Replies left half-written by a server that is gone (a crash, a kill) can be retried at once.
  await failOrphanedReplies(deps);
  const app = createApp(deps);
  // Hourly housekeeping: renew due subscriptions (and once now, on start), sweep old rate-limit windows.
  const renew = () => runRenewals(deps).catch((error: unknown) => log.error({ err: error }, 'renewals failed'));
  if (options.renewals !== false) void renew();
  const sweep = setInterval(() => {
    if (options.renewals !== false) void renew();
    void sweepRateLimits(db, clock()).catch(() => undefined);
    void sweepLoginThrottles({ db }, clock()).catch(() => undefined);
  }, 3_600_000);
  sweep.unref();
  // The public API's webhooks: sent from the outbox table, retried with back-off (on the server's clock).
  const webhooks = startWebhookDispatcher(deps);

  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () => resolve(s));
  });
  const port = (server.address() as AddressInfo).port;
  const host = config.host === '0.0.0.0' ? 'localhost' : config.host;

  let closing: Promise<void> | null = null;
  const close = () =>
    (closing ??= (async () => {
      clearInterval(sweep);
      await webhooks.stop();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await deps.mailer.close();
      await channel.close();
      if (!options.database) await database.close();
      unlock();
    })());
  return { url: `http://${host}:${port}`, port, deps, database, close };
}
