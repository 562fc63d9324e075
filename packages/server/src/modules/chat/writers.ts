import { sql } from 'kysely';
import type { AppDeps } from '../../context';
import { bootLockKey, isBootLiveInProcess } from '../../db/control-channel';

/**
 * A reply being written names its writer, the boot id of the server writing it. A pending reply whose
 * writer is gone (crashed, killed, restarted) will never be finished: it may be retried at once.
 */
export async function isWriterAlive(deps: AppDeps, writer: string): Promise<boolean> {
  if (writer === deps.bootId) return true;
  if (deps.dbKind === 'pglite') return isBootLiveInProcess(writer);
  // The writer's control line holds this lock while it lives (db/control-channel.ts). Taken for the
  // statement only: it is ours for a moment exactly when nobody holds it.
  const { rows } = await sql<{
    free: boolean;
  }>`select pg_try_advisory_xact_lock(${bootLockKey(writer)}) as free`.execute(deps.db);
  return !rows[0]!.free;
}

export const WRITER_GONE = 'The server writing this reply stopped before it finished.';

/** Fails the replies left pending by writers that are gone (on start, and before a retry reads one). */
export async function failOrphanedReplies(deps: AppDeps, onlyRecordId?: string): Promise<number> {
  let query = deps.db
    .selectFrom('chat_records')
    .select('writer')
    .distinct()
    .where('status', '=', 'pending')
    .where('writer', 'is not', null)
    .where('writer', '!=', deps.bootId);
  if (onlyRecordId) query = query.where('id', '=', onlyRecordId);
  let failed = 0;
  for (const { writer } of await query.execute()) {
    if (!writer || (await isWriterAlive(deps, writer))) continue;
    let update = deps.db
      .updateTable('chat_records')
      .set({ status: 'failed', error: WRITER_GONE, completed_on: deps.clock() })
      .where('status', '=', 'pending')
      .where('writer', '=', writer);
    if (onlyRecordId) update = update.where('id', '=', onlyRecordId);
    failed += Number((await update.executeTakeFirst()).numUpdatedRows);
  }
  return failed;
}
