import { existsSync } from 'node:fs';
import { systemClock } from '../clock';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { OpsError, runOps } from './run-ops';
import { serverHoldingDataDir } from '../db/server-lock';

/**
 * `npm run ops -- …`: operator commands on the same database as the server (DATABASE_URL, or the
 * PGlite folder DATA_DIR). PGlite is one process's database: the command refuses to open a folder
 * a running server holds, and says to stop the server (or to use PostgreSQL, where both run at once).
 */
const config = loadConfig();
const args = process.argv.slice(2);

if (!config.databaseUrl) {
  const pid = serverHoldingDataDir(config.dataDir);
  if (pid !== null) {
    process.stderr.write(
      `A Mentor server (pid ${pid}) is using the PGlite folder ${config.dataDir}. PGlite serves one process:\n` +
        `stop the server, run this command, and start it again (with DATABASE_URL both can run at once).\n`,
    );
    process.exit(1);
  }
  if (!existsSync(config.dataDir) || !existsSync(`${config.dataDir}/PG_VERSION`)) {
    process.stderr.write(`There is no database in ${config.dataDir} (set DATA_DIR or DATABASE_URL).\n`);
    process.exit(1);
  }
}

const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
let code = 0;
try {
  const lines = await runOps(args, { db: database.db, config, now: systemClock(config)() });
  process.stdout.write(`${lines.join('\n')}\n`);
} catch (error) {
  code = 1;
  process.stderr.write(`${error instanceof OpsError ? error.message : String((error as Error).stack ?? error)}\n`);
} finally {
  await database.close();
}
process.exit(code);
