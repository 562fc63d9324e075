#!/usr/bin/env node
// `npm test`: builds what the browser tests need, runs every vitest project and the end-to-end
// journeys, and ends with one plain line "N passed, M failed" over all of them.
// `node scripts/test.mjs --project server` runs only that vitest project (CI's PostgreSQL pass).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const args = process.argv.slice(2);
const projectIndex = args.indexOf('--project');
const project = projectIndex >= 0 ? args[projectIndex + 1] : undefined;

let passed = 0;
let failed = 0;

function run(command, commandArgs, env = {}) {
  const result = spawnSync(command, commandArgs, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
}

/** Runs vitest with a JSON report beside its normal output and adds its counts to ours. */
function vitest(extraArgs, env = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), 'mentor-vitest-'));
  const report = path.join(dir, 'report.json');
  const status = run(
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...extraArgs],
    env,
  );
  if (existsSync(report)) {
    const json = JSON.parse(readFileSync(report, 'utf8'));
    passed += json.numPassedTests;
    failed += json.numFailedTests;
    // A file that fails to load has no tests in it: count it as a failure, never as nothing.
    failed += json.testResults.filter((file) => file.status === 'failed' && file.assertionResults.length === 0).length;
  } else if (status !== 0) {
    failed += 1;
  }
  rmSync(dir, { recursive: true, force: true });
  return status;
}

/**
 * The browser journeys (project e2e) need the built portal and server, and Chromium: Debian's
 * /usr/bin/chromium or CHROME_PATH; when it is missing and we are root, install it with apt-get.
 * A step that fails counts as one failure (and the e2e files then fail with a clear message).
 */
function prepareBrowserTests() {
  if (run('npm', ['run', 'build']) !== 0) {
    console.error('The build failed (npm run build): the end-to-end journeys cannot run.');
    failed += 1;
  }
  const chrome = process.env.CHROME_PATH || '/usr/bin/chromium';
  if (existsSync(chrome)) return;
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    console.log(`Chromium not found at ${chrome}: installing Debian's chromium with apt-get.`);
    run('sh', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium']);
  }
  if (!existsSync(chrome)) {
    console.error(`Chromium not found at ${chrome}: install it with "apt-get install -y chromium" or set CHROME_PATH.`);
  }
}

if (project) {
  if (project === 'e2e' || project === 'widget') prepareBrowserTests();
  vitest(['--project', project]);
} else {
  prepareBrowserTests();
  vitest([]);
}

console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
