#!/usr/bin/env node
// Measures the widget and prints JSON (the root `npm run bench` collects it):
//   widget_loader_gzip     gzip bytes of dist/mentor-chat.js, the loader every page loads (budget 3 KB)
//   widget_inline_frame_gzip  gzip bytes of the inline frame's script, which only inline pages load
//   widget_full_gzip       gzip bytes of the panel bundle, loaded on open or once in view (budget 85 KB)
//   widget_boot_ms         script element start → launcher drawn (next frame), median of 7 fresh loads
//   widget_open_ms         launcher click → message input focused, median of 7 fresh loads
//   thread_render_5000_ms  reopening a 5,000-message thread: its newest page arrives → last message on screen
// Headless Chromium on a local page; the API is a small fake here (the widget is what is measured).
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');
const RUNS = 7;
const KEY = 'mk_bench';
const EMAIL = 'bench@crm.example';

if (!existsSync(path.join(dist, 'manifest.json'))) {
  spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs')], { stdio: 'inherit' });
}
const manifest = JSON.parse(readFileSync(path.join(dist, 'manifest.json'), 'utf8'));
const gzipBytes = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;

const b64 = (value) => Buffer.from(JSON.stringify(value)).toString('base64url');
const userToken = `${b64({ alg: 'HS256' })}.${b64({ sub: EMAIL, name: 'Bench Agent', exp: 4102444800 })}.x`;
const user = {
  _id: 'user-bench',
  name: 'Bench Agent',
  email: EMAIL,
  phone: null,
  image: null,
  is_verified: true,
  is_user_subscribed: true,
  is_user_business_role: true,
  is_hear_from: true,
  is_employee: true,
  plan_actions: [],
  subscribed_plan: null,
  token: 'bench-token',
};
const categories = [
  {
    _id: 'cat-1',
    name: 'Underwriting',
    description: '',
    logo: '',
    default_prompts: [{ title: 'BMI', message: 'What is the BMI?' }],
  },
];
const records = Array.from({ length: 2500 }, (_, i) => ({
  _id: `r${i}`,
  chat_head_id: 'long',
  user_content: `Question ${i}: how would a carrier look at this client's build and medications?`,
  bot_content: `Answer ${i}: most carriers would consider a standard rate class.\n- First point\n- Second point`,
  status: 'complete',
  created_on: '2026-11-21T10:00:00.000Z',
}));

const API = {
  'POST /api/embed/token-login': () => user,
  'GET /api/category/get-all-categories': () => categories,
  'GET /api/chat-head/get-all-chat-heads': () => [
    { _id: 'long', title: 'A long thread', category_id: 'cat-1', created_on: '2026-11-21T10:00:00.000Z' },
  ],
  'GET /api/chat/get-all-list': () => records,
  // The widget opens a thread on its newest page (issue 17): the last 30 records, and where older ones start.
  'GET /api/chat/get-page': () => ({ records: records.slice(-30), older_cursor: String(records.length - 30) }),
};

// The pages. `t0` is taken in an inline script right before the widget's script element.
const page = (body) =>
  `<!doctype html><html><head><meta charset="utf-8"><title>bench</title></head><body><main>CRM page</main>${body}</body></html>`;
const PAGES = {
  '/boot.html': page(`<script>
      document.addEventListener('mentor-ready', () => requestAnimationFrame(() => { window.__boot = performance.now() - window.__t0; }));
      window.__t0 = performance.now();
    </script><script src="/widget/mentor-chat.js" data-key="${KEY}" data-user-token="${userToken}" async></script>`),
  '/open.html': page(`<script>
      document.addEventListener('click', () => { window.__clicked = performance.now(); }, true);
      // Focus moving inside the widget is not reported to the document (same host before and after),
      // so listen on the widget's own shadow root.
      document.addEventListener('mentor-ready', (ready) => ready.target.shadowRoot.addEventListener('focusin', () => {
        let active = document.activeElement;
        while (active && active.shadowRoot && active.shadowRoot.activeElement) active = active.shadowRoot.activeElement;
        if (active && active.tagName === 'TEXTAREA' && window.__clicked && !window.__open) window.__open = performance.now() - window.__clicked;
      }));
    </script><script src="/widget/mentor-chat.js" data-key="${KEY}" data-user-token="${userToken}" async></script>`),
  '/thread.html': page(`<script>
      // The thread the agent had open, as the widget stored it: it reopens it from the server on load.
      localStorage.setItem('mentor-widget:${KEY}@' + location.origin + ':loginData', JSON.stringify(${JSON.stringify(user)}));
      localStorage.setItem('mentor-widget:${KEY}@' + location.origin + ':opened-with', 'token');
      localStorage.setItem('mentor-widget:${KEY}@' + location.origin + ':user-bench:mentor:chat', JSON.stringify({ categoriesData: [], selectedCategoryId: 'cat-1', selectedChatId: 'long', chatsList: [], newChatHead: null }));
      const fetch0 = window.fetch;
      window.fetch = async (...args) => {
        const response = await fetch0(...args);
        if (String(args[0]).includes('/api/chat/get-')) window.__arrived = performance.now();
        return response;
      };
      const watch = () => {
        const inner = document.querySelector('mentor-chat')?.shadowRoot?.querySelector('mentor-chat-panel')?.shadowRoot;
        if (!inner) return setTimeout(watch, 2);
        new MutationObserver((_, observer) => {
          if (window.__arrived && inner.querySelector('[data-key="r2499:assistant"]')) {
            observer.disconnect();
            requestAnimationFrame(() => { window.__thread = performance.now() - window.__arrived; });
          }
        }).observe(inner, { childList: true, subtree: true });
      };
      watch();
    </script><mentor-chat key="${KEY}" mode="inline" user-token="${userToken}"></mentor-chat>
    <script src="/widget/mentor-chat.js" async></script>`),
};

const server = createServer((request, response) => {
  const url = new URL(request.url, 'http://bench');
  const api = API[`${request.method} ${url.pathname}`];
  if (api) {
    request.resume();
    request.on('end', () => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error_code: 0, message: 'Success', result: api() }));
    });
    return;
  }
  if (PAGES[url.pathname]) {
    response.writeHead(200, { 'content-type': 'text/html', 'cache-control': 'no-store' });
    response.end(PAGES[url.pathname]);
    return;
  }
  const file = path.join(dist, path.basename(url.pathname));
  if (url.pathname.startsWith('/widget/') && existsSync(file)) {
    response.writeHead(200, { 'content-type': 'text/javascript' });
    response.end(readFileSync(file));
    return;
  }
  response.writeHead(404).end();
});
await new Promise((resolve) => server.listen(Number(process.env.BENCH_PORT ?? 0), '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${server.address().port}`;

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});

/** One fresh page load (a new context: empty cache and storage) per run; the median of the runs. */
async function median(pathname, measure) {
  const values = [];
  for (let i = 0; i < RUNS; i++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const tab = await context.newPage();
    await tab.goto(origin + pathname);
    values.push(await measure(tab));
    await context.close();
  }
  values.sort((a, b) => a - b);
  return Math.round(values[Math.floor(values.length / 2)] * 10) / 10;
}

const valueOf = (tab, name) =>
  tab.waitForFunction((key) => window[key], name, { timeout: 30_000 }).then((h) => h.jsonValue());

try {
  const results = {
    widget_loader_gzip: gzipBytes(manifest.loader),
    widget_inline_frame_gzip: gzipBytes(manifest.inline),
    widget_full_gzip: gzipBytes(manifest.panel),
    widget_boot_ms: await median('/boot.html', (tab) => valueOf(tab, '__boot')),
    widget_open_ms: await median('/open.html', async (tab) => {
      const launcher = tab.locator('mentor-chat [part=launcher]');
      await launcher.waitFor();
      await launcher.click();
      return valueOf(tab, '__open');
    }),
    thread_render_5000_ms: await median('/thread.html', (tab) => valueOf(tab, '__thread')),
  };
  console.log(JSON.stringify(results, null, 2));
} finally {
  await browser.close();
  server.close();
}
