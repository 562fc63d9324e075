// CPU profile of a hot route (issue 17). Build the server first (npm run build -w @mentor/server), then:
//   node scripts/profile-categories.mjs packages/server /tmp/mentor-prof 18731
// Starts dist/main.js under --cpu-prof (production, demo data on a fresh PGlite folder), loads the
// authenticated GET /api/category/get-all-categories?user_id= with autocannon (32 connections, 3 s of
// warm-up, 15 s measured), stops the server, and reports the samples of the measured window only: by
// package, the share with zod on the stack, and the top functions by self time.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
const [serverDir = 'packages/server', outDir = path.join(tmpdir(), 'mentor-prof'), port = '18731'] = process.argv
  .slice(2)
  .map((arg, i) => (i === 0 ? path.resolve(arg) : arg));
const require = createRequire(path.join(serverDir, 'package.json'));
const autocannon = require('autocannon');
rmSync(outDir, { recursive: true, force: true });
const dataDir = mkdtempSync(path.join(tmpdir(), 'mentor-prof-'));
const child = spawn(process.execPath, ['--cpu-prof', `--cpu-prof-dir=${outDir}`, 'dist/main.js'], {
  cwd: serverDir,
  env: {
    ...process.env,
    NODE_ENV: 'production',
    SEED_DEMO: 'true',
    PORT: port,
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const base = `http://127.0.0.1:${port}`;
for (;;) {
  try {
    if ((await fetch(`${base}/api/health`)).ok) break;
  } catch {
    // not listening yet
  }
  await new Promise((r) => setTimeout(r, 200));
}
const login = await (
  await fetch(`${base}/api/user/login-user`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@mentor.demo', password: 'MentorDemo1' }),
  })
).json();
const { token, _id } = login.result;
const url = `${base}/api/category/get-all-categories?user_id=${_id}`;
const check = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
if (check.status !== 200) throw new Error(`status ${check.status}`);
await autocannon({ url, connections: 32, duration: 3, headers: { authorization: `Bearer ${token}` } }); // warm-up
const loadStart = performance.now();
const result = await autocannon({ url, connections: 32, duration: 15, headers: { authorization: `Bearer ${token}` } });
const loadEnd = performance.now();
child.kill('SIGINT');
await new Promise((r) => child.on('exit', r));
const exitAt = performance.now();
const file = readdirSync(outDir).find((f) => f.endsWith('.cpuprofile'));
const profile = JSON.parse(readFileSync(path.join(outDir, file), 'utf8'));
const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
let t = profile.startTime;
const times = profile.timeDeltas.map((d) => (t += d));
const end = profile.endTime;
const from = end - (exitAt - loadStart) * 1000,
  to = end - (exitAt - loadEnd) * 1000;
const self = new Map(),
  inclusiveZod = { n: 0 },
  total = { n: 0 };
const byFile = new Map();
profile.samples.forEach((id, i) => {
  if (times[i] < from || times[i] > to) return;
  const node = nodes.get(id);
  const cf = node.callFrame;
  if (cf.functionName === '(idle)' || cf.functionName === '(program)') {
    self.set(cf.functionName, (self.get(cf.functionName) ?? 0) + 1);
    return;
  }
  total.n++;
  const key = `${cf.functionName || '(anonymous)'} ${cf.url.replace(/.*node_modules\//, '').replace(/^file:\/\/.*\/dist\//, 'dist/')}:${cf.lineNumber + 1}`;
  self.set(key, (self.get(key) ?? 0) + 1);
  const pkg =
    /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(cf.url)?.[1] ??
    (cf.url.includes('/dist/') ? 'our code' : cf.url.startsWith('node:') ? 'node internals' : cf.url || '(native/gc)');
  byFile.set(pkg, (byFile.get(pkg) ?? 0) + 1);
  // zod anywhere on the stack (inclusive)
  for (let cur = id; cur !== undefined; cur = parent.get(cur)) {
    if (/node_modules\/zod\//.test(nodes.get(cur).callFrame.url)) {
      inclusiveZod.n++;
      break;
    }
  }
});
const pct = (n) => `${((100 * n) / total.n).toFixed(1)} %`;
console.log(
  `requests/s (mean) ${result.requests.average}, latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}`,
);
console.log(
  `busy samples in load window: ${total.n}; with zod on the stack: ${inclusiveZod.n} (${pct(inclusiveZod.n)})`,
);
console.log('by package (self):');
for (const [k, v] of [...byFile].sort((a, b) => b[1] - a[1]).slice(0, 10)) console.log(`  ${pct(v).padStart(7)}  ${k}`);
console.log('top functions (self):');
for (const [k, v] of [...self]
  .filter(([k]) => !k.startsWith('(idle') && !k.startsWith('(program'))
  .sort((a, b) => b[1] - a[1])
  .slice(0, 15))
  console.log(`  ${pct(v).padStart(7)}  ${k}`);
rmSync(dataDir, { recursive: true, force: true });
