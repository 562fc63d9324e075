import { createChatApi } from '../api/chat';
import { createApiClient } from '../api/client';
import { ApiError, NetworkError } from '../errors';
import type { ChatHead, ChatRecord, SendChatRequest, SendChatResult } from '../types';
import { readStreamReply } from './stream-reply';

/** Where streamed replies are asked for (same body as `start-chat`). */
export const CHAT_STREAM_PATH = '/api/chat/stream';
/** A stream that sends nothing for this long is given up as a `timeout` network error. */
export const DEFAULT_STREAM_IDLE_TIMEOUT_MS = 60_000;
/** Retry answers with the whole reply at once, which can take a model a while. */
export const DEFAULT_RETRY_TIMEOUT_MS = 120_000;

/** The `meta` event: the chat head exists and the user's message is stored. */
export interface ChatStreamMeta {
  chat_head: ChatHead;
  /** The record of this exchange; retry takes it if the reply fails. */
  record_id: string;
}

/** `ApiError.result` of a reply that failed after the user's message was stored (the `error` event). */
export interface ChatStreamFailure {
  /** The stored record, status "failed", or null when none was stored. */
  record: ChatRecord | null;
  chat_head: ChatHead | null;
}

export interface ChatStreamOptions {
  /** Aborting rejects with a `NetworkError` whose reason is `aborted`. */
  signal?: AbortSignal;
  onMeta?: (meta: ChatStreamMeta) => void;
  /** Each piece of the reply's text, in order. */
  onDelta?: (text: string) => void;
}

/**
 * How the chat engine reaches the assistant. Both calls reject with `ApiError` for a reply code
 * that is not a success and with `NetworkError` when no reply came back.
 */
export interface ChatTransport {
  /** Sends one user message and streams the reply; resolves with the stored exchange. */
  stream(request: SendChatRequest, options?: ChatStreamOptions): Promise<SendChatResult>;
  /** Asks again for a record whose reply failed; resolves with the same record, now complete. */
  retry(recordId: string, options?: { signal?: AbortSignal }): Promise<SendChatResult>;
  /** Asks again for a complete reply (with the record in view now, when given); resolves with the new one. */
  regenerate(
    recordId: string,
    options?: { signal?: AbortSignal; context?: Record<string, unknown> },
  ): Promise<SendChatResult>;
}

export interface HttpChatTransportOptions {
  /** API host, e.g. "https://mentor.example" or "" for same-origin. */
  baseURL: string;
  /** The current session token, or null when signed out. Read on every request. */
  getToken: () => string | null;
  /** Injected fetch; defaults to `globalThis.fetch` at call time. */
  fetch?: typeof globalThis.fetch;
  /** Called when the server answers token_invalid (8), before the ApiError is thrown. */
  onTokenInvalid?: () => void;
  /** Give up a stream after this long without a byte; 0 never gives up. */
  idleTimeoutMs?: number;
  /** Give up a retry after this long. */
  retryTimeoutMs?: number;
}

/**
 * The transport over HTTP: `POST /api/chat/stream` as server-sent events, `POST /api/chat/retry` and
 * `POST /api/chat/regenerate`.
 */
export function createHttpChatTransport(options: HttpChatTransportOptions): ChatTransport {
  const idleTimeoutMs = options.idleTimeoutMs ?? DEFAULT_STREAM_IDLE_TIMEOUT_MS;
  const url = `${options.baseURL.replace(/\/+$/, '')}${CHAT_STREAM_PATH}`;
  const chatApi = createChatApi(
    createApiClient({
      baseURL: options.baseURL,
      getToken: options.getToken,
      fetch: options.fetch,
      onTokenInvalid: options.onTokenInvalid,
      timeoutMs: options.retryTimeoutMs ?? DEFAULT_RETRY_TIMEOUT_MS,
    }),
  );

  async function stream(request: SendChatRequest, handlers: ChatStreamOptions = {}): Promise<SendChatResult> {
    const { signal } = handlers;
    if (signal?.aborted) throw new NetworkError('aborted', 'The request was cancelled');
    const controller = new AbortController();
    const forwardAbort = () => controller.abort();
    signal?.addEventListener('abort', forwardAbort, { once: true });
    let timedOut = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const touch = () => {
      clearTimeout(timer);
      if (idleTimeoutMs > 0) {
        timer = setTimeout(() => {
          timedOut = true;
          controller.abort();
        }, idleTimeoutMs);
      }
    };

    const headers: Record<string, string> = {
      accept: 'text/event-stream, application/json',
      'content-type': 'application/json',
    };
    const token = options.getToken();
    if (token) headers.authorization = `Bearer ${token}`;

    touch();
    try {
      const response = await (options.fetch ?? globalThis.fetch)(url, {
        method: 'POST',
        headers,
        body: JSON.stringify(request),
        signal: controller.signal,
      });
      touch();
      return await readStreamReply(response, { ...handlers, onBytes: touch, onTokenInvalid: options.onTokenInvalid });
    } catch (error) {
      if (error instanceof ApiError) throw error;
      if (signal?.aborted) throw new NetworkError('aborted', 'The request was cancelled', { cause: error });
      if (timedOut) throw new NetworkError('timeout', `No reply for ${idleTimeoutMs} ms`, { cause: error });
      if (error instanceof NetworkError) throw error;
      throw new NetworkError('offline', 'The server could not be reached', { cause: error });
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', forwardAbort);
    }
  }

  return {
    stream,
    retry: async (recordId, retryOptions) => (await chatApi.retry(recordId, retryOptions)).result,
    regenerate: async (recordId, regenerateOptions) => (await chatApi.regenerate(recordId, regenerateOptions)).result,
  };
}
