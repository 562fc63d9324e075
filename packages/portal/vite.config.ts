import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API server serves dist/ at / (same origin), so the API base URL is the page's origin.
export default defineConfig({
  plugins: [react()],
  // Every script and link tag gets this placeholder as its nonce; the server puts a fresh nonce in
  // each reply of index.html and sends the matching Content-Security-Policy (server http/portal-csp.ts).
  html: { cspNonce: 'MENTOR_CSP_NONCE' },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // scripts/measure.mjs reads the manifest to find what the landing route loads initially.
    manifest: true,
    target: 'es2022',
  },
});
