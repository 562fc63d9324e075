import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Server configuration, read once from the environment (DESIGN, "Embedded defaults"). */
export interface Config {
  port: number;
  host: string;
  nodeEnv: string;
  /** PGlite data folder, when no DATABASE_URL is given. */
  dataDir: string;
  databaseUrl: string | undefined;
  /** Public origin used in e-mails and links; defaults to http://localhost:PORT. */
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Secret for code HMACs; when absent one is generated and kept in the database. */
  appSecret: string | undefined;
  /**
   * Demo accounts with published passwords and a demo key with a published identity secret: only on a
   * server that listens on a loopback address, or when SEED_DEMO=true asks for them (see demoDataAllowed).
   */
  seedDemo: boolean;
  /** DEV_MAILBOX=true serves the dev mailbox on a server that is not on loopback (see devMailboxEnabled). */
  devMailboxAsked: boolean;
  stripe: { secretKey?: string; publishableKey?: string; webhookSecret?: string; apiBase?: string };
  llm: { baseUrl?: string; apiKey?: string; model?: string };
  /** The knowledge base: markdown documents per area, and synonyms.json. */
  knowledgeDir: string;
  /** Folder holding the built portal, widget and examples that the server also serves. */
  staticRoot: string;
  /** Serve /examples/ (it holds the demo identity secret): development and test, or SERVE_EXAMPLES=true. */
  serveExamples: boolean;
  sessionTtlDays: number;
  /**
   * How many proxies in front of us append to X-Forwarded-For (TRUST_PROXY=1, or `true` for one);
   * 0 ignores the header. See http/client-ip.ts.
   */
  trustProxyHops: number;
  /** A session unused for this long ends, whatever its absolute lifetime left (ASVS 3.3.2). */
  sessionIdleDays: number;
  /** Rate limits can be loosened for load tests; the defaults are the product's. */
  rateLimits: RateLimitConfig;
  /** Public API (/v1): requests per minute per API key, and per agent (X-Mentor-Agent). */
  apiRateLimits: { perKey: number; perAgent: number };
  /** Webhooks of the public API may go to loopback and private addresses (never in production). */
  webhookAllowPrivate: boolean;
  logLevel: string;
  /** Added to the real time (see clock.ts); always 0 outside NODE_ENV=test. */
  testClockOffsetMs: number;
  /** Who sells, as every invoice prints it, and the prefix of its invoice numbers. */
  seller: SellerConfig;
  /** Sales tax in percent added to every charge (0 unless configured). */
  taxPercent: number;
}

export interface SellerConfig {
  name: string;
  address: string[];
  email: string | null;
  taxId: string | null;
  /** Invoice numbers are sequential per prefix: MEN-000001, MEN-000002, … */
  invoicePrefix: string;
  /** True when the seller comes from the defaults (development): production warns at start. */
  isDefault: boolean;
}

/** The development seller, so invoices print a complete block before anyone configures one. */
const DEFAULT_SELLER = {
  name: 'Mentor Labs (development seller)',
  address: '100 Congress Ave, Suite 2000|Austin, TX 78701|United States',
  email: 'billing@mentor.local',
};

function sellerConfig(env: Env): SellerConfig {
  const prefix = (env.INVOICE_PREFIX ?? 'MEN').trim().toUpperCase();
  if (!/^[A-Z0-9]{1,10}$/.test(prefix))
    throw new Error(`INVOICE_PREFIX must be 1 to 10 letters or digits, got ${prefix}`);
  return {
    name: env.SELLER_NAME?.trim() || DEFAULT_SELLER.name,
    // Lines separated by "|" or new lines: "100 Main St|Austin, TX 78701|United States".
    address: (env.SELLER_ADDRESS?.trim() || DEFAULT_SELLER.address)
      .split(/\||\n/)
      .map((line) => line.trim())
      .filter(Boolean),
    email: env.SELLER_EMAIL === undefined ? DEFAULT_SELLER.email : env.SELLER_EMAIL.trim() || null,
    taxId: env.SELLER_TAX_ID?.trim() || null,
    invoicePrefix: prefix,
    isDefault: !env.SELLER_NAME?.trim() || !env.SELLER_ADDRESS?.trim(),
  };
}

function taxPercent(value: string | undefined): number {
  const percent = Number(value ?? 0);
  if (!Number.isFinite(percent) || percent < 0 || percent >= 100)
    throw new Error(`TAX_RATE_PERCENT must be a number from 0 to under 100, got ${value}`);
  return percent;
}

export interface RateLimitConfig {
  /** Wrong passwords for one account from one client address before each try costs a growing wait. */
  loginFreeFailures: number;
  /** Password checks from one client address across all accounts, per 15 minutes. */
  loginPerIp: number;
  /** Sign-ups (and referral account steps) from one client address, per hour: each one mails a code. */
  signupsPerIp: number;
  /** Code requests from one client address across all accounts, per hour (a mail bomb otherwise). */
  codeRequestsPerIp: number;
  /** Wrong codes from one client address across all accounts, per hour (code spraying). */
  codeChecksPerIp: number;
  contactPerIp: number;
  subscribePerIp: number;
  chatPerMinute: number;
  /** Seconds between two e-mail codes to one address (DESIGN: 60). */
  codeIntervalSeconds: number;
}

type Env = Record<string, string | undefined>;

export function loadConfig(env: Env = process.env, cwd = process.cwd()): Config {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, got ${env.PORT}`);
  const nodeEnv = env.NODE_ENV ?? 'development';
  // Outside production the server listens on loopback unless told otherwise: demo data and the dev
  // mailbox (which hands anyone's code to anyone) are then reachable from this machine only.
  const host = env.HOST ?? (nodeEnv === 'production' ? '0.0.0.0' : '127.0.0.1');
  if (env.STRIPE_SECRET_KEY && taxPercent(env.TAX_RATE_PERCENT) > 0)
    throw new Error(
      'TAX_RATE_PERCENT is for the local provider. With Stripe, set tax up in Stripe (Stripe Tax or tax rates): invoices then show the tax Stripe charged.',
    );
  return {
    port,
    host,
    nodeEnv,
    dataDir: path.resolve(cwd, env.DATA_DIR ?? '.data'),
    databaseUrl: env.DATABASE_URL || undefined,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Mentor <no-reply@mentor.local>',
    appSecret: env.APP_SECRET || undefined,
    seedDemo: env.SEED_DEMO === undefined ? nodeEnv !== 'production' && isLoopbackHost(host) : env.SEED_DEMO === 'true',
    devMailboxAsked: env.DEV_MAILBOX === 'true',
    serveExamples:
      (env.SERVE_EXAMPLES ?? (nodeEnv === 'development' || nodeEnv === 'test' ? 'true' : 'false')) === 'true',
    stripe: definedOnly({
      secretKey: env.STRIPE_SECRET_KEY,
      publishableKey: env.STRIPE_PUBLISHABLE_KEY,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET,
      // A local server speaking Stripe's wire format (tests, stripe-mock); unset in production.
      apiBase: env.STRIPE_API_BASE,
    }),
    llm: definedOnly({ baseUrl: env.LLM_BASE_URL, apiKey: env.LLM_API_KEY, model: env.LLM_MODEL }),
    staticRoot: path.resolve(cwd, env.STATIC_ROOT ?? defaultStaticRoot()),
    knowledgeDir: path.resolve(cwd, env.KNOWLEDGE_DIR ?? path.join(serverPackageRoot(), 'knowledge')),
    sessionTtlDays: Number(env.SESSION_TTL_DAYS ?? 30),
    trustProxyHops: trustProxyHops(env.TRUST_PROXY),
    sessionIdleDays: Number(env.SESSION_IDLE_DAYS ?? 7),
    rateLimits: {
      loginFreeFailures: Number(env.RATE_LOGIN_FREE_FAILURES ?? 5),
      loginPerIp: Number(env.RATE_LOGIN_PER_IP ?? 100),
      signupsPerIp: Number(env.RATE_SIGNUPS_PER_IP ?? 20),
      codeRequestsPerIp: Number(env.RATE_CODE_REQUESTS_PER_IP ?? 20),
      codeChecksPerIp: Number(env.RATE_CODE_CHECKS_PER_IP ?? 30),
      contactPerIp: Number(env.RATE_CONTACT_PER_IP ?? 10),
      subscribePerIp: Number(env.RATE_SUBSCRIBE_PER_IP ?? 10),
      chatPerMinute: Number(env.RATE_CHAT_PER_MINUTE ?? 20),
      codeIntervalSeconds: Number(env.RATE_CODE_INTERVAL_SECONDS ?? 60),
    },
    apiRateLimits: {
      perKey: Number(env.RATE_API_PER_KEY ?? 600),
      perAgent: Number(env.RATE_API_PER_AGENT ?? 120),
    },
    webhookAllowPrivate: (env.WEBHOOK_ALLOW_PRIVATE ?? (nodeEnv === 'production' ? 'false' : 'true')) === 'true',
    logLevel: env.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info'),
    testClockOffsetMs: testClockOffset(nodeEnv, env.MENTOR_TEST_CLOCK_OFFSET_DAYS),
    seller: sellerConfig(env),
    taxPercent: taxPercent(env.TAX_RATE_PERCENT),
  };
}

/** TRUST_PROXY: unset or `false` → 0, `true` → 1 (one load balancer), or the number of proxies. */
function trustProxyHops(value: string | undefined): number {
  const text = (value ?? '').trim().toLowerCase();
  if (text === '' || text === 'false') return 0;
  if (text === 'true') return 1;
  const hops = Number(text);
  if (!Number.isInteger(hops) || hops < 0 || hops > 10)
    throw new Error(
      `TRUST_PROXY must be true, false or the number of proxies in front of the server (0 to 10), got ${value}`,
    );
  return hops;
}

/** A test-only move of the clock, in days; ignored unless NODE_ENV is `test`. */
function testClockOffset(nodeEnv: string, days: string | undefined): number {
  if (nodeEnv !== 'test' || !days) return 0;
  const value = Number(days);
  if (!Number.isFinite(value)) throw new Error(`MENTOR_TEST_CLOCK_OFFSET_DAYS must be a number, got ${days}`);
  return Math.round(value * 86_400_000);
}

/**
 * packages/server, found by walking up from this module: it runs from src/ in tests and from a
 * bundled chunk somewhere under dist/ in production.
 */
function serverPackageRoot(): string {
  let dir = import.meta.dirname;
  while (
    !existsSync(path.join(dir, 'package.json')) ||
    !readFileSync(path.join(dir, 'package.json'), 'utf8').includes('"@mentor/server"')
  ) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('Cannot find the @mentor/server package folder');
    dir = parent;
  }
  return dir;
}

/** The repository root (packages/server/../..). */
function defaultStaticRoot(): string {
  return path.resolve(serverPackageRoot(), '../..');
}

function definedOnly<T extends Record<string, string | undefined>>(values: T): { [K in keyof T]?: string } {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v)) as { [K in keyof T]?: string };
}

/** 127.0.0.1 and the rest of 127/8, ::1 and localhost: reachable from this machine only. */
export function isLoopbackHost(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host);
}

/**
 * The dev mailbox is served only while mail stays in the outbox, outside production, and on a server
 * that listens on loopback, unless DEV_MAILBOX=true asks for it by name.
 */
export function devMailboxEnabled(config: Config): boolean {
  return !config.smtpUrl && config.nodeEnv !== 'production' && (isLoopbackHost(config.host) || config.devMailboxAsked);
}
