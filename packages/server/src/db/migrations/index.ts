import type { Migration } from 'kysely';
import * as accounts from './0001-accounts';
import * as chat from './0002-chat';
import * as embed from './0003-embed';
import * as billing from './0004-billing';
import * as employees from './0005-employees';
import * as referrals from './0006-referrals';
import * as chatCase from './0007-chat-case';
import * as chatControls from './0008-chat-controls';
import * as trust from './0009-trust';
import * as publicApi from './0010-public-api';
import * as performance from './0011-performance';
import * as hardening from './0012-hardening';
import * as sessions from './0013-sessions';

/** Versioned migrations, applied in name order at start. Add new ones at the end; never edit one that shipped. */
export const migrations: Record<string, Migration> = {
  '0001-accounts': accounts,
  '0002-chat': chat,
  '0003-embed': embed,
  '0004-billing': billing,
  '0005-employees': employees,
  '0006-referrals': referrals,
  '0007-chat-case': chatCase,
  '0008-chat-controls': chatControls,
  '0009-trust': trust,
  '0010-public-api': publicApi,
  '0011-performance': performance,
  '0012-hardening': hardening,
  '0013-sessions': sessions,
};
