import type { PGlite } from '@electric-sql/pglite';
import {
  type CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';

/**
 * A kysely dialect over one PGlite instance.
 *
 * PGlite is a single connection. Without a lock, a query from one request issued while another
 * request holds a transaction would run *inside* that transaction, and be lost if it rolls back.
 * So the driver hands out its one connection to one holder at a time: transactions and single
 * queries queue behind each other, exactly as they would on a pool of size one.
 */
export class PGliteDialect implements Dialect {
  constructor(private readonly pglite: PGlite) {}
  createAdapter() {
    return new PostgresAdapter();
  }
  createDriver(): Driver {
    return new PGliteDriver(this.pglite);
  }
  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
}

class PGliteDriver implements Driver {
  private readonly connection: PGliteConnection;
  /** Tail of the queue of holders waiting for the connection. */
  private queue: Promise<void> = Promise.resolve();
  private release: (() => void) | null = null;

  constructor(private readonly pglite: PGlite) {
    this.connection = new PGliteConnection(pglite);
  }

  async init() {
    await this.pglite.waitReady;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const previous = this.queue;
    let release!: () => void;
    this.queue = new Promise<void>((resolve) => (release = resolve));
    await previous;
    this.release = release;
    return this.connection;
  }

  async releaseConnection() {
    const release = this.release;
    this.release = null;
    release?.();
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    const isolation = settings.isolationLevel ? ` isolation level ${settings.isolationLevel}` : '';
    await connection.executeQuery({ sql: `begin${isolation}`, parameters: [] } as unknown as CompiledQuery);
  }

  async commitTransaction(connection: DatabaseConnection) {
    await connection.executeQuery({ sql: 'commit', parameters: [] } as unknown as CompiledQuery);
  }

  async rollbackTransaction(connection: DatabaseConnection) {
    await connection.executeQuery({ sql: 'rollback', parameters: [] } as unknown as CompiledQuery);
  }

  async destroy() {
    if (!this.pglite.closed) await this.pglite.close();
  }
}

class PGliteConnection implements DatabaseConnection {
  constructor(private readonly pglite: PGlite) {}

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    // A query without parameters may hold several statements (migrations); only exec() runs those.
    const result =
      compiled.parameters.length === 0
        ? ((await this.pglite.exec(compiled.sql)).at(-1) ?? { rows: [], affectedRows: 0 })
        : await this.pglite.query<R>(compiled.sql, compiled.parameters as unknown[]);
    const affected = result.affectedRows;
    return {
      rows: result.rows as R[],
      ...(affected !== undefined ? { numAffectedRows: BigInt(affected) } : {}),
    };
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('PGlite dialect does not stream queries');
  }
}
