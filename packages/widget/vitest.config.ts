import { existsSync } from 'node:fs';
import path from 'node:path';
import { playwright } from '@vitest/browser-playwright';
import { defineProject } from 'vitest/config';

// The widget's tests run in real Chromium (vitest browser mode). The built bundles in dist/ are
// served at the root (publicDir), so tests load the widget as a CRM page does: by script tag.
const chromium = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export default defineProject({
  publicDir: 'dist',
  // Same as the build: core's API client over the small fetch layer (src/panel/fetch-lite.ts).
  resolve: { alias: { ofetch: path.resolve(import.meta.dirname, 'src/panel/fetch-lite.ts') } },
  define: { 'process.env.NODE_ENV': '"test"' },
  test: {
    name: 'widget',
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.ts'],
    testTimeout: 20_000,
    // SHOTS=1 saves screenshots (test/screenshots/, git-ignored) for a person to look at.
    provide: { screenshots: Boolean(process.env.SHOTS) },
    browser: {
      enabled: true,
      headless: true,
      screenshotFailures: false,
      provider: playwright({
        launchOptions: {
          ...(existsSync(chromium) ? { executablePath: chromium } : {}),
          args: [
            '--headless',
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
          ],
        },
      }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
