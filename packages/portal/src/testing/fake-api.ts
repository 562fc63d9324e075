import { vi } from 'vitest';

export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  /** The parsed JSON body, or the FormData for multipart calls. */
  body: unknown;
  headers: Headers;
  signal?: AbortSignal;
}

/** A handler's answer: an envelope (HTTP 200 unless `status` is given), or 'network' for no reply. */
export type FakeAnswer = { error_code: number; message?: string; result?: unknown; status?: number } | 'network';
/** A handler may also answer with a whole Response (a reply stream, say). */
export type FakeHandler = (request: FakeRequest) => FakeAnswer | Response | Promise<FakeAnswer | Response>;

/**
 * Replaces fetch with handlers keyed "METHOD /path". Unknown calls fail the test loudly. Returns the
 * list of requests made, in order.
 */
export function fakeApi(handlers: Record<string, FakeHandler | FakeAnswer>): FakeRequest[] {
  const calls: FakeRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(
        typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
        'http://localhost',
      );
      const method = (init.method ?? 'GET').toUpperCase();
      const headers = new Headers(init.headers);
      let body: unknown = init.body;
      if (typeof init.body === 'string') {
        try {
          body = JSON.parse(init.body);
        } catch {
          body = init.body;
        }
      }
      const request: FakeRequest = {
        method,
        path: url.pathname,
        query: url.searchParams,
        body,
        headers,
        ...(init.signal ? { signal: init.signal } : {}),
      };
      calls.push(request);
      const handler = handlers[`${method} ${url.pathname}`];
      if (handler === undefined) throw new Error(`Unexpected call ${method} ${url.pathname}`);
      const answer = typeof handler === 'function' ? await handler(request) : handler;
      if (answer instanceof Response) return answer;
      if (answer === 'network') throw new TypeError('Failed to fetch');
      const { status = answer.error_code === 0 || answer.error_code === 1 ? 200 : 400, ...envelope } = answer;
      return new Response(JSON.stringify({ message: '', result: null, ...envelope }), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

export const ok = (result: unknown = null, message = 'Success'): FakeAnswer => ({ error_code: 0, message, result });
