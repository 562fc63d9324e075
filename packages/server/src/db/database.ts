import { PGlite } from '@electric-sql/pglite';
import { Kysely, Migrator, PostgresDialect, type LogConfig, type MigrationProvider } from 'kysely';
import pg from 'pg';
import { withBootLock } from './boot-lock';
import { migrations } from './migrations/index';
import { PGliteDialect } from './pglite-dialect';
import type { Database } from './schema';

export type Db = Kysely<Database>;
export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Db;
  kind: DatabaseKind;
  close(): Promise<void>;
  /** The PGlite instance (its change feed is read in-process; see control-channel.ts). */
  pglite?: PGlite;
  /** Where to open a server's own PostgreSQL connection for its change feed and liveness lock. */
  postgres?: { connectionString: string; schema?: string };
}

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; when absent, PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite data folder; `memory://` for a throw-away database. */
  dataDir?: string;
  /** PostgreSQL schema to use (tests create their own so runs do not collide). */
  schema?: string;
  /** Pool size for PostgreSQL. */
  poolSize?: number;
}

/** Opens the database (PGlite by default, PostgreSQL with a URL) and applies pending migrations. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (!options.databaseUrl) {
    const handle = await openPGlite(options);
    await migrate(handle.db);
    return handle;
  }
  // Two servers starting together on an empty database: the schema and migrations are made once.
  const target = { connectionString: options.databaseUrl, schema: options.schema };
  return withBootLock(target, async () => {
    const handle = await openPostgres(options);
    await migrate(handle.db, options.schema);
    return handle;
  });
}

/**
 * A failed query's error gets its statement (the SQL with $1 placeholders, never the values), so the
 * log says which query failed on PostgreSQL too; PGlite's errors carry it already. See log.ts.
 */
const attachStatement: LogConfig = (event) => {
  if (event.level !== 'error' || typeof event.error !== 'object' || event.error === null) return;
  const error = event.error as { query?: unknown };
  if (typeof error.query !== 'string') error.query = event.query.sql;
};

async function openPGlite(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  const pglite = await PGlite.create(options.dataDir ?? 'memory://');
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite), log: attachStatement });
  return { db, kind: 'pglite', close: () => db.destroy(), pglite };
}

async function openPostgres(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  const schema = options.schema;
  if (schema) {
    if (!/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`Invalid schema name: ${schema}`);
    const admin = new pg.Client({ connectionString: options.databaseUrl });
    await admin.connect();
    await admin.query(`create schema if not exists ${schema}`);
    await admin.end();
  }
  const pool = new pg.Pool({
    connectionString: options.databaseUrl,
    max: options.poolSize ?? 10,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log: attachStatement });
  const connectionString = options.databaseUrl ?? '';
  return {
    db,
    kind: 'postgres',
    close: () => db.destroy(),
    postgres: { connectionString, ...(schema ? { schema } : {}) },
  };
}

const provider: MigrationProvider = { getMigrations: async () => migrations };

/**
 * `schema`: the PostgreSQL schema the migration tables live in. Named, because kysely otherwise looks
 * for them in every schema of the database and, finding another test schema's, skips creating its own.
 */
export async function migrate(db: Db, schema?: string): Promise<void> {
  const { error, results } = await new Migrator({
    db,
    provider,
    ...(schema ? { migrationTableSchema: schema } : {}),
  }).migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}

/** Drops a test schema on PostgreSQL (no-op for PGlite). */
export async function dropSchema(databaseUrl: string, schema: string): Promise<void> {
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`drop schema if exists ${schema} cascade`);
  await admin.end();
}
