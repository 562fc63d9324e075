import type { Assistant } from './assistant/types';
import type { Config } from './config';
import type { Db, DatabaseKind } from './db/database';
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
}

export interface AuthedUser {
  id: string;
  email: string;
  name: string;
  is_verified: boolean;
  sessionId: string;
}

export type AppEnv = { Variables: { deps: AppDeps; user: AuthedUser } };
