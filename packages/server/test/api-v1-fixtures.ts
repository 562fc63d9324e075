import { PlanId } from '@mentor/core';
import { createVerifiedUser, subscribe, type TestServer } from './harness';

export interface ApiKeyCreated {
  _id: string;
  key: string;
  name: string;
  scopes: string[];
  redacted: string;
  last_used_on: string | null;
}

/** An agency admin (Agency plan, 10 seats) with an API key of these scopes. */
export async function agencyWithKey(
  server: TestServer,
  name: string,
  scopes: string[] = ['chat', 'seats:read', 'webhooks'],
  planId: string = PlanId.agency,
) {
  const admin = await createVerifiedUser(server, name);
  await subscribe(server, admin.id, planId);
  const key = await createKey(server, admin.token, scopes);
  return { admin, key };
}

export async function createKey(server: TestServer, token: string, scopes: string[], name = 'Integration') {
  const created = await server.call<ApiKeyCreated>('POST', '/api/api-keys/create-key', {
    token,
    json: { name, scopes },
  });
  if (created.body.error_code !== 0) throw new Error(`create-key failed: ${created.body.message}`);
  return created.body.result;
}

export interface V1Result<T> {
  status: number;
  body: T;
  headers: Headers;
}

export interface V1Options {
  key?: string | null;
  agent?: string;
  json?: unknown;
  raw?: string;
  idempotencyKey?: string;
  headers?: Record<string, string>;
}

/** A call to the public API as a server makes it: the key, the agent, JSON. */
export async function v1<T = Record<string, unknown>>(
  server: TestServer,
  method: string,
  path: string,
  options: V1Options = {},
): Promise<V1Result<T>> {
  const response = await v1Fetch(server, method, path, options);
  const text = await response.text();
  let body: T;
  try {
    body = JSON.parse(text) as T;
  } catch {
    throw new Error(`${method} ${path} answered ${response.status} without JSON: ${text.slice(0, 200)}`);
  }
  return { status: response.status, body, headers: response.headers };
}

export function v1Fetch(server: TestServer, method: string, path: string, options: V1Options = {}) {
  const headers: Record<string, string> = { ...options.headers };
  if (options.key) headers.authorization = `Bearer ${options.key}`;
  if (options.agent) headers['x-mentor-agent'] = options.agent;
  if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey;
  let body: string | undefined;
  if (options.json !== undefined) body = JSON.stringify(options.json);
  if (options.raw !== undefined) body = options.raw;
  if (body !== undefined) headers['content-type'] = 'application/json';
  return fetch(`${server.url}/v1${path}`, { method, headers, ...(body !== undefined ? { body } : {}) });
}

export type V1Error = { error: { type: string; code: string; message: string; param?: string } };

/** Waits for a condition, checking again and again (never a fixed sleep). */
export async function waitFor<T>(check: () => Promise<T | null | undefined | false>, what: string, timeoutMs = 20_000) {
  const started = Date.now();
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() - started > timeoutMs) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

export interface ReceivedHook {
  body: string;
  headers: Record<string, string | string[] | undefined>;
}

/**
 * A webhook receiver on 127.0.0.1 that records every request and answers with the next status of
 * `statuses` (the last one repeats).
 */
export async function startReceiver(statuses: number[] = [200]) {
  const { createServer } = await import('node:http');
  const received: ReceivedHook[] = [];
  let answered = 0;
  const http = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      received.push({ body, headers: request.headers });
      const status = statuses[Math.min(answered, statuses.length - 1)]!;
      answered += 1;
      response.writeHead(status, { 'content-type': 'text/plain' }).end(status < 300 ? 'ok' : 'not now');
    });
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    close: () => new Promise<void>((resolve) => http.close(() => resolve())),
  };
}
