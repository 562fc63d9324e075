import { afterAll, beforeAll } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, startServer } from '../support/harness.mjs';

export interface E2E {
  url: string;
  browser: Browser;
  /** A fresh browser context (own storage) at 1280×800 with one page; closed after the file. */
  newPage(viewport?: { width: number; height: number }): Promise<Page>;
}

/** Starts a server (with `env` added to its environment) and Chromium for one test file, and stops both after it. */
export function useE2E(options: { env?: Record<string, string> } = {}): E2E {
  const contexts: BrowserContext[] = [];
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  const state = {} as E2E;

  beforeAll(async () => {
    server = await startServer(options.env ? { env: options.env } : {});
    state.url = server.url;
    state.browser = await launchBrowser();
    state.newPage = async (viewport = { width: 1280, height: 800 }) => {
      const context = await state.browser.newContext({ viewport, baseURL: server?.url });
      contexts.push(context);
      return context.newPage();
    };
  });

  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await state.browser?.close();
    await server?.stop();
  });

  return state;
}

/** Waits for the path of the page to be `path`. */
export async function expectPath(page: Page, path: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === path, { timeout: 15_000 });
}
