import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { dataDirError } from '../src/db/data-dir';
import { createLogger } from '../src/log';
import { startServer } from '../src/server';

// Issue 14: a read-only or full data folder stopped the server with "errno 69" and no folder name.
const scratch = mkdtempSync(path.join(tmpdir(), 'mentor-datadir-'));
afterAll(() => {
  chmodSync(scratch, 0o755);
  rmSync(scratch, { recursive: true, force: true });
});

function startOn(dataDir: string) {
  const config = loadConfig({ NODE_ENV: 'test', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: 'false' });
  return startServer(config, { log: createLogger('silent'), renewals: false });
}

const isRoot = process.getuid?.() === 0;

describe('a data folder that cannot be used', () => {
  it('a data folder under a regular file stops the start with the folder named and the cause', async () => {
    // Fails for root too: no one can make a folder inside a file.
    const file = path.join(scratch, 'a-file');
    writeFileSync(file, 'not a folder');
    const dataDir = path.join(file, 'data');
    await expect(startOn(dataDir)).rejects.toThrow(
      `The data folder ${dataDir} cannot be used: a part of its path is a file, not a folder (ENOTDIR).`,
    );
  });

  // chmod does not stop root from writing, so this runs only as an ordinary user (CI's runner).
  it.skipIf(isRoot)(
    'a read-only data folder stops the start with the folder named and "permission denied"',
    async () => {
      const dataDir = path.join(scratch, 'read-only');
      chmodSync(scratch, 0o555);
      try {
        await expect(startOn(dataDir)).rejects.toThrow(
          `The data folder ${dataDir} cannot be used: this process may not write`,
        );
      } finally {
        chmodSync(scratch, 0o755);
      }
    },
  );

  it("PGlite's bare errno 69 (read-only) and a full disk are told by name, with the folder", () => {
    const readOnly = dataDirError('/srv/mentor/data', Object.assign(new Error('FS error'), { errno: 69 }));
    expect((readOnly as Error).message).toBe(
      'The data folder /srv/mentor/data cannot be used: it is on a read-only file system (EROFS). ' +
        'Free some space or fix its permissions, or set DATA_DIR to a writable folder.',
    );
    const full = dataDirError('/srv/mentor/data', Object.assign(new Error('no space'), { code: 'ENOSPC' }));
    expect((full as Error).message).toContain('/srv/mentor/data cannot be used: the disk is full (ENOSPC)');
    const other = new Error('connection refused');
    expect(dataDirError('/srv/mentor/data', other)).toBe(other);
  });
});
