#!/usr/bin/env node
// Writes a Brotli (.br) and a gzip (.gz) copy next to each text asset of a build, so the server sends
// the widget and portal compressed without compressing on every request (serveStatic `precompressed`).
// Usage: node scripts/precompress.mjs <dir> [<dir> …]   (the widget and portal builds call it)
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXT = /\.(js|mjs|css|html|svg|json|txt)$/;
/** Below this, compression saves less than the headers it costs. */
const MIN_BYTES = 1024;

/** Compresses every text file of `dir` (recursively); returns how many were written. */
export function precompress(dir) {
  let count = 0;
  for (const file of readdirSync(dir, { recursive: true }).map((name) => path.join(dir, name))) {
    if (!TEXT.test(file) || statSync(file).size < MIN_BYTES) continue;
    const content = readFileSync(file);
    writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
    count += 1;
  }
  return count;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  for (const dir of process.argv.slice(2)) console.log(`precompress: ${precompress(dir)} files in ${dir}`);
}
