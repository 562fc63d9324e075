import { PLANS } from '@mentor/core';
import { loadConfig } from './config';
import { devMailboxEnabled } from './config';
import { createLogger } from './log';
import { COUPONS } from './seed/seed';
import { DEMO_ACCOUNTS } from './seed/demo-accounts';
import { DEMO_EMBED } from './seed/demo-embed';
import { DEMO_API_KEY } from './seed/demo-api-key';
import { startServer } from './server';

const config = loadConfig();
const log = createLogger(config.logLevel);
const started = performance.now();

try {
  const server = await startServer(config, { log });
  const u = server.url;
  const lines = [
    '',
    `Mentor is running (${server.deps.dbKind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL'}, ready in ${Math.round(performance.now() - started)} ms)`,
    '',
    `  Portal          ${u}/`,
    `  CRM demo        ${u}/examples/crm-demo/`,
    `  Widget script   ${u}/widget/mentor-chat.js`,
    `  Health          ${u}/api/health`,
    `  API reference   ${u}/v1/reference  (OpenAPI ${u}/v1/openapi.json)`,
    devMailboxEnabled(config) ? `  Dev mailbox     ${u}/api/dev/mailbox?email=<address>` : '  Mail            SMTP',
    '',
  ];
  if (config.seedDemo) {
    const { agencyAdmin, agent, affiliate } = DEMO_ACCOUNTS;
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
  log.fatal({ err: error }, 'could not start');
  process.exit(1);
}
