import { defineConfig } from 'vitest/config';

// One config, one project per package. The server project runs its integration tests against
// PGlite, or against PostgreSQL when DATABASE_URL is set (.ci/run does both).
export default defineConfig({
  test: {
    projects: [
      // The widget in real Chromium (vitest browser mode); its own config serves the built bundles.
      'packages/widget/vitest.config.ts',
      {
        test: {
          name: 'core',
          root: 'packages/core',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          root: 'packages/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
          // PGlite costs ~3 s and ~700 MB per instance: tests share one per worker file.
          pool: 'forks',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The portal's components and hooks, in happy-dom with Testing Library.
        extends: './packages/portal/vite.config.ts',
        test: {
          name: 'portal',
          root: 'packages/portal',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['src/testing/setup.ts'],
        },
      },
      {
        // Journeys in headless Chromium against the built portal and a real server (tests/support).
        test: {
          name: 'e2e',
          root: 'tests',
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          // Each file starts its own server (PGlite, ~700 MB): one file at a time on 2 cores.
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
