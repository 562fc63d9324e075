#!/usr/bin/env node
// Inline mode against deep-chat (an inline chat element by nature), side by side in one run, and
// prints JSON (the root `npm run bench` collects it):
//   widget_inline_visible_ms   script element start → <mentor-chat mode=inline>'s input on screen
//   widget_inline_ready_ms     script element start → the React panel signed in, suggestions shown
//   peer_deepchat_visible_ms   script element start → <deep-chat>'s input on screen
//   peer_deepchat_gzip         gzip bytes of deep-chat's bundle (the npm package's dist file)
// Each run is a fresh context (empty cache); the two pages alternate, RUNS loads each, medians.
// The host page and the scripts are on two origins (two ports), as on a CRM page; the API is a fake.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:http';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { launchBrowser } from '../../../tests/support/harness.mjs';

const root = path.resolve(import.meta.dirname, '..');
// BENCH_DIST: another build of the widget to measure (e.g. one made from an older commit).
const dist = process.env.BENCH_DIST ?? path.join(root, 'dist');
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const KEY = 'mk_bench';
const EMAIL = 'bench@crm.example';
const deepChatFile = path.join(
  path.dirname(createRequire(import.meta.url).resolve('deep-chat/package.json')),
  'dist/deepChat.bundle.js',
);

if (!process.env.BENCH_DIST && !existsSync(path.join(dist, 'manifest.json'))) {
  spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs')], { stdio: 'inherit' });
}

const b64 = (value) => Buffer.from(JSON.stringify(value)).toString('base64url');
const userToken = `${b64({ alg: 'HS256' })}.${b64({ sub: EMAIL, name: 'Bench Agent', exp: 4102444800 })}.x`;
const user = {
  _id: 'user-bench',
  name: 'Bench Agent',
  email: EMAIL,
  is_verified: true,
  is_user_subscribed: true,
  is_employee: true,
  plan_actions: [],
  subscribed_plan: null,
  token: 'bench-token',
};
const category = { _id: 'cat-1', name: 'Underwriting', description: '', logo: '', default_prompts: [] };
const API = {
  'GET /api/embed/key-status': () => ({ allowed: true }),
  'POST /api/embed/token-login': () => user,
  'GET /api/category/get-all-categories': () => [category],
  'GET /api/chat-head/get-all-chat-heads': () => [],
};

// Both pages take t0 in an inline script right before the script element and look for their input
// on every frame (a rAF callback runs just before that frame is painted): the same clock for both.
const probe = (visible, ready) => `<script>
  const shown = (el) => !!el && el.getBoundingClientRect().height > 0;
  window.__t0 = performance.now();
  requestAnimationFrame(function tick() {
    const now = performance.now() - window.__t0;
    if (!window.__visible && shown(${visible})) window.__visible = now;
    if (!window.__ready && ${ready}) window.__ready = now;
    if (!window.__visible || !window.__ready) requestAnimationFrame(tick);
  });
</script>`;
const page = (body) =>
  `<!doctype html><html><head><meta charset="utf-8"><title>CRM</title></head><body><main>CRM page</main>${body}</body></html>`;
const widget = `document.querySelector('mentor-chat')?.shadowRoot`;
const panel = `${widget}?.querySelector('mentor-chat-panel')?.shadowRoot`;
const pages = (assets) => ({
  '/inline.html': page(
    `<mentor-chat key="${KEY}" mode="inline" user-token="${userToken}"></mentor-chat>` +
      // The input is the loader's (inline frame) or the panel's, whichever is there first.
      probe(
        `(${widget}?.querySelector('textarea') ?? ${panel}?.querySelector('textarea'))`,
        `shown(${panel}?.querySelector('[aria-label=Suggestions]'))`,
      ) +
      `<script src="${assets}/widget/mentor-chat.js" async></script>`,
  ),
  // demo: deep-chat answers by itself, so it asks no service for anything.
  '/deepchat.html': page(
    `<deep-chat demo="true"></deep-chat>` +
      probe(`document.querySelector('deep-chat')?.shadowRoot?.querySelector('#text-input')`, 'true') +
      `<script type="module" src="${assets}/peer/deepChat.bundle.js" async></script>`,
  ),
});

const send = (response, status, type, body) => {
  response.writeHead(status, { 'content-type': type, 'access-control-allow-origin': '*' });
  response.end(body);
};

/** The scripts' origin: the widget's files, deep-chat's bundle and the fake API, all cross-origin. */
const assets = createServer((request, response) => {
  const url = new URL(request.url, 'http://bench');
  if (request.method === 'OPTIONS') {
    response.writeHead(204, {
      'access-control-allow-origin': '*',
      'access-control-allow-methods': 'GET, POST',
      'access-control-allow-headers': request.headers['access-control-request-headers'] ?? '',
    });
    return response.end();
  }
  const api = API[`${request.method} ${url.pathname}`];
  if (api) {
    request.resume();
    request.on('end', () =>
      send(response, 200, 'application/json', JSON.stringify({ error_code: 0, message: 'Success', result: api() })),
    );
    return;
  }
  if (url.pathname === '/peer/deepChat.bundle.js')
    return send(response, 200, 'text/javascript', readFileSync(deepChatFile));
  const file = path.join(dist, path.basename(url.pathname));
  if (url.pathname.startsWith('/widget/') && existsSync(file))
    return send(response, 200, 'text/javascript', readFileSync(file));
  if (url.pathname.startsWith('/api/')) console.error(`bench-inline: no fake for ${request.method} ${url.pathname}`);
  send(response, 404, 'text/plain', '');
});

const listen = (server) =>
  new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${server.address().port}`)));
const assetOrigin = await listen(assets);
const hostPages = pages(assetOrigin);
const host = createServer((request, response) => {
  const html = hostPages[new URL(request.url, 'http://bench').pathname];
  if (!html) return send(response, 404, 'text/plain', '');
  response.writeHead(200, { 'content-type': 'text/html', 'cache-control': 'no-store' });
  response.end(html);
});
const hostOrigin = await listen(host);

// Debian's Chromium with the project's usual flags (tests/support/harness.mjs). Nothing leaves the
// machine: deep-chat asks a font service for a stylesheet, which then fails at once, as it would
// behind a closed network, instead of waiting on it.
const browser = await launchBrowser(['--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1']);

/** One fresh page load (a new context: empty cache and storage): the times it recorded. */
async function load(pathname) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const tab = await context.newPage();
    await tab.goto(hostOrigin + pathname);
    await tab
      .waitForFunction(() => window.__visible && window.__ready, null, { timeout: 30_000 })
      .catch(async (error) => {
        const seen = await tab.evaluate(() => [window.__visible, window.__ready]);
        throw new Error(`${pathname}: visible ${seen[0]}, ready ${seen[1]}: ${error.message}`);
      });
    if (process.env.BENCH_DEBUG)
      console.error(
        pathname,
        await tab.evaluate(() =>
          JSON.stringify([
            window.__visible,
            window.__ready,
            performance
              .getEntriesByType('resource')
              .map((r) => [
                r.name.slice(-24),
                Math.round(r.startTime - window.__t0),
                Math.round(r.responseEnd - window.__t0),
              ]),
            performance.getEntriesByType('paint').map((p) => [p.name, Math.round(p.startTime - window.__t0)]),
          ]),
        ),
      );
    return await tab.evaluate(() => ({ visible: window.__visible, ready: window.__ready }));
  } finally {
    await context.close();
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  const value = sorted.length % 2 ? sorted[Math.floor(middle)] : (sorted[middle - 1] + sorted[middle]) / 2;
  return Math.round(value * 10) / 10;
};

try {
  const inline = [];
  const deepChat = [];
  // One load of each first, not counted: the browser's first page pays for starting its processes.
  await load('/inline.html');
  await load('/deepchat.html');
  // Alternating, so a busy moment of the machine falls on both alike.
  for (let i = 0; i < RUNS; i++) {
    inline.push(await load('/inline.html'));
    deepChat.push(await load('/deepchat.html'));
  }
  const results = {
    widget_inline_visible_ms: median(inline.map((run) => run.visible)),
    widget_inline_ready_ms: median(inline.map((run) => run.ready)),
    peer_deepchat_visible_ms: median(deepChat.map((run) => run.visible)),
    peer_deepchat_gzip: gzipSync(readFileSync(deepChatFile), { level: 9 }).length,
    inline_bench_runs: RUNS,
  };
  console.log(JSON.stringify(results, null, 2));
} finally {
  await browser.close();
  assets.close();
  host.close();
}
