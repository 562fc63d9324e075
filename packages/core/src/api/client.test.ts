/// <reference types="node" />
import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorCode } from '../codes';
import { ApiError, NetworkError, isApiError, isNetworkError } from '../errors';
import { createApiClient, isSuccessCode } from './client';
import { createApi } from './create-api';

interface Received {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

type Handler = (req: Received, res: ServerResponse) => void;

let server: Server;
let baseURL: string;
let received: Received[] = [];
let handler: Handler;

function reply(res: ServerResponse, status: number, body: unknown, type = 'application/json') {
  res.writeHead(status, { 'content-type': type });
  res.end(typeof body === 'string' ? body : JSON.stringify(body));
}

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const entry = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks),
      };
      received.push(entry);
      handler(entry, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  received = [];
  handler = (_req, res) => reply(res, 200, { error_code: 0, message: 'ok', result: null });
});

function api(token: string | null = 'tok-123', extra: { timeoutMs?: number; onTokenInvalid?: () => void } = {}) {
  const client = createApiClient({ baseURL, getToken: () => token, ...extra });
  return { client, api: createApi(client) };
}

function last(): Received {
  const entry = received.at(-1);
  if (!entry) throw new Error('no request reached the server');
  return entry;
}

describe('createApiClient', () => {
  it('sends the bearer token when one exists', async () => {
    await api('tok-123').api.faq.getFaqs();
    expect(last().headers.authorization).toBe('Bearer tok-123');
  });

  it('sends no authorization header when signed out', async () => {
    await api(null).api.faq.getFaqs();
    expect(last().headers.authorization).toBeUndefined();
  });

  it('resolves a success envelope whole, message included', async () => {
    handler = (_req, res) =>
      reply(res, 200, { error_code: 0, message: 'Fetched', result: [{ question: 'Q', answer: 'A' }] });
    const envelope = await api().api.faq.getFaqs();
    expect(envelope).toEqual({
      error_code: 0,
      message: 'Fetched',
      result: [{ question: 'Q', answer: 'A' }],
    });
  });

  it('throws ApiError with code and message on code 2 with HTTP 400', async () => {
    handler = (_req, res) => reply(res, 400, { error_code: 2, message: 'Bad coupon', result: null });
    const error = await api()
      .api.discount.validateDiscount('NOPE')
      .catch((e: unknown) => e);
    expect(isApiError(error)).toBe(true);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe(ErrorCode.failed);
    expect((error as ApiError).message).toBe('Bad coupon');
    expect((error as ApiError).status).toBe(400);
  });

  it('throws ApiError for a failure code carried by HTTP 200', async () => {
    handler = (_req, res) => reply(res, 200, { error_code: 3, message: 'Already there', result: null });
    await expect(api().api.user.loginUser({ email: 'a@b.co', password: 'x' })).rejects.toMatchObject({
      code: ErrorCode.exist,
      message: 'Already there',
      status: 200,
    });
  });

  it('resolves change-password answered with code 1', async () => {
    handler = (_req, res) => reply(res, 200, { error_code: 1, message: 'Password changed successfully', result: null });
    const envelope = await api().api.user.changePassword({
      _id: 'u1',
      old_password: 'Old1pass',
      new_password: 'New1pass',
    });
    expect(envelope.error_code).toBe(1);
    expect(envelope.message).toBe('Password changed successfully');
    expect(JSON.parse(last().body.toString())).toEqual({
      _id: 'u1',
      old_password: 'Old1pass',
      new_password: 'New1pass',
    });
  });

  it('calls onTokenInvalid and throws on token_invalid (8)', async () => {
    handler = (_req, res) => reply(res, 401, { error_code: 8, message: 'Session expired', result: null });
    const onTokenInvalid = vi.fn();
    const error = await api('old', { onTokenInvalid })
      .api.category.getAllCategories('u1')
      .catch((e: unknown) => e);
    expect(onTokenInvalid).toHaveBeenCalledTimes(1);
    expect((error as ApiError).code).toBe(ErrorCode.token_invalid);
  });

  it('does not call onTokenInvalid for other failures', async () => {
    handler = (_req, res) => reply(res, 401, { error_code: 7, message: 'Token required', result: null });
    const onTokenInvalid = vi.fn();
    await expect(api(null, { onTokenInvalid }).api.faq.getFaqs()).rejects.toBeInstanceOf(ApiError);
    expect(onTokenInvalid).not.toHaveBeenCalled();
  });

  it('throws NetworkError (offline) when the port refuses the connection', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const client = createApiClient({ baseURL: `http://127.0.0.1:${port}`, getToken: () => null });
    const error = await createApi(client)
      .faq.getFaqs()
      .catch((e: unknown) => e);
    expect(isNetworkError(error)).toBe(true);
    expect((error as NetworkError).reason).toBe('offline');
  });

  it('throws NetworkError (timeout) when no reply comes in time', async () => {
    const arrived = new Promise<void>((resolve) => {
      handler = () => resolve(); // never answers
    });
    const error = await api('t', { timeoutMs: 50 })
      .api.faq.getFaqs()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as NetworkError).reason).toBe('timeout');
    // On a loaded machine the server may read the request after the client gave up; wait for it
    // here, or it lands in the next test's `received`.
    await arrived;
  });

  it('throws NetworkError (bad_reply) for an HTML reply', async () => {
    handler = (_req, res) => reply(res, 502, '<html>Bad gateway</html>', 'text/html');
    const error = await api()
      .api.faq.getFaqs()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as NetworkError).reason).toBe('bad_reply');
    expect((error as NetworkError).status).toBe(502);
  });

  it('throws NetworkError (aborted) when the caller aborts', async () => {
    const controller = new AbortController();
    // Abort once the server holds the request (never answering it), so that it cannot reach the
    // server late, during the next test.
    handler = () => controller.abort();
    const pending = api().client.get('/api/faq/get-faqs', undefined, { signal: controller.signal });
    await expect(pending).rejects.toMatchObject({ name: 'NetworkError', reason: 'aborted' });
  });

  it('sends multipart bodies as multipart/form-data with their fields and file', async () => {
    await api().api.user.updateProfile({
      _id: 'u1',
      name: 'Ana',
      email: 'ana@example.com',
      phone: '12345678901',
      image: new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' }),
    });
    const entry = last();
    expect(entry.url).toBe('/api/user/post');
    const contentType = String(entry.headers['content-type']);
    expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
    const form = await new Response(new Uint8Array(entry.body), {
      headers: { 'content-type': contentType },
    }).formData();
    expect(form.get('_id')).toBe('u1');
    expect(form.get('name')).toBe('Ana');
    expect(form.get('phone')).toBe('12345678901');
    const image = form.get('image');
    expect(image).toBeInstanceOf(Blob);
    expect((image as Blob).size).toBe(3);
  });

  it('leaves an absent file out of the multipart body', async () => {
    await api().api.employee.add({
      email: 'e@x.co',
      phone: '1',
      user_plan_id: 'p1',
      full_name: 'E',
      country: 'US',
      region: 'TX',
      city: 'Austin',
      zip_code: '73301',
      address: '1 Main',
    });
    const entry = last();
    const form = await new Response(new Uint8Array(entry.body), {
      headers: { 'content-type': String(entry.headers['content-type']) },
    }).formData();
    expect(form.get('zip_code')).toBe('73301');
    expect(form.has('image_file')).toBe(false);
  });

  it('sends the post-list body as a JSON string holding the list', async () => {
    const items = [{ user_id: 'u1', business_role_id: 'r1' }];
    await api().api.businessRole.postList(items);
    const entry = last();
    expect(entry.headers['content-type']).toBe('application/json');
    const decoded: unknown = JSON.parse(entry.body.toString());
    expect(typeof decoded).toBe('string');
    expect(JSON.parse(decoded as string)).toEqual(items);
  });

  it('sends query parameters and drops absent ones', async () => {
    await api().api.lookup.getDropList('hear_from');
    expect(last().url).toBe('/api/lookup/get-drop-list?type=hear_from');
  });
});

describe('isSuccessCode', () => {
  it('accepts 0 and 1 only', () => {
    expect(isSuccessCode(0)).toBe(true);
    expect(isSuccessCode(1)).toBe(true);
    expect(isSuccessCode(2)).toBe(false);
    expect(isSuccessCode(13)).toBe(false);
  });
});
