import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Hono } from 'hono';
import { compress } from 'hono/compress';
import type { V1Env } from './auth';
import { V1Error } from './errors';

/**
 * The rendered API reference at /v1/reference: Swagger UI's own bundle (swagger-ui-dist), served from
 * node_modules by this server, so it works offline and without any CDN. It reads /v1/openapi.json;
 * "Try it out" is off, since keys work server to server only.
 */
const ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'favicon-32x32.png': 'image/png',
};

const distDir = () => path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Mentor API reference</title>
<link rel="icon" type="image/png" href="/v1/reference/assets/favicon-32x32.png">
<link rel="stylesheet" href="/v1/reference/assets/swagger-ui.css">
<style>
  body { margin: 0; font-family: system-ui, sans-serif; }
  .mentor-bar { padding: 12px 20px; background: #0f2a4a; color: #fff; display: flex; gap: 16px; align-items: baseline; flex-wrap: wrap; }
  .mentor-bar strong { font-size: 18px; }
  .mentor-bar a { color: #cfe3ff; }
  .swagger-ui .topbar, .swagger-ui .auth-wrapper, .swagger-ui .authorization__btn { display: none; }
</style>
</head>
<body>
<header class="mentor-bar"><strong>Mentor API</strong><span>v1 · <a href="/v1/openapi.json">openapi.json</a> · server to server only: send your key from your backend</span></header>
<main id="reference"></main>
<script src="/v1/reference/assets/swagger-ui-bundle.js"></script>
<script src="/v1/reference/init.js"></script>
</body>
</html>
`;

const INIT = `window.ui = SwaggerUIBundle({
  url: '/v1/openapi.json',
  dom_id: '#reference',
  deepLinking: true,
  docExpansion: 'list',
  defaultModelsExpandDepth: 0,
  supportedSubmitMethods: [],
  validatorUrl: null,
});
`;

export function mountReference(v1: Hono<V1Env>): void {
  v1.get('/reference', (c) => c.html(PAGE));
  v1.get('/reference/init.js', (c) => c.body(INIT, 200, { 'content-type': 'text/javascript; charset=utf-8' }));
  v1.get('/reference/assets/:file', compress({ encoding: 'gzip' }), async (c) => {
    const file = c.req.param('file');
    const type = ASSETS[file];
    if (!type) throw new V1Error(404, 'invalid_request_error', 'unknown_route', 'There is no such file.');
    const bytes = await readFile(path.join(distDir(), file));
    return c.body(bytes, 200, { 'content-type': type, 'cache-control': 'public, max-age=86400' });
  });
}
