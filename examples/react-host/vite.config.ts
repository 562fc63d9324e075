import { defineConfig } from 'vite';

// A host React app bundling the widget's ESM entry (`@mentor/widget`): built by the root `npm run build`
// into dist/, served by the Mentor server at /examples/react-host/dist/ (same origin, so no CORS).
export default defineConfig({
  root: import.meta.dirname,
  base: './',
  logLevel: 'warn',
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022' },
});
