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

if (project) {
  vitest(['--project', project]);
} else {
  vitest([]);
}

console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
