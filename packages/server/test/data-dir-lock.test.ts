import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { startServer } from '../src/server';

/** A PGlite folder serves one process: a second server on it would serve a copy and lose writes. */
const dataDir = mkdtempSync(path.join(tmpdir(), 'mentor-lock-'));
const config = {
  ...loadConfig({ NODE_ENV: 'test', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', DATA_DIR: dataDir }),
  databaseUrl: undefined,
  staticRoot: '/nonexistent',
  seedDemo: false,
};

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('one PGlite folder, one server', () => {
  // Opens PGlite twice: slow on a busy machine, so a generous limit (nothing here waits on time).
  it('refuses a second server on the same data folder, naming the folder', { timeout: 180_000 }, async () => {
    const first = await startServer(config, { renewals: false });
    try {
      await expect(startServer(config, { renewals: false })).rejects.toThrow(`is using the data folder ${dataDir}`);
      // The first one still serves.
      expect((await fetch(`${first.url}/api/health`)).status).toBe(200);
    } finally {
      await first.close();
    }
  });

  it('takes over a folder whose lock was left by a process that died', { timeout: 180_000 }, async () => {
    const deadPid = spawnSync(process.execPath, ['-e', '']).pid;
    writeFileSync(path.join(dataDir, 'mentor-server.pid'), String(deadPid));
    const server = await startServer(config, { renewals: false });
    await server.close();
  });
});
