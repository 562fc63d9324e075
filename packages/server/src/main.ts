import { existsSync, readdirSync } from 'node:fs';
import { PLANS } from '@mentor/core';
import { loadConfig } from './config';
import { devMailboxEnabled } from './config';
import { createLogger } from './log';
import { COUPONS } from './seed/seed';
import { DEMO_ACCOUNTS } from './seed/demo-accounts';
import { DEMO_EMBED } from './seed/demo-embed';
import { DEMO_API_KEY } from './seed/demo-api-key';
import { startServer, type StartStep } from './server';

const config = loadConfig();
const log = createLogger(config.logLevel);
const started = performance.now();

/** No database yet: PGlite's folder is missing or empty (with PostgreSQL the migrations say so in the log). */
const firstRun = !config.databaseUrl && (!existsSync(config.dataDir) || readdirSync(config.dataDir).length === 0);
const stepStarted = new Map<StartStep, number>();
const STEP_TEXT: Record<StartStep, string> = {
  database: firstRun
    ? `first run: creating the database in ${config.dataDir} (PGlite; this takes a few seconds)…`
    : config.databaseUrl
      ? 'opening the database (PostgreSQL) and applying any new migrations…'
      : `opening the database in ${config.dataDir}…`,
  knowledge: 'indexing the knowledge base…',
};

/** Says what a slow start is doing, so a newcomer does not think it hung. */
function printProgress(step: StartStep, phase: 'start' | 'done') {
  if (phase === 'start') {
    stepStarted.set(step, performance.now());
    process.stdout.write(`${STEP_TEXT[step]}\n`);
    return;
  }
  const seconds = ((performance.now() - (stepStarted.get(step) ?? started)) / 1000).toFixed(1);
  process.stdout.write(`  ${step === 'database' ? 'database ready' : 'knowledge base indexed'} (${seconds} s)\n`);
}

try {
  const server = await startServer(config, { log, onProgress: printProgress });
  const u = server.url;
  const lines = [
    '',
    `Mentor is running (${server.deps.dbKind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL'}, ready in ${Math.round(performance.now() - started)} ms)`,
    '',
    `  Portal          ${u}/`,
    ...(config.serveExamples ? [`  CRM demo        ${u}/examples/crm-demo/`] : []),
    `  Widget script   ${u}/widget/mentor-chat.js`,
    `  Health          ${u}/api/health`,
    `  API reference   ${u}/v1/reference  (OpenAPI ${u}/v1/openapi.json)`,
    devMailboxEnabled(config) ? `  Dev mailbox     ${u}/api/dev/mailbox?email=<address>` : '  Mail            SMTP',
    '',
  ];
  if (!config.seedDemo && config.nodeEnv !== 'production')
    lines.push(
      `  Demo data       off: the server listens on ${config.host}, not on loopback (SEED_DEMO=true adds it anyway)`,
      '',
    );
  if (config.seedDemo) {
    const { agencyAdmin, agent, affiliate } = DEMO_ACCOUNTS;
    lines.push(
      `  Demo data       on (${process.env.SEED_DEMO === 'true' ? 'SEED_DEMO=true' : `listening on loopback ${config.host} only`}): its passwords and secrets below are public`,
    );
    const plan = (id: string) => PLANS.find((p) => p.id === id)?.name;
    lines.push(
      '  Demo accounts (development data):',
      `    Agency admin  ${agencyAdmin.email} / ${agencyAdmin.password}  (${plan(agencyAdmin.plan_id)} plan, referral ${agencyAdmin.referral_code})`,
      `    Agent         ${agent.email} / ${agent.password}  (employee of the demo agency)`,
      `    Affiliate     ${affiliate.email} / ${affiliate.password}  (${plan(affiliate.plan_id)} plan, referral ${affiliate.referral_code})`,
      `  Coupons         ${COUPONS.map((c) => `${c.code} (${c.discount_type === 'percent' ? `${c.discount_value}%` : `$${(c.discount_value / 100).toFixed(2)}`} off)`).join(', ')}`,
      `  Test cards      4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined`,
      `  Embed key       ${DEMO_EMBED.key}  (demo agency; allows ${DEMO_EMBED.allowed_origins.join(', ')})`,
      `  Embed secret    ${DEMO_EMBED.secret}  (signs user-tokens; development data)`,
      `  API key         ${DEMO_API_KEY.key}  (demo agency, every scope; development data)`,
      '',
    );
  }
  process.stdout.write(`${lines.join('\n')}\n`);

  const shutdown = (signal: string) => {
    log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
} catch (error) {
  // The reason in the message itself, so that the one line a person reads says what to fix.
  log.fatal({ err: error }, `could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
