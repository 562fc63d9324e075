/// <reference types="node" />
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as core from './index';

const here = fileURLToPath(new URL('.', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    const internal = /\.test\.ts$|^index\.ts$|^test-fixtures\.ts$/.test(entry.name);
    return entry.name.endsWith('.ts') && !internal ? [path] : [];
  });
}

describe('index', () => {
  it('re-exports every runtime export of every module', async () => {
    const missing: string[] = [];
    for (const file of sourceFiles(here)) {
      const mod = (await import(/* @vite-ignore */ file)) as Record<string, unknown>;
      for (const name of Object.keys(mod)) {
        if (!(name in core)) missing.push(`${relative(here, file)}: ${name}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('needs no DOM: core loads and builds a client in plain Node', () => {
    expect(typeof (globalThis as { document?: unknown }).document).toBe('undefined');
    const client = core.createApiClient({ baseURL: 'http://x.test', getToken: () => null });
    expect(Object.keys(core.createApi(client))).toContain('chat');
  });
});
