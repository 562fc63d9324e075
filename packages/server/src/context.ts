import type { Assistant } from './assistant/types';
import type { Config } from './config';
import type { Db, DatabaseKind } from './db/database';
import type { SessionOrigin } from './db/schema';
import type { SessionCache } from './http/session-cache';
import type { Logger } from './log';
import type { Mailer } from './mail/mailer';
import type { PaymentProvider } from './modules/payments/provider';

/** Everything a request handler may use. Built once at start; tests build their own. */
export interface AppDeps {
  db: Db;
  dbKind: DatabaseKind;
  config: Config;
  log: Logger;
  mailer: Mailer;
  /** The server's notion of now; injectable so tests can move time (code expiry, renewals). */
  clock: () => Date;
  /** Secret for e-mail code HMACs. */
  codeSecret: string;
  /** Answers chat messages: from the knowledge base, or an OpenAI-compatible model grounded on it. */
  assistant: Assistant;
  /** The card payment provider: `local` by default, Stripe when configured. */
  payments: PaymentProvider;
  /** Validated sessions of this server, dropped at once when the database announces a change. */
  sessions: SessionCache;
  /** Names this run of this server: replies it is writing carry it (see modules/chat/writers.ts). */
  bootId: string;
}

export interface AuthedUser {
  id: string;
  email: string;
  name: string;
  is_verified: boolean;
  sessionId: string;
  /** Where the session was opened; `api` for a public-API key acting for an agent. */
  origin: SessionOrigin | 'api';
}

export type AppEnv = { Variables: { deps: AppDeps; user: AuthedUser } };
