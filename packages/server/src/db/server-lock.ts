import { openSync, readFileSync, rmSync, writeSync, closeSync } from 'node:fs';
import path from 'node:path';

/**
 * PGlite is a database inside one process: two processes on one folder each serve their own copy,
 * and on exit one overwrites the other's writes. So a server takes the folder for itself at boot, by
 * creating a lock file that holds its pid with O_EXCL (atomic: of two at once, one wins), and a
 * second server (or the `ops` CLI) is refused while that pid lives. A file left by a process that died
 * is taken over.
 */
const LOCK_FILE = 'mentor-server.pid';

/** Folders held by servers of this process (a pid in the file may be ours yet left by an earlier run). */
const heldHere = new Set<string>();

export class DataDirInUseError extends Error {}

/** Takes the folder for this process; returns its release. Throws DataDirInUseError when held. */
export function lockDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, LOCK_FILE);
  if (!tryCreate(file)) {
    const holder = serverHoldingDataDir(dataDir, { includeThisProcess: true });
    if (holder !== null) throw inUse(dataDir, holder);
    // Left by a process that died: take it over. If another starter took it meanwhile, it wins.
    rmSync(file, { force: true });
    if (!tryCreate(file)) throw inUse(dataDir, serverHoldingDataDir(dataDir, { includeThisProcess: true }));
  }
  heldHere.add(dataDir);
  return () => {
    heldHere.delete(dataDir);
    rmSync(file, { force: true });
  };
}

function inUse(dataDir: string, pid: number | null): DataDirInUseError {
  return new DataDirInUseError(
    `Another Mentor server${pid === null ? '' : ` (pid ${pid})`} is using the data folder ${dataDir}. ` +
      'PGlite serves one process: stop that server first, or give this one its own DATA_DIR (or a DATABASE_URL, where several servers share one PostgreSQL).',
  );
}

function tryCreate(file: string): boolean {
  let fd: number;
  try {
    fd = openSync(file, 'wx');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    writeSync(fd, String(process.pid));
  } finally {
    closeSync(fd);
  }
  return true;
}

/**
 * The pid of a live server using the folder, or null. A mark left by a process that died is ignored;
 * so is this process's own pid unless a server of this process holds the folder (`includeThisProcess`).
 */
export function serverHoldingDataDir(dataDir: string, { includeThisProcess = false } = {}): number | null {
  let pid: number;
  try {
    pid = Number(readFileSync(path.join(dataDir, LOCK_FILE), 'utf8'));
  } catch {
    return null;
  }
  if (!Number.isInteger(pid) || pid <= 0) return null;
  if (pid === process.pid) return includeThisProcess && heldHere.has(dataDir) ? pid : null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? pid : null;
  }
}
