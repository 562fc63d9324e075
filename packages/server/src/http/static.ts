import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono } from 'hono';
import type { AppEnv } from '../context';
import { portalShell } from './portal-csp';

/** Vite names built files with a content hash (`index-3f9a1c2b.js`): those can be cached for a year. */
const HASHED = /[-.][A-Za-z0-9_-]{8,}\.(js|css|woff2?|png|jpg|svg|webp|mp4)$/;

/** The build's Brotli and gzip copies (scripts/precompress.mjs), sent to browsers that accept them. */
const COMPRESSED_COPY = /\.(br|gz|zst)$/;
/** Files the build may have compressed copies of (text; scripts/precompress.mjs). */
const TEXT_FILE = /\.(js|mjs|css|html|svg|json|txt)$/;

function cacheHeaders(filePath: string, c: { header: (name: string, value: string) => void }) {
  const served = filePath.replace(COMPRESSED_COPY, '');
  c.header('Cache-Control', HASHED.test(served) ? 'public, max-age=31536000, immutable' : 'no-cache');
  // Also on the plain copy, so a cache in between keeps one response per encoding.
  if (TEXT_FILE.test(served)) c.header('Vary', 'Accept-Encoding');
}

/**
 * Serves what the same origin also offers: the widget under /widget/, the examples under
 * /examples/ (only with `serveExamples`: their scripts carry the demo identity secret, so a
 * deployment must not publish them), and the portal SPA at / with a fallback to its index.html for
 * client routes. Parts that have not been built are simply not mounted. The widget's files are all
 * served alike: the loader (`mentor-chat.js`, unhashed, so revalidated) names the hashed inline frame
 * and panel scripts, which are cached for a year; each goes Brotli or gzip where the build compressed it.
 */
export function mountStatic(app: Hono<AppEnv>, staticRoot: string, serveExamples: boolean): void {
  const widgetDir = path.join(staticRoot, 'packages/widget/dist');
  const examplesDir = path.join(staticRoot, 'examples');
  const portalDir = path.join(staticRoot, 'packages/portal/dist');

  if (existsSync(widgetDir)) {
    app.use(
      '/widget/*',
      serveStatic({
        root: widgetDir,
        precompressed: true,
        rewriteRequestPath: (p) => p.replace(/^\/widget/, ''),
        onFound: cacheHeaders,
      }),
    );
  }
  if (serveExamples && existsSync(examplesDir)) {
    app.get('/examples', (c) => c.redirect('/examples/crm-demo/'));
    app.use(
      '/examples/*',
      serveStatic({
        root: examplesDir,
        rewriteRequestPath: (p) => p.replace(/^\/examples/, ''),
        onFound: cacheHeaders,
      }),
    );
  }
  const indexFile = path.join(portalDir, 'index.html');
  if (existsSync(indexFile)) {
    // The shell always goes out with its own nonce and policy (portal-csp.ts), never as a plain file.
    const template = readFileSync(indexFile, 'utf8');
    const sendShell = (c: Context) => {
      const { html, headers } = portalShell(template);
      for (const [name, value] of Object.entries(headers)) c.header(name, value);
      return c.html(html);
    };
    app.get('/', sendShell);
    app.get('/index.html', sendShell);
    app.use('/*', serveStatic({ root: portalDir, precompressed: true, onFound: cacheHeaders }));
    // Client-side routes (/dashboard, /login, …) get the SPA shell; unknown files under /assets do not.
    app.get('*', (c, next) => {
      const p = c.req.path;
      if (p.startsWith('/api/') || p.startsWith('/assets/') || path.extname(p) !== '') return next();
      return sendShell(c);
    });
  }
}
