import { createFetch } from 'ofetch';
import { ErrorCode, isEnvelope } from '../codes';
import type { Envelope } from '../codes';
import { ApiError, NetworkError } from '../errors';

export type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue>;

export interface ApiClientOptions {
  /** API host, e.g. "https://mentor.example" or "" for same-origin. Paths start with /api/. */
  baseURL: string;
  /** The current session token, or null when signed out. Read on every request. */
  getToken: () => string | null;
  /** Give up after this many milliseconds (NetworkError with reason `timeout`). */
  timeoutMs?: number;
  /** Injected fetch; defaults to `globalThis.fetch` at call time. */
  fetch?: typeof globalThis.fetch;
  /** Called when the server answers token_invalid (8), before the ApiError is thrown. */
  onTokenInvalid?: () => void;
}

export interface RequestOptions {
  query?: Query;
  /** A JSON body (serialised with JSON.stringify) or a FormData body (sent as multipart). */
  body?: unknown;
  signal?: AbortSignal;
}

export interface ApiClient {
  readonly baseURL: string;
  /** Sends a request and resolves with the envelope when its code is a success (0 or 1). */
  request<T>(method: 'GET' | 'POST', path: string, options?: RequestOptions): Promise<Envelope<T>>;
  get<T>(path: string, query?: Query, options?: Omit<RequestOptions, 'query' | 'body'>): Promise<Envelope<T>>;
  post<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>): Promise<Envelope<T>>;
}

export const DEFAULT_TIMEOUT_MS = 30_000;

/**
 * True for the codes a call may succeed with: 0 for every call, 1 (`updated`) for change-password,
 * and 1 is accepted everywhere so a server answering `updated` never reads as a failure.
 */
export function isSuccessCode(code: number): boolean {
  return code === ErrorCode.success || code === ErrorCode.updated;
}

function parseJsonOrUndefined(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function cleanQuery(query: Query | undefined): Record<string, string> | undefined {
  if (!query) return undefined;
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) out[key] = String(value);
  }
  return out;
}

/**
 * Creates the API client: bearer auth, JSON and multipart bodies, envelope handling.
 * Success resolves with the whole envelope; any other code throws {@link ApiError};
 * a request that got no envelope back throws {@link NetworkError}.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const $fetch = createFetch({
    // Looked up per call so a fetch installed or stubbed after creation is used.
    fetch: (input, init) => (options.fetch ?? globalThis.fetch)(input, init),
  });

  async function request<T>(
    method: 'GET' | 'POST',
    path: string,
    { query, body, signal }: RequestOptions = {},
  ): Promise<Envelope<T>> {
    const headers: Record<string, string> = { accept: 'application/json' };
    const token = options.getToken();
    if (token) headers.authorization = `Bearer ${token}`;

    let payload: BodyInit | undefined;
    if (body instanceof FormData) {
      payload = body;
    } else if (body !== undefined) {
      payload = JSON.stringify(body);
      headers['content-type'] = 'application/json';
    }

    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const forwardAbort = () => controller.abort();
    signal?.addEventListener('abort', forwardAbort, { once: true });
    if (signal?.aborted) controller.abort();

    let status: number;
    let data: unknown;
    try {
      const response = await $fetch.raw(path, {
        baseURL: options.baseURL || undefined,
        method,
        headers,
        query: cleanQuery(query),
        body: payload,
        signal: controller.signal,
        retry: false,
        ignoreResponseError: true,
        parseResponse: parseJsonOrUndefined,
      });
      status = response.status;
      data = response._data;
    } catch (error) {
      const reported = (error as { data?: unknown }).data;
      if (isEnvelope(reported)) {
        status = (error as { status?: number }).status ?? 0;
        data = reported;
      } else if (timedOut) {
        throw new NetworkError('timeout', `No reply within ${timeoutMs} ms`, { cause: error });
      } else if (signal?.aborted) {
        throw new NetworkError('aborted', 'The request was cancelled', { cause: error });
      } else {
        throw new NetworkError('offline', 'The server could not be reached', { cause: error });
      }
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', forwardAbort);
    }

    if (!isEnvelope(data)) {
      throw new NetworkError('bad_reply', `The server replied without an envelope (HTTP ${status})`, {
        status,
      });
    }
    const envelope = data as Envelope<T>;
    if (isSuccessCode(envelope.error_code)) return envelope;
    if (envelope.error_code === ErrorCode.token_invalid) options.onTokenInvalid?.();
    throw new ApiError(envelope.error_code, envelope.message, status, envelope.result);
  }

  return {
    baseURL: options.baseURL,
    request,
    get: (path, query, rest) => request('GET', path, { ...rest, query }),
    post: (path, body, rest) => request('POST', path, { ...rest, body }),
  };
}
