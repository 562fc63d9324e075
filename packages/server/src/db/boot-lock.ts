import pg from 'pg';

/**
 * Servers starting at once on one empty PostgreSQL would race: both create the schema, both run
 * migrations, both seed the demo accounts (one then exits on a duplicate key). Each start step that
 * writes runs under one advisory lock per schema, held on a connection of its own, so the second
 * server waits and then finds the work done. PGlite serves one process (server-lock.ts): no lock.
 */
export async function withBootLock<T>(
  postgres: { connectionString: string; schema?: string | undefined } | undefined,
  work: () => Promise<T>,
): Promise<T> {
  if (!postgres) return work();
  const line = new pg.Client({ connectionString: postgres.connectionString });
  await line.connect();
  const key = `mentor-boot:${postgres.schema ?? 'public'}`;
  try {
    await line.query('select pg_advisory_lock(hashtext($1))', [key]);
    return await work();
  } finally {
    // Ending the connection releases the lock too; unlocking first frees it without waiting for that.
    await line.query('select pg_advisory_unlock(hashtext($1))', [key]).catch(() => undefined);
    await line.end().catch(() => undefined);
  }
}
