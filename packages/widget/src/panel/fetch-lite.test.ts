import { ApiError, NetworkError, createApiClient } from '@mentor/core';
import { describe, expect, it } from 'vitest';
import { buildUrl, createFetch } from './fetch-lite';

type Seen = { url: string; init: RequestInit };

function fakeFetch(reply: (seen: Seen) => Response | Promise<Response>) {
  const seen: Seen[] = [];
  const fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const call = { url: String(input), init };
    seen.push(call);
    return reply(call);
  }) as typeof globalThis.fetch;
  return { fetch, seen };
}

const envelope = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('fetch-lite, the part of ofetch core uses', () => {
  it('joins base and path with one slash and appends the query', () => {
    expect(buildUrl('/api/x', 'http://h:1/', { a: '1', b: 'two words' })).toBe('http://h:1/api/x?a=1&b=two+words');
    expect(buildUrl('/api/x', undefined, {})).toBe('/api/x');
    expect(buildUrl('api/x', 'http://h/base', undefined)).toBe('http://h/base/api/x');
  });

  it('returns the response with the parsed body in _data, whatever the status', async () => {
    const { fetch } = fakeFetch(() => envelope(404, { error_code: 4, message: 'no', result: null }));
    const response = await createFetch({ fetch }).raw('/api/x', { parseResponse: JSON.parse });
    expect(response.status).toBe(404);
    expect(response._data).toEqual({ error_code: 4, message: 'no', result: null });
  });
});

describe("core's API client over fetch-lite", () => {
  it('sends a GET with bearer token and query, and resolves with the envelope', async () => {
    const { fetch, seen } = fakeFetch(() => envelope(200, { error_code: 0, message: 'Success', result: [1] }));
    const client = createApiClient({ baseURL: 'http://api.test', getToken: () => 'tok', fetch });
    const reply = await client.get('/api/chat-head/get-all-chat-heads', { user_id: 'u1', category_id: null });
    expect(reply.result).toEqual([1]);
    expect(seen[0]!.url).toBe('http://api.test/api/chat-head/get-all-chat-heads?user_id=u1');
    expect(new Headers(seen[0]!.init.headers).get('authorization')).toBe('Bearer tok');
  });

  it('sends JSON bodies as JSON', async () => {
    const { fetch, seen } = fakeFetch(() => envelope(200, { error_code: 0, message: 'ok', result: null }));
    const client = createApiClient({ baseURL: '', getToken: () => null, fetch });
    await client.post('/api/embed/login', { email: 'a@b.co', password: 'x' });
    expect(seen[0]!.init.method).toBe('POST');
    expect(seen[0]!.init.body).toBe('{"email":"a@b.co","password":"x"}');
    expect(new Headers(seen[0]!.init.headers).get('content-type')).toBe('application/json');
  });

  it('turns a refusal into ApiError (with status) and a failed request into NetworkError', async () => {
    const refusing = createApiClient({
      baseURL: '',
      getToken: () => null,
      fetch: fakeFetch(() =>
        envelope(429, { error_code: 2, message: 'Too many requests.', result: { retry_after: 9 } }),
      ).fetch,
    });
    const refusal = await refusing.get('/api/x').catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiError);
    expect(refusal).toMatchObject({ code: 2, status: 429, message: 'Too many requests.' });

    const offline = createApiClient({
      baseURL: '',
      getToken: () => null,
      fetch: (() => Promise.reject(new TypeError('Failed to fetch'))) as typeof globalThis.fetch,
    });
    const failure = await offline.get('/api/x').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(NetworkError);
    expect((failure as NetworkError).reason).toBe('offline');

    const garbage = createApiClient({
      baseURL: '',
      getToken: () => null,
      fetch: fakeFetch(() => new Response('<html>', { status: 502 })).fetch,
    });
    expect(await garbage.get('/api/x').catch((error: unknown) => (error as NetworkError).reason)).toBe('bad_reply');
  });
});
