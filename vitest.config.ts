import { defineConfig } from 'vitest/config';

// One config, one project per package. The server project runs its integration tests against
// PGlite, or against PostgreSQL when DATABASE_URL is set (.ci/run does both).
export default defineConfig({
  test: {
    projects: [
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
    ],
  },
});
