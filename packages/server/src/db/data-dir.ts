import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** What a failing file-system call means for a data folder, by Node's error code. */
const CAUSES: Record<string, string> = {
  EROFS: 'it is on a read-only file system',
  EACCES: 'this process may not write to it (permission denied)',
  EPERM: 'this process may not write to it (operation not permitted)',
  ENOSPC: 'the disk is full',
  EDQUOT: 'the disk quota is used up',
  ENOTDIR: 'a part of its path is a file, not a folder',
  EEXIST: 'a file of that name is in the way',
  ENOENT: 'a part of its path does not exist',
};

/**
 * PGlite runs in WebAssembly and reports file errors as WASI errno numbers ("errno 69"), which name
 * neither the cause nor the folder. The numbers of the causes above, from the WASI errno table.
 */
const WASI_ERRNO: Record<number, string> = {
  69: 'EROFS',
  2: 'EACCES',
  63: 'EPERM',
  51: 'ENOSPC',
  19: 'EDQUOT',
  54: 'ENOTDIR',
  20: 'EEXIST',
  44: 'ENOENT',
};

function errorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, errno } = error as { code?: unknown; errno?: unknown };
  if (typeof code === 'string' && code in CAUSES) return code;
  if (typeof errno === 'number' && errno in WASI_ERRNO) return WASI_ERRNO[errno];
  return undefined;
}

/**
 * The error a start stops with when the data folder cannot be used: it names the folder and the
 * cause, and says what to do. Errors that are not about files are returned as they are.
 */
export function dataDirError(dir: string, error: unknown): unknown {
  const code = errorCode(error);
  if (!code) return error;
  return new Error(
    `The data folder ${dir} cannot be used: ${CAUSES[code]} (${code}). ` +
      'Free some space or fix its permissions, or set DATA_DIR to a writable folder.',
    { cause: error },
  );
}

/**
 * Creates the data folder and proves it takes a write, before PGlite opens it: a read-only, full or
 * misplaced folder then stops the start with a message naming it instead of a bare errno.
 */
export function prepareDataDir(dir: string): void {
  const probe = path.join(dir, `.write-check-${process.pid}`);
  try {
    mkdirSync(dir, { recursive: true });
    writeFileSync(probe, 'ok');
    rmSync(probe);
  } catch (error) {
    throw dataDirError(dir, error);
  }
}
