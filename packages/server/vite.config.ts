import { builtinModules } from 'node:module';
import { defineConfig } from 'vite';
import pkg from './package.json' with { type: 'json' };

// The server is bundled with `vite build --ssr`: our workspace packages (@mentor/core, TypeScript
// sources) are inlined; npm dependencies stay external and load from node_modules.
const external = [...Object.keys(pkg.dependencies), 'autocannon', ...builtinModules, /^node:/];

export default defineConfig({
  build: {
    ssr: true,
    outDir: 'dist',
    target: 'node20',
    emptyOutDir: true,
    sourcemap: true,
    rollupOptions: {
      external: (id) => external.some((e) => (typeof e === 'string' ? id === e || id.startsWith(`${e}/`) : e.test(id))),
      input: {
        main: 'src/main.ts',
        ops: 'src/ops/main.ts',
        'eval-assistant': 'scripts/eval-assistant.ts',
        'bench-server': 'scripts/bench-server.ts',
        'bench-auth': 'scripts/bench-auth.ts',
        'bench-history': 'scripts/bench-history.ts',
        'ask-assistant': 'scripts/ask-assistant.ts',
        'time-assistant': 'scripts/time-assistant.ts',
        'dump-replies': 'scripts/dump-replies.ts',
        'eval-retrieval': 'scripts/eval-retrieval.ts',
      },
      output: { entryFileNames: '[name].js' },
    },
  },
  ssr: { noExternal: ['@mentor/core'] },
});
