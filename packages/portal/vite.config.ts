import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API server serves dist/ at / (same origin), so the API base URL is the page's origin.
export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // scripts/measure.mjs reads the manifest to find what the landing route loads initially.
    manifest: true,
    target: 'es2022',
  },
});
