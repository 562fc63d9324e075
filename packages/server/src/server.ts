import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { createApp } from './app';
import { createAssistant } from './assistant/create-assistant';
import { systemClock } from './clock';
import type { Config } from './config';
import type { AppDeps } from './context';
import { dataDirError, prepareDataDir } from './db/data-dir';
import { openDatabase, type DatabaseHandle } from './db/database';
import { markDataDirInUse } from './db/server-lock';
import { sweepRateLimits } from './http/rate-limit';
import { createLogger, type Logger } from './log';
import { createMailer } from './mail/mailer';
import { loadSecret } from './secrets';
import { seedDemoAccounts, seedReferenceData } from './seed/seed';
import { seedDemoEmbed } from './seed/demo-embed';
import { seedDemoApiKey } from './seed/demo-api-key';
import { createPaymentProvider } from './modules/payments/create-provider';
import { runRenewals } from './modules/payments/renewals';
import { startWebhookDispatcher } from './modules/api-v1/webhooks/dispatcher';

export interface RunningServer {
  url: string;
  port: number;
  deps: AppDeps;
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
  const database =
    options.database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      ...(options.schema ? { schema: options.schema } : {}),
    }).catch((error: unknown) => {
      // PGlite's file errors are bare WASI numbers: say which folder and why.
      throw ownDataDir ? dataDirError(config.dataDir, error) : error;
    }));
  const { db } = database;
  // Our own PGlite folder: mark it, so the ops CLI does not open it while we run.
  const unmark =
    database.kind === 'pglite' && !options.database && !config.dataDir.startsWith('memory://')
      ? markDataDirInUse(config.dataDir)
      : () => {};
  await seedReferenceData(db);
  if (config.seedDemo) await seedDemoAccounts(db, config, clock());
  if (config.seedDemo) await seedDemoEmbed(db, config, clock());
  if (config.seedDemo) await seedDemoApiKey(db, clock());
  progress('database', 'done');
  progress('knowledge', 'start');
  const assistant = options.assistant ?? createAssistant(config, log);
  progress('knowledge', 'done');

  const deps: AppDeps = {
    db,
    dbKind: database.kind,
    config,
    log,
    clock,
    mailer: createMailer(config, db, log, clock),
    codeSecret: await loadSecret(db, 'code_hmac', config.appSecret),
    assistant,
    payments: createPaymentProvider(config, db),
  };
  const app = createApp(deps);
  // Hourly housekeeping: renew due subscriptions (and once now, on start), sweep old rate-limit windows.
  const renew = () => runRenewals(deps).catch((error: unknown) => log.error({ err: error }, 'renewals failed'));
  if (options.renewals !== false) void renew();
  const sweep = setInterval(() => {
    if (options.renewals !== false) void renew();
    void sweepRateLimits(db, clock()).catch(() => undefined);
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
      if (!options.database) await database.close();
      unmark();
    })());
  return { url: `http://${host}:${port}`, port, deps, close };
}
