#!/usr/bin/env node
// Prints `portal_initial_js_gzip`: the gzip bytes of the JavaScript the landing route loads before it
// can paint: the entry chunk and its static imports, plus the landing route's own chunk and its static
// imports when the landing route is split out. Reads dist/.vite/manifest.json (build.manifest).
// Usage: node scripts/measure.mjs [--json]   (run `npx vite build` first)
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../dist');
const LANDING_ROUTE = 'src/app/routes/landing.tsx';

let manifest;
try {
  manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
} catch {
  console.error('No dist/.vite/manifest.json: build the portal first (npx vite build in packages/portal).');
  process.exit(1);
}

const files = new Set();
function collect(key) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  if (chunk.file.endsWith('.js')) files.add(chunk.file);
  for (const imported of chunk.imports ?? []) collect(imported);
}

const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
if (entries.length === 0) {
  console.error('The manifest has no entry chunk.');
  process.exit(1);
}
entries.forEach(collect);
// The landing route may be its own chunk (React.lazy): it loads at once on /, so it counts.
if (manifest[LANDING_ROUTE]) collect(LANDING_ROUTE);

let total = 0;
const rows = [];
for (const file of files) {
  const bytes = gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
  total += bytes;
  rows.push({ file, gzip: bytes });
}

if (process.argv.includes('--json')) {
  console.log(JSON.stringify({ portal_initial_js_gzip: total, files: rows }));
} else {
  for (const row of rows.sort((a, b) => b.gzip - a.gzip)) console.log(`${String(row.gzip).padStart(8)}  ${row.file}`);
  console.log(`portal_initial_js_gzip ${total}`);
}
