import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { startTestServer, type TestServer } from './harness';

// Issue 14: production served /examples/, whose CRM demo script holds the demo identity secret, so
// anyone could mint a user-token for the demo agency from a deployment.
let development: TestServer;
let root: string;

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'mentor-examples-'));
  mkdirSync(path.join(root, 'examples/crm-demo'), { recursive: true });
  writeFileSync(path.join(root, 'examples/crm-demo/index.html'), '<title>CRM demo</title><script>secret</script>');
  development = await startTestServer({ staticRoot: root });
});
afterAll(async () => {
  await development?.close();
  rmSync(root, { recursive: true, force: true });
});

/** A second server on the first one's database (no new PGlite), configured as `env` says. */
async function serverWith(env: Record<string, string>) {
  const config = loadConfig({ PORT: '0', ...env });
  return startTestServer(
    { staticRoot: root, nodeEnv: config.nodeEnv, serveExamples: config.serveExamples },
    development,
  );
}

describe('the examples', () => {
  it('a production server does not serve /examples/ and its demo identity secret', async () => {
    const production = await serverWith({ NODE_ENV: 'production' });
    try {
      for (const p of ['/examples/crm-demo/', '/examples/crm-demo/index.html', '/examples']) {
        const res = await fetch(`${production.url}${p}`, { redirect: 'manual' });
        expect(res.status, p).toBe(404);
        expect(await res.text(), p).not.toContain('secret');
      }
    } finally {
      await production.close();
    }
  });

  it('development serves them, and production only when SERVE_EXAMPLES=true asks for it', async () => {
    const res = await fetch(`${development.url}/examples/crm-demo/`);
    expect(await res.text()).toContain('CRM demo');
    expect(loadConfig({}).serveExamples).toBe(true);
    expect(loadConfig({ NODE_ENV: 'staging' }).serveExamples).toBe(false);
    const asked = await serverWith({ NODE_ENV: 'production', SERVE_EXAMPLES: 'true' });
    try {
      expect(await (await fetch(`${asked.url}/examples/crm-demo/`)).text()).toContain('CRM demo');
    } finally {
      await asked.close();
    }
  });
});
