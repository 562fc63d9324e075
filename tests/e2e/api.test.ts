import { spawn } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, DEMO_PASSWORD, ROOT } from '../support/harness.mjs';
import { expectPath, useE2E } from './setup';

// The public API end to end: the demo agency's admin creates an API key and a webhook endpoint in the
// portal; the example script (examples/api/ask.mjs) asks a question with that key and prints the
// streamed reply; the endpoint (a receiver on 127.0.0.1) gets the signed message.completed; the
// delivery log shows it, and Resend sends it again. The reference page renders in Chromium, offline.
const e2e = useE2E();
const received: { body: string; signature: string }[] = [];
const receiver = createServer((request, response) => {
  let body = '';
  request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
  request.on('end', () => {
    received.push({ body, signature: String(request.headers['mentor-signature']) });
    response.writeHead(200).end('ok');
  });
});
let hookUrl = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  hookUrl = `http://127.0.0.1:${(receiver.address() as { port: number }).port}/mentor/webhooks`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});

/** Runs the example as a person would, with the key and the server's URL in the environment. */
function runExample(key: string, question: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(ROOT, 'examples/api/ask.mjs'), question], {
      env: { ...process.env, MENTOR_URL: e2e.url, MENTOR_API_KEY: key, MENTOR_AGENT: DEMO.agent },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.once('exit', (code) => resolve({ code, output }));
  });
}

describe('the public API', () => {
  it('key and webhook in the portal → the example streams an answer → a signed webhook → resend', async () => {
    const admin = await e2e.newPage();
    await admin.goto('/login');
    await admin.getByLabel('Email').fill(DEMO.admin);
    await admin.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await admin.getByRole('button', { name: 'Login', exact: true }).click();
    await expectPath(admin, '/dashboard');
    await admin.getByRole('link', { name: 'Embed' }).click();
    await admin.getByRole('tab', { name: 'API & webhooks' }).click();

    await admin.getByLabel('Key name').fill('CRM backend');
    await admin.getByRole('checkbox', { name: /webhooks/ }).check();
    await admin.getByRole('button', { name: 'Create API key' }).click();
    const shown = admin.getByRole('status').filter({ hasText: 'Your API key' });
    const key = (await shown.locator('code').textContent())!.trim();
    expect(key).toMatch(/^msk_/);

    // The new key is the first with the webhooks scope, so the form offers it first.
    await expect.poll(() => admin.getByLabel('API key', { exact: true }).inputValue()).not.toBe('');
    await admin.getByLabel('Endpoint URL').fill(hookUrl);
    await admin.getByRole('button', { name: 'Add endpoint' }).click();
    const secretBox = admin.getByRole('status').filter({ hasText: 'Signing secret' });
    const secret = (await secretBox.locator('code').textContent())!.trim();
    expect(secret).toMatch(/^whsec_/);

    const run = await runExample(key, 'Can a client on metformin with an A1C of 6.8 get preferred rates?');
    expect(run.code, run.output).toBe(0);
    expect(run.output).toContain('agent agent@mentor.demo');
    expect(run.output).toMatch(/metformin/i);
    expect(run.output).toMatch(/\[done: message [0-9a-f-]{36}, \d+ sources\]/);

    await expect.poll(() => received.length, { timeout: 20_000 }).toBe(1);
    const [hook] = received;
    const event = JSON.parse(hook!.body) as { type: string; data: { object: { agent: string; status: string } } };
    expect(event.type).toBe('message.completed');
    expect(event.data.object).toMatchObject({ agent: DEMO.agent, status: 'complete' });
    const [, t, v1] = /^t=(\d+),v1=([0-9a-f]+)$/.exec(hook!.signature)!;
    expect(createHmac('sha256', secret).update(`${t}.${hook!.body}`).digest('hex')).toBe(v1);

    // The delivery log shows it; Resend sends the same event again.
    await admin.getByRole('button', { name: 'Deliveries' }).first().click();
    await admin.getByText('Delivered').first().waitFor();
    await admin.getByRole('button', { name: 'Resend' }).first().click();
    await expect.poll(() => received.length, { timeout: 20_000 }).toBe(2);
    expect(received[1]!.body).toBe(hook!.body);

    // The key now shows its last use.
    await admin.reload();
    await admin
      .getByText(/Last used/)
      .first()
      .waitFor();
  });

  it('renders the API reference in Chromium from this server alone', async () => {
    const page = await e2e.newPage({ width: 1280, height: 900 });
    const elsewhere: string[] = [];
    await page.route('**/*', (route) => {
      const url = new URL(route.request().url());
      if (url.origin === e2e.url) return route.continue();
      elsewhere.push(url.href);
      return route.abort();
    });
    await page.goto('/v1/reference');
    await page.getByText('Send a message and get the reply').first().waitFor({ timeout: 30_000 });
    await page.getByText('List seats').first().waitFor();
    await page.getByText('message.completed').first().waitFor();
    expect(elsewhere).toEqual([]);
    // A page's request with a key is refused: keys work server to server only.
    const refused = await page.evaluate(async () => {
      const response = await fetch('/v1/categories', {
        headers: { authorization: 'Bearer msk_demo_agency_local_development_only' },
      });
      return { status: response.status, body: await response.json() };
    });
    expect(refused).toMatchObject({ status: 403, body: { error: { code: 'browser_origin_refused' } } });
  });
});
