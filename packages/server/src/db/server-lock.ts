import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * PGlite is a database inside one process. A running server marks its PGlite folder with its pid,
 * so that another process (the `ops` CLI) does not open the same files at the same time.
 */
const LOCK_FILE = 'mentor-server.pid';

export function markDataDirInUse(dataDir: string): () => void {
  const file = path.join(dataDir, LOCK_FILE);
  writeFileSync(file, String(process.pid));
  return () => rmSync(file, { force: true });
}

/** The pid of a live server using the folder, or null. A mark left by a process that died is ignored. */
export function serverHoldingDataDir(dataDir: string): number | null {
  let pid: number;
  try {
    pid = Number(readFileSync(path.join(dataDir, LOCK_FILE), 'utf8'));
  } catch {
    return null;
  }
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? pid : null;
  }
}
