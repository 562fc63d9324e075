#!/usr/bin/env node
// `npm run bench`: builds, runs each package's benchmark, and writes bench/results.json.
// Sizes are gzip bytes of built files; times are medians in milliseconds (see DESIGN, Performance).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';

function runJson(label, command, args) {
  const result = spawnSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  if (result.status !== 0) throw new Error(`${label} benchmark failed (exit ${result.status})`);
  const line = result.stdout
    .trim()
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .at(-1);
  if (!line) throw new Error(`${label} benchmark printed no JSON`);
  return JSON.parse(line);
}

execFileSync('npm', ['run', 'build'], { stdio: 'inherit' });

const results = {};
Object.assign(results, runJson('server', 'node', ['packages/server/dist/bench-server.js']));
if (existsSync('packages/portal/scripts/measure.mjs'))
  Object.assign(results, runJson('portal', 'node', ['packages/portal/scripts/measure.mjs', '--json']));
if (existsSync('packages/widget/scripts/bench.mjs'))
  Object.assign(results, runJson('widget', 'node', ['packages/widget/scripts/bench.mjs']));

const report = {
  ...results,
  measured_on: new Date().toISOString(),
  machine: { node: process.version, cpus: os.cpus().length, memory_gb: Math.round(os.totalmem() / 2 ** 30) },
};
mkdirSync('bench', { recursive: true });
writeFileSync('bench/results.json', `${JSON.stringify(report, null, 2)}\n`);
console.log(JSON.stringify(report, null, 2));
