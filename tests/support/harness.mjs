// End-to-end harness: a real API server (serving the built portal) on a free port with a fresh
// PGlite folder, headless Debian Chromium through playwright-core, and the dev mailbox for codes.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';

export const ROOT = path.resolve(import.meta.dirname, '../..');
const SERVER_ENTRY = path.join(ROOT, 'packages/server/dist/main.js');
const PORTAL_INDEX = path.join(ROOT, 'packages/portal/dist/index.html');

export const CHROME_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const DEMO_PASSWORD = 'MentorDemo1';
export const DEMO = {
  admin: 'admin@mentor.demo',
  agent: 'agent@mentor.demo',
  affiliate: 'affiliate@mentor.demo',
};

/** The Chromium to drive: CHROME_PATH, else Debian's /usr/bin/chromium. Throws one clear line. */
export function chromePath() {
  const candidate = process.env.CHROME_PATH || '/usr/bin/chromium';
  if (!existsSync(candidate)) {
    throw new Error(
      `Chromium not found at ${candidate}: install it with "apt-get install -y chromium" or set CHROME_PATH.`,
    );
  }
  return candidate;
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts packages/server/dist/main.js on a free port with a fresh DATA_DIR and waits for /api/health.
 * Resolves with `{ url, stop }`; `stop()` ends the server and removes its data folder. Given a `port`
 * and a `dataDir`, it uses them and leaves the folder to the caller (a journey that restarts the
 * server on the same database and origin, to move its clock or to run the ops CLI in between).
 */
export async function startServer({ env = {}, timeoutMs = 90_000, port: fixedPort, dataDir: ownDataDir } = {}) {
  for (const [file, hint] of [
    [SERVER_ENTRY, 'npm run build -w @mentor/server'],
    [PORTAL_INDEX, 'npm run build -w @mentor/portal'],
  ]) {
    if (!existsSync(file)) throw new Error(`${path.relative(ROOT, file)} is missing: run "${hint}" first.`);
  }
  const port = fixedPort ?? (await freePort());
  const dataDir = ownDataDir ?? mkdtempSync(path.join(tmpdir(), 'mentor-e2e-'));
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'test', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = `http://127.0.0.1:${port}`;

  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    if (!ownDataDir) rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`The server exited (${child.exitCode}) before it was healthy:\n${output}`);
    }
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return { url, stop, output: () => output };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error(`The server did not become healthy within ${timeoutMs} ms:\n${output}`);
}

/** Launches headless Chromium (see {@link chromePath}), with `extraArgs` after the usual flags. */
export function launchBrowser(extraArgs = []) {
  return chromium.launch({ executablePath: chromePath(), args: [...CHROME_ARGS, ...extraArgs], headless: true });
}

/** The messages the dev mailbox holds for `email`, newest first. */
export async function mailbox(baseUrl, email) {
  const response = await fetch(`${baseUrl}/api/dev/mailbox?email=${encodeURIComponent(email)}`);
  const body = await response.json();
  return body.result ?? [];
}

/**
 * Waits for the mailbox of `email` to hold more than `seen` messages and returns the newest code
 * ("Your code is NNNN").
 */
export async function waitForCode(baseUrl, email, { seen = 0, timeoutMs = 15_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const messages = await mailbox(baseUrl, email);
    if (messages.length > seen) {
      const match = /Your code is (\d{4})/.exec(messages[0].text ?? '');
      if (match) return match[1];
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`No new code for ${email} within ${timeoutMs} ms`);
}

/** Calls the API directly (test setup): resolves with the envelope. */
export async function callApi(baseUrl, method, apiPath, body, token) {
  const headers = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${baseUrl}${apiPath}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return response.json();
}

/** Logs in through the API and returns the user with its token (what the portal stores). */
export async function apiLogin(baseUrl, email, password = DEMO_PASSWORD) {
  const envelope = await callApi(baseUrl, 'POST', '/api/user/login-user', { email, password });
  if (envelope.error_code !== 0) throw new Error(`Login of ${email} failed: ${envelope.message}`);
  return envelope.result;
}

/**
 * Creates a verified account that has not done onboarding yet (sign-up, then the e-mailed code),
 * and returns the user with its token.
 */
export async function createVerifiedUser(baseUrl, { name, email, password = 'Secret12' }) {
  const created = await callApi(baseUrl, 'POST', '/api/user/new-user', { name, email, password });
  if (created.error_code !== 0) throw new Error(`Sign-up of ${email} failed: ${created.message}`);
  const code = await waitForCode(baseUrl, email);
  const verified = await callApi(baseUrl, 'POST', '/api/user/validate-verification-code', { email, code });
  if (verified.error_code !== 0) throw new Error(`Verification of ${email} failed: ${verified.message}`);
  return { ...created.result, ...verified.result, token: created.result.token };
}

/**
 * Runs the operator CLI (`npm run ops -- …`, i.e. packages/server/dist/ops.js) on a PGlite folder
 * whose server is stopped; resolves with its exit code and output.
 */
export function runOps(args, { dataDir, env = {} }) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(ROOT, 'packages/server/dist/ops.js'), ...args], {
      cwd: ROOT,
      env: { ...process.env, NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('exit', (code) => resolve({ code, output }));
  });
}
