/**
 * The part of ofetch that @mentor/core's API client uses (`createFetch(...).raw` with baseURL, query,
 * a prepared body, `ignoreResponseError` and `parseResponse`), on plain fetch. The widget's builds
 * alias `ofetch` to this file: the full bundle has 85 KB gzip for everything and React alone takes
 * 68, so ofetch's 3 KB matter. fetch-lite.test.ts runs core's client over it.
 */
type Query = Record<string, string>;

interface RawOptions {
  baseURL?: string;
  method?: string;
  headers?: HeadersInit;
  query?: Query;
  body?: BodyInit;
  signal?: AbortSignal;
  parseResponse?: (text: string) => unknown;
}

export type FetchResponse = Response & { _data?: unknown };

/** `base` and `path` joined with one slash, as ofetch's `baseURL` does; `query` appended. */
export function buildUrl(path: string, baseURL: string | undefined, query: Query | undefined): string {
  let url = baseURL ? `${baseURL.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}` : path;
  const search = new URLSearchParams(query ?? {}).toString();
  if (search) url += (url.includes('?') ? '&' : '?') + search;
  return url;
}

export function createFetch({ fetch }: { fetch: typeof globalThis.fetch }) {
  return {
    async raw(path: string, options: RawOptions = {}): Promise<FetchResponse> {
      const init: RequestInit = { method: options.method ?? 'GET' };
      if (options.headers) init.headers = options.headers;
      if (options.body !== undefined) init.body = options.body;
      if (options.signal) init.signal = options.signal;
      const response: FetchResponse = await fetch(buildUrl(path, options.baseURL, options.query), init);
      const text = response.status === 204 || init.method === 'HEAD' ? '' : await response.text();
      response._data = text === '' ? undefined : (options.parseResponse ?? JSON.parse)(text);
      return response;
    },
  };
}
