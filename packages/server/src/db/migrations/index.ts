import type { Migration } from 'kysely';
import * as accounts from './0001-accounts';
import * as chat from './0002-chat';

/** Versioned migrations, applied in name order at start. Add new ones at the end; never edit one that shipped. */
export const migrations: Record<string, Migration> = {
  '0001-accounts': accounts,
  '0002-chat': chat,
};
