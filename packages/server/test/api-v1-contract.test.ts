import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createV1App } from '../src/modules/api-v1/routes';
import { readEvents, startTestServer, type TestServer } from './harness';
import { newEmail } from './employee-fixtures';
import { agencyWithKey, createKey, v1Fetch, type V1Options } from './api-v1-fixtures';

/**
 * The contract: the OpenAPI document the server serves must describe the code that runs. Every
 * route is documented and every documented operation is served; every answer a tour of the API
 * gets (successes and refusals) matches the documented schema of its status, read strictly (no
 * field the document does not name); and each operation's documented scope is the one enforced.
 */

type Schema = Record<string, unknown>;
interface Operation {
  responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
  'x-mentor-scope'?: string;
}
interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
  webhooks: Record<string, unknown>;
}

let server: TestServer;
let document: Document;

beforeAll(async () => {
  server = await startTestServer();
  const response = await fetch(`${server.url}/v1/openapi.json`);
  document = (await response.json()) as Document;
});
afterAll(async () => {
  await server?.close();
});

/** Objects the document names are closed: a field it does not list fails the check. */
function strict(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(strict);
  if (!schema || typeof schema !== 'object') return schema;
  const copy = Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, strict(value)])) as Schema;
  if (copy.type === 'object' && copy.properties && copy.additionalProperties === undefined)
    copy.additionalProperties = false;
  return copy;
}

function validatorFor(doc: Document) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  ajv.addFormat('uuid', /^[0-9a-f-]{36}$/i);
  ajv.addFormat('date-time', (value: string) => !Number.isNaN(Date.parse(value)));
  ajv.addFormat('email', /^\S+@\S+$/);
  ajv.addFormat('uri', (value: string) => URL.canParse(value));
  ajv.addSchema({ $id: 'doc', components: strict(doc.components) });
  return (schema: Schema, value: unknown) => {
    const rewritten = JSON.parse(JSON.stringify(strict(schema)).replaceAll('"#/components/', '"doc#/components/'));
    const check = ajv.compile(rewritten);
    return check(value) ? null : ajv.errorsText(check.errors);
  };
}

interface Seen {
  method: string;
  template: string;
  status: number;
  contentType: string;
  body: unknown;
}

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document, with the webhooks it sends', async () => {
    const result = await new Validator().validate(document as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.webhooks).sort()).toEqual(['message.completed', 'seat.created', 'seat.removed']);
  });

  it('documents every route the API serves, and nothing it does not', () => {
    const served = new Set(
      createV1App()
        .routes.filter((route) => route.method !== 'ALL')
        .map((route) => `${route.method} ${route.path}`)
        .filter((route) => !/ \/(openapi\.json|reference)/.test(route)),
    );
    const documented = new Set(
      Object.entries(document.paths).flatMap(([path, operations]) =>
        Object.keys(operations).map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
      ),
    );
    expect([...served].sort()).toEqual([...documented].sort());
  });

  it("matches every answer of a tour of the API, refusals included, and each operation's scope", async () => {
    const agency = await agencyWithKey(server, 'Contract Agency');
    const noScopes = await createKey(server, agency.admin.token, ['seats:read'], 'Seats');
    const chatOnly = await createKey(server, agency.admin.token, ['chat'], 'Chat');
    const agent = newEmail('contract');
    const seen: Seen[] = [];
    const call = async (method: string, template: string, path: string, options: V1Options = {}) => {
      const response = await v1Fetch(server, method, path, { key: agency.key.key, ...options });
      const contentType = response.headers.get('content-type') ?? '';
      const body = contentType.includes('event-stream') ? await readEvents(response) : await response.json();
      seen.push({ method, template, status: response.status, contentType, body });
      return body as Record<string, unknown> & { id: string };
    };

    const thread = await call('POST', '/threads', '/threads', { agent, json: { title: 'Tour', metadata: { a: 'b' } } });
    await call('POST', '/threads', '/threads', { agent, json: { category: 'Nope' } });
    await call('POST', '/threads', '/threads', { key: noScopes.key, agent });
    await call('GET', '/threads', '/threads?limit=1', { agent });
    await call('GET', '/threads', '/threads?limit=0', { agent });
    await call('GET', '/threads/{thread_id}', `/threads/${thread.id}`, { agent });
    await call('GET', '/threads/{thread_id}', `/threads/${crypto.randomUUID()}`, { agent });
    const message = await call('POST', '/threads/{thread_id}/messages', `/threads/${thread.id}/messages`, {
      agent,
      json: { content: 'What is the free look period?', context: { name: 'Ana', age: 52 } },
    });
    await call('POST', '/threads/{thread_id}/messages', `/threads/${thread.id}/messages`, {
      agent,
      json: { content: 'And in Texas?', stream: true },
    });
    await call('POST', '/threads/{thread_id}/messages', `/threads/${thread.id}/messages`, { agent, json: {} });
    await call('GET', '/threads/{thread_id}/messages', `/threads/${thread.id}/messages?starting_after=${message.id}`, {
      agent,
    });
    await call('GET', '/threads/{thread_id}/messages', `/threads/${thread.id}/messages`, { agent });
    await call('GET', '/categories', '/categories');
    await call('GET', '/categories', '/categories', { key: null });
    await call('GET', '/seats', '/seats');
    await call('GET', '/seats', '/seats', { key: chatOnly.key });
    const endpoint = await call('POST', '/webhook_endpoints', '/webhook_endpoints', {
      json: { url: 'https://crm.example.com/hooks' },
    });
    await call('GET', '/webhook_endpoints', '/webhook_endpoints');
    await call('DELETE', '/webhook_endpoints/{endpoint_id}', `/webhook_endpoints/${endpoint.id}`);
    await call('DELETE', '/webhook_endpoints/{endpoint_id}', `/webhook_endpoints/${endpoint.id}`);
    await call('DELETE', '/threads/{thread_id}', `/threads/${thread.id}`, { agent });
    await call('GET', '/threads', '/threads', { agent, headers: { origin: 'https://evil.example' } });

    const validate = validatorFor(document);
    const failures: string[] = [];
    for (const answer of seen) {
      const operation = document.paths[answer.template]?.[answer.method.toLowerCase()];
      const label = `${answer.method} ${answer.template} → ${answer.status}`;
      const response = operation?.responses[String(answer.status)];
      if (!response) {
        failures.push(`${label}: this status is not documented`);
        continue;
      }
      if (answer.contentType.includes('event-stream')) {
        if (!response.content?.['text/event-stream']) failures.push(`${label}: a stream is not documented`);
        continue;
      }
      const schema = response.content?.['application/json']?.schema;
      if (!schema) {
        failures.push(`${label}: no JSON schema`);
        continue;
      }
      const problem = validate(schema, answer.body);
      if (problem) failures.push(`${label}: ${problem} in ${JSON.stringify(answer.body).slice(0, 300)}`);
    }
    expect(failures).toEqual([]);
    // Every documented operation was toured.
    const toured = new Set(seen.map((answer) => `${answer.method} ${answer.template}`));
    const operations = Object.entries(document.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(operations.filter((operation) => !toured.has(operation))).toEqual([]);
  });

  it('names a scope for every operation, and a key without it is refused', async () => {
    const agency = await agencyWithKey(server, 'Scope Agency');
    const keys = {
      chat: await createKey(server, agency.admin.token, ['seats:read', 'webhooks'], 'no chat'),
      'seats:read': await createKey(server, agency.admin.token, ['chat', 'webhooks'], 'no seats'),
      webhooks: await createKey(server, agency.admin.token, ['chat', 'seats:read'], 'no webhooks'),
    } as const;
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const scope = operation['x-mentor-scope'] as keyof typeof keys | undefined;
        expect([path, method, scope && scope in keys]).toEqual([path, method, true]);
        const concrete = path.replace(/\{\w+\}/g, crypto.randomUUID());
        const response = await v1Fetch(server, method.toUpperCase(), concrete, {
          key: keys[scope!].key,
          agent: agency.admin.email,
          ...(method === 'post' ? { json: {} } : {}),
        });
        const body = (await response.json()) as { error?: { code: string } };
        expect([path, method, response.status, body.error?.code]).toEqual([path, method, 403, 'missing_scope']);
      }
    }
  });
});
