#!/usr/bin/env node
// Builds the widget into dist/ with vite 8 in library mode:
//   mentor-chat-panel-<hash>.js  the full bundle (React, the chat UI, <mentor-chat-panel>), IIFE
//   mentor-chat-inline-<hash>.js the inline frame (drawn before the panel), IIFE; only inline pages load it
//   mentor-chat.js               the loader the page loads (no React), IIFE; it knows both names above
//   mentor-chat.esm.js           the ESM entry for bundler users (both elements; React external)
import { createHash } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'vite';
import { precompress } from '../../../scripts/precompress.mjs';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');

/** Shared settings; NODE_ENV must be defined in library mode or React ships its dev build. */
const base = (extra) => ({
  configFile: false,
  root,
  logLevel: 'warn',
  // Core's API client uses only a sliver of ofetch; see src/panel/fetch-lite.ts.
  resolve: extra.alias === false ? {} : { alias: { ofetch: path.join(root, 'src/panel/fetch-lite.ts') } },
  define: { 'process.env.NODE_ENV': '"production"', ...extra.define },
  build: {
    outDir: dist,
    emptyOutDir: false,
    target: 'es2022',
    minify: true,
    sourcemap: false,
    write: false,
    ...extra.build,
  },
});

async function bundle(entry, format, define = {}, external = []) {
  const output = await build(
    base({
      define,
      // The ESM build leaves ofetch to the bundler of the app that imports it.
      alias: !external.includes('ofetch'),
      build: {
        lib: { entry: path.join(root, entry), formats: [format], name: 'MentorChat', fileName: () => 'out.js' },
        rollupOptions: { external },
      },
    }),
  );
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((o) => o.output);
  const [chunk] = chunks.filter((c) => c.type === 'chunk');
  if (!chunk || chunks.filter((c) => c.type === 'chunk').length !== 1) throw new Error(`${entry}: expected one chunk`);
  return chunk.code;
}

rmSync(dist, { recursive: true, force: true });
mkdirSync(dist, { recursive: true });

/** Writes a script under a name with its content hash: the server caches those for a year. */
function writeHashed(prefix, code) {
  const file = `${prefix}-${createHash('sha256').update(code).digest('hex').slice(0, 10)}.js`;
  writeFileSync(path.join(dist, file), code);
  return file;
}

const panelFile = writeHashed('mentor-chat-panel', await bundle('src/panel/panel-entry.ts', 'iife'));

// A file of its own, so that bubble pages (most embeds) do not load it; hashed, so repeat visits to
// an inline page take it from the cache at once and it always matches the loader that names it.
const inlineFile = writeHashed('mentor-chat-inline', await bundle('src/loader/inline-entry.ts', 'iife'));

const loader = await bundle('src/loader/script-tag.ts', 'iife', {
  __MENTOR_PANEL_FILE__: JSON.stringify(panelFile),
  __MENTOR_INLINE_FILE__: JSON.stringify(inlineFile),
});
writeFileSync(path.join(dist, 'mentor-chat.js'), loader);

const external = [
  /^react($|\/)/,
  /^react-dom($|\/)/,
  '@r2wc/react-to-web-component',
  'goober',
  '@preact/signals-core',
  'ofetch',
];
const esm = await bundle('src/index.ts', 'es', {}, external);
writeFileSync(path.join(dist, 'mentor-chat.esm.js'), esm);

// A stable manifest for tools that want the current panel file without parsing the loader.
writeFileSync(
  path.join(dist, 'manifest.json'),
  `${JSON.stringify({ loader: 'mentor-chat.js', inline: inlineFile, panel: panelFile, esm: 'mentor-chat.esm.js' }, null, 2)}\n`,
);
// Brotli and gzip copies beside each file, which the server sends to browsers that accept them.
precompress(dist);
console.log(`widget: dist/mentor-chat.js, dist/${inlineFile}, dist/${panelFile}, dist/mentor-chat.esm.js`);
