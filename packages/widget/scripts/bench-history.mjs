#!/usr/bin/env node
// Reopening a thread in the widget (issue 17), printed as JSON (the root `npm run bench` collects it):
//   widget_thread_open_30_ms     a 30-message thread: its history asked for → last message on screen
//   widget_thread_open_5000_ms   the same for a 5,000-message thread (2,500 records, replies of 1–2 KB)
// Medians of 7 fresh page loads each, taken in turns, in headless Chromium on a local page; the API
// is a small fake that answers both the spec's get-all-list and the paged get-page, so a build from
// before paging can be measured the same way (`--dist <folder>`).
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { chromium } from 'playwright-core';

const root = path.resolve(import.meta.dirname, '..');
const distArg = process.argv.indexOf('--dist');
const dist = distArg > 0 ? path.resolve(process.argv[distArg + 1]) : path.join(root, 'dist');
const RUNS = 7;
const KEY = 'mk_bench';
const EMAIL = 'bench@crm.example';

if (!existsSync(path.join(dist, 'manifest.json'))) {
  spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs')], { stdio: 'inherit' });
}

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
    default_prompts: [{ title: 'BMI', message: 'BMI?' }],
  },
];
/** A reply of real length (1–2 KB), with the markdown the assistant writes. */
const reply = (i) =>
  `**Answer ${i}.** Most carriers would look at the build, the medications and the history together.\n` +
  `- ${'A carrier that is lenient on build may still rate the medications. '.repeat(6 + (i % 10))}\n` +
  `- ${'Ask for the last two years of records before quoting. '.repeat(4)}`;
const threadOf = (id, count) =>
  Array.from({ length: count }, (_, i) => ({
    _id: `${id}-${i}`,
    chat_head_id: id,
    user_content: `Question ${i}: how would a carrier look at this client's build and medications?`,
    bot_content: reply(i),
    status: 'complete',
    created_on: '2026-11-21T10:00:00.000Z',
  }));
const threads = { short: threadOf('short', 15), long: threadOf('long', 2500) };

/** The server's paging: the newest `limit` before the cursor (here the index of a page's first record). */
function pageOf(records, query) {
  const end = query.has('before') ? Number(query.get('before')) : records.length;
  const start = Math.max(0, end - Number(query.get('limit') ?? 30));
  return { records: records.slice(start, end), older_cursor: start > 0 ? String(start) : null };
}

const API = {
  'POST /api/embed/token-login': () => user,
  'GET /api/category/get-all-categories': () => categories,
  'GET /api/chat-head/get-all-chat-heads': () =>
    Object.keys(threads).map((id) => ({
      _id: id,
      title: id,
      category_id: 'cat-1',
      created_on: '2026-11-21T10:00:00Z',
    })),
  'GET /api/chat/get-all-list': (query) => threads[query.get('chat_head_id')],
  'GET /api/chat/get-page': (query) => pageOf(threads[query.get('chat_head_id')], query),
};

// The thread the agent had open, as the widget stored it: the widget reopens it from the server on load.
const threadPage = (id) => `<!doctype html><html><head><meta charset="utf-8"><title>bench</title></head><body>
  <main>CRM page</main><script>
    const prefix = 'mentor-widget:${KEY}@' + location.origin + ':';
    localStorage.setItem(prefix + 'loginData', JSON.stringify(${JSON.stringify(user)}));
    localStorage.setItem(prefix + 'opened-with', 'token');
    localStorage.setItem(prefix + 'user-bench:mentor:chat', JSON.stringify({ categoriesData: [], selectedCategoryId: 'cat-1', selectedChatId: '${id}', chatsList: [], newChatHead: null }));
    const fetch0 = window.fetch;
    window.fetch = (...args) => {
      if (/\\/api\\/chat\\/get-(all-list|page)/.test(String(args[0])) && !window.__asked) window.__asked = performance.now();
      return fetch0(...args);
    };
    const lastKey = '${id}-${threads[id].length - 1}:assistant';
    const inView = (row) => {
      const list = row.closest('[role=group]');
      const box = row.getBoundingClientRect();
      const frame = list.getBoundingClientRect();
      return box.bottom > frame.top && box.top < frame.bottom;
    };
    const watch = () => {
      const inner = document.querySelector('mentor-chat')?.shadowRoot?.querySelector('mentor-chat-panel')?.shadowRoot;
      if (!inner) return setTimeout(watch, 2);
      const check = (observer) => {
        const row = inner.querySelector('[data-key="' + lastKey + '"]');
        if (!window.__asked || !row || !inView(row)) return;
        observer?.disconnect();
        requestAnimationFrame(() => { window.__open = performance.now() - window.__asked; });
      };
      const observer = new MutationObserver(() => check(observer));
      observer.observe(inner, { childList: true, subtree: true, attributes: true });
    };
    watch();
  </script><mentor-chat key="${KEY}" mode="inline" user-token="${userToken}"></mentor-chat>
  <script src="/widget/mentor-chat.js" async></script></body></html>`;

const server = createServer((request, response) => {
  const url = new URL(request.url, 'http://bench');
  const api = API[`${request.method} ${url.pathname}`];
  if (api) {
    request.resume();
    request.on('end', () => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error_code: 0, message: 'Success', result: api(url.searchParams) }));
    });
    return;
  }
  const thread = /^\/thread-(\w+)\.html$/.exec(url.pathname)?.[1];
  if (thread && threads[thread]) {
    response.writeHead(200, { 'content-type': 'text/html', 'cache-control': 'no-store' });
    response.end(threadPage(thread));
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
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
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

/** One fresh page load (a new context: empty cache and storage) of a thread page; ms to its last message. */
async function openOnce(id) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const tab = await context.newPage();
    await tab.goto(`${origin}/thread-${id}.html`);
    const handle = await tab.waitForFunction(() => window.__open, null, { timeout: 60_000 });
    return await handle.jsonValue();
  } finally {
    await context.close();
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.floor(sorted.length / 2)] * 10) / 10;
};

try {
  // In turns, so both figures see the same load on a busy machine.
  const times = { short: [], long: [] };
  for (let i = 0; i < RUNS; i++) {
    times.short.push(await openOnce('short'));
    times.long.push(await openOnce('long'));
  }
  console.log(
    JSON.stringify({ widget_thread_open_30_ms: median(times.short), widget_thread_open_5000_ms: median(times.long) }),
  );
} finally {
  await browser.close();
  server.close();
}
