#!/usr/bin/env node
// `npm run bench`: builds, runs each package's benchmark, and writes bench/results.json.
// Sizes are gzip bytes of built files; times are medians in milliseconds (see DESIGN, Performance).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';

function runJson(label, command, args) {
  const result = spawnSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  if (result.status !== 0) throw new Error(`${label} benchmark failed (exit ${result.status})`);
  // The JSON object is what a script prints last, on one line or pretty-printed over several.
  const output = result.stdout.trim();
  for (let start = output.lastIndexOf('{'); start >= 0; start = output.lastIndexOf('{', start - 1)) {
    try {
      return JSON.parse(output.slice(start));
    } catch {
      // not the start of the final object yet: look further back
    }
  }
  throw new Error(`${label} benchmark printed no JSON`);
}

execFileSync('npm', ['run', 'build'], { stdio: 'inherit' });

const results = {};
Object.assign(results, runJson('server', 'node', ['packages/server/dist/bench-server.js']));
// Authenticated reads beside a hello-world ceiling measured in the same run (issue 17).
Object.assign(results, runJson('server auth', 'node', ['packages/server/dist/bench-auth.js']));
// The same on PostgreSQL, where each cached session waits for the change feed's barrier (a NOTIFY round trip).
if (process.env.DATABASE_URL)
  Object.assign(
    results,
    runJson('server auth on PostgreSQL', 'node', ['packages/server/dist/bench-auth.js', '--postgres']),
  );
// Paged history and per-user lists (issue 17): on PGlite, and on PostgreSQL when DATABASE_URL names one.
Object.assign(results, runJson('history', 'node', ['packages/server/dist/bench-history.js']));
if (process.env.DATABASE_URL)
  Object.assign(
    results,
    runJson('history on PostgreSQL', 'node', ['packages/server/dist/bench-history.js', '--postgres']),
  );
else console.error('bench: DATABASE_URL is unset, so the pg_ history figures are not measured');
if (existsSync('packages/portal/scripts/measure.mjs')) {
  const portal = runJson('portal', 'node', ['packages/portal/scripts/measure.mjs', '--json']);
  results.portal_initial_js_gzip = portal.portal_initial_js_gzip;
}
if (existsSync('packages/widget/scripts/bench.mjs'))
  Object.assign(results, runJson('widget', 'node', ['packages/widget/scripts/bench.mjs']));
// Inline mode beside deep-chat, loaded alternately in the same run (its own file: it has its own pages).
if (existsSync('packages/widget/scripts/bench-inline.mjs'))
  Object.assign(results, runJson('widget inline', 'node', ['packages/widget/scripts/bench-inline.mjs']));
// Reopening a 30- and a 5,000-message thread in the widget (issue 17).
Object.assign(results, runJson('widget history', 'node', ['packages/widget/scripts/bench-history.mjs']));

const report = {
  ...results,
  measured_on: new Date().toISOString(),
  machine: { node: process.version, cpus: os.cpus().length, memory_gb: Math.round(os.totalmem() / 2 ** 30) },
};
mkdirSync('bench', { recursive: true });
writeFileSync('bench/results.json', `${JSON.stringify(report, null, 2)}\n`);
console.log(JSON.stringify(report, null, 2));
