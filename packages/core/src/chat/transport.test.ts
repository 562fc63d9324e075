/// <reference types="node" />
import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorCode } from '../codes';
import { ApiError, NetworkError } from '../errors';
import type { ChatHead, ChatRecord, SendChatRequest } from '../types';
import { createHttpChatTransport } from './transport';
import type { ChatStreamMeta, HttpChatTransportOptions } from './transport';

interface Received {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

type Handler = (req: Received, res: ServerResponse) => void | Promise<void>;

let server: Server;
let baseURL: string;
let received: Received[];
let handler: Handler;
let closedByClient: Promise<void>;
let noteClosed: () => void;

const head: ChatHead = { _id: 'h1', title: 'Term rates', category_id: 'c1', created_on: '2026-11-21T10:00:00.000Z' };
const record: ChatRecord = {
  _id: 'r1',
  chat_head_id: 'h1',
  user_content: 'What does term cost?',
  bot_content: 'Term life costs less.',
  status: 'complete',
  created_on: '2026-11-21T10:00:01.000Z',
  sources: [{ title: 'Term basics', url: 'https://kb.example/term.pdf' }],
};
const request: SendChatRequest = {
  title: 'What does term cost?',
  category_id: 'c1',
  user_id: 'u1',
  chat_head_id: null,
  messages: [{ role: 'user', content: 'What does term cost?' }],
  context: { age: 42 },
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function sse(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

function startStream(res: ServerResponse) {
  res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache' });
  res.flushHeaders();
}

/** Writes `text` in pieces of `size` characters with a pause between them. */
async function writeInPieces(res: ServerResponse, text: string, size: number, pauseMs = 2) {
  for (let at = 0; at < text.length; at += size) {
    res.write(text.slice(at, at + size));
    await sleep(pauseMs);
  }
}

function envelope(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      const entry = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body };
      received.push(entry);
      res.on('close', () => noteClosed());
      void handler(entry, res);
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
  closedByClient = new Promise((resolve) => (noteClosed = resolve));
  handler = async (_req, res) => {
    startStream(res);
    await writeInPieces(res, sse('meta', { chat_head: head, record_id: 'r1' }), 9);
    for (const text of ['Term ', 'life ', 'costs less.']) await writeInPieces(res, sse('delta', { text }), 5);
    await writeInPieces(res, sse('done', { chat_head: head, record }), 13);
    res.end();
  };
});

function transport(extra: Partial<HttpChatTransportOptions> = {}) {
  return createHttpChatTransport({ baseURL, getToken: () => 'tok-1', ...extra });
}

async function failure(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (error: unknown) => error,
  );
}

describe('createHttpChatTransport().stream', () => {
  it('posts the request as JSON with the bearer token to /api/chat/stream', async () => {
    await transport().stream(request);
    const [entry] = received;
    expect(entry?.method).toBe('POST');
    expect(entry?.url).toBe('/api/chat/stream');
    expect(entry?.headers.authorization).toBe('Bearer tok-1');
    expect(entry?.headers['content-type']).toBe('application/json');
    expect(entry?.headers.accept).toContain('text/event-stream');
    expect(JSON.parse(entry?.body ?? '')).toEqual(request);
  });

  it('reports meta, then each delta in order, and resolves with the stored exchange', async () => {
    const seen: string[] = [];
    const metas: ChatStreamMeta[] = [];
    const result = await transport().stream(request, {
      onMeta: (meta) => {
        metas.push(meta);
        seen.push('meta');
      },
      onDelta: (text) => seen.push(text),
    });
    expect(metas).toEqual([{ chat_head: head, record_id: 'r1' }]);
    expect(seen).toEqual(['meta', 'Term ', 'life ', 'costs less.']);
    expect(result).toEqual({ chat_head: head, result: 'Term life costs less.', record });
  });

  it('delivers deltas as they arrive, before the stream ends', async () => {
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    handler = async (_req, res) => {
      startStream(res);
      res.write(sse('meta', { chat_head: head, record_id: 'r1' }) + sse('delta', { text: 'first' }));
      await released;
      res.end(sse('done', { chat_head: head, record }));
    };
    const firstDelta = new Promise<string>((resolve) => {
      void transport().stream(request, { onDelta: resolve });
    });
    expect(await firstDelta).toBe('first');
    release();
  });

  it('sends no authorization header when signed out', async () => {
    await transport({ getToken: () => null }).stream(request);
    expect(received[0]?.headers.authorization).toBeUndefined();
  });

  it('throws ApiError not_exist with the server message for an expired subscription (403 envelope)', async () => {
    const message = 'Your subscription has been expired, Please update your subscription.';
    handler = (_req, res) => envelope(res, 403, { error_code: 4, message, result: null });
    const error = await failure(transport().stream(request));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: ErrorCode.not_exist, message, status: 403 });
  });

  it('throws ApiError with status 429 for a rate-limit envelope', async () => {
    handler = (_req, res) =>
      envelope(res, 429, {
        error_code: 2,
        message: 'Too many requests. Please try again in 30 seconds.',
        result: { retry_after: 30 },
      });
    const error = await failure(transport().stream(request));
    expect(error).toMatchObject({ name: 'ApiError', code: ErrorCode.failed, status: 429 });
    expect((error as ApiError).result).toEqual({ retry_after: 30 });
  });

  it('calls onTokenInvalid for token_invalid (8) and throws', async () => {
    handler = (_req, res) => envelope(res, 401, { error_code: 8, message: 'Session expired', result: null });
    const onTokenInvalid = vi.fn();
    const error = await failure(transport({ onTokenInvalid }).stream(request));
    expect(onTokenInvalid).toHaveBeenCalledTimes(1);
    expect(error).toMatchObject({ code: ErrorCode.token_invalid, status: 401 });
  });

  it('accepts a whole reply answered as a success envelope', async () => {
    handler = (_req, res) =>
      envelope(res, 200, { error_code: 0, message: 'Success', result: { chat_head: head, record } });
    expect(await transport().stream(request)).toEqual({ chat_head: head, result: record.bot_content, record });
  });

  it('throws ApiError carrying the failed record and chat head for an error event', async () => {
    const failed: ChatRecord = { ...record, bot_content: '', status: 'failed' };
    handler = async (_req, res) => {
      startStream(res);
      await writeInPieces(res, sse('meta', { chat_head: head, record_id: 'r1' }), 7);
      await writeInPieces(res, sse('delta', { text: 'Half' }), 7);
      const body = { error_code: 5, message: 'The assistant is unavailable.', record: failed, chat_head: head };
      await writeInPieces(res, sse('error', body), 7);
      res.end();
    };
    const deltas: string[] = [];
    const error = await failure(transport().stream(request, { onDelta: (t) => deltas.push(t) }));
    expect(deltas).toEqual(['Half']);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: ErrorCode.exception, message: 'The assistant is unavailable.' });
    expect((error as ApiError).result).toEqual({ record: failed, chat_head: head });
  });

  it('throws NetworkError (bad_reply) when the stream ends without done', async () => {
    handler = async (_req, res) => {
      startStream(res);
      await writeInPieces(res, sse('delta', { text: 'cut' }), 4);
      res.end();
    };
    expect(await failure(transport().stream(request))).toMatchObject({ name: 'NetworkError', reason: 'bad_reply' });
  });

  it('throws NetworkError (bad_reply) for an event whose data is not JSON', async () => {
    handler = (_req, res) => {
      startStream(res);
      res.end('event: delta\ndata: {not json\n\n');
    };
    expect(await failure(transport().stream(request))).toMatchObject({ name: 'NetworkError', reason: 'bad_reply' });
  });

  it('throws NetworkError (bad_reply) with the status for an HTML reply', async () => {
    handler = (_req, res) => {
      res.writeHead(502, { 'content-type': 'text/html' });
      res.end('<html>Bad gateway</html>');
    };
    const error = await failure(transport().stream(request));
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ reason: 'bad_reply', status: 502 });
  });

  it('throws NetworkError (offline) when the connection drops mid-stream', async () => {
    handler = async (_req, res) => {
      startStream(res);
      await writeInPieces(res, sse('meta', { chat_head: head, record_id: 'r1' }), 20);
      res.socket?.destroy();
    };
    const metas: ChatStreamMeta[] = [];
    const error = await failure(transport().stream(request, { onMeta: (m) => metas.push(m) }));
    expect(metas).toHaveLength(1);
    expect(error).toMatchObject({ name: 'NetworkError', reason: 'offline' });
  });

  it('throws NetworkError (offline) when the port refuses the connection', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const error = await failure(
      createHttpChatTransport({ baseURL: `http://127.0.0.1:${port}`, getToken: () => null }).stream(request),
    );
    expect(error).toMatchObject({ name: 'NetworkError', reason: 'offline' });
  });

  it('throws NetworkError (aborted) when the caller aborts mid-stream, and closes the connection', async () => {
    handler = async (_req, res) => {
      startStream(res);
      res.write(sse('meta', { chat_head: head, record_id: 'r1' }) + sse('delta', { text: 'partial' }));
      // never finishes on its own
    };
    const controller = new AbortController();
    const pending = transport().stream(request, { signal: controller.signal, onDelta: () => controller.abort() });
    expect(await failure(pending)).toMatchObject({ name: 'NetworkError', reason: 'aborted' });
    await closedByClient;
  });

  it('throws NetworkError (aborted) at once for a signal already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    const error = await failure(transport().stream(request, { signal: controller.signal }));
    expect(error).toMatchObject({ name: 'NetworkError', reason: 'aborted' });
    expect(received).toHaveLength(0);
  });

  it('throws NetworkError (timeout) when the stream goes quiet, though bytes kept it alive before', async () => {
    handler = async (_req, res) => {
      startStream(res);
      for (let i = 0; i < 4; i++) {
        res.write(': keep-alive\n\n');
        await sleep(30);
      }
      // then silence
    };
    const error = await failure(transport({ idleTimeoutMs: 80 }).stream(request));
    expect(error).toMatchObject({ name: 'NetworkError', reason: 'timeout' });
  });
});

describe('createHttpChatTransport().retry', () => {
  it('posts {record_id} to /api/chat/retry and resolves with the result', async () => {
    const result = { chat_head: head, result: record.bot_content, record };
    handler = (_req, res) => envelope(res, 200, { error_code: 0, message: 'Success', result });
    expect(await transport().retry('r1')).toEqual(result);
    expect(received[0]?.url).toBe('/api/chat/retry');
    expect(received[0]?.headers.authorization).toBe('Bearer tok-1');
    expect(JSON.parse(received[0]?.body ?? '')).toEqual({ record_id: 'r1' });
  });

  it('throws ApiError for a refused retry', async () => {
    handler = (_req, res) => envelope(res, 404, { error_code: 4, message: 'No such record', result: null });
    expect(await failure(transport().retry('r9'))).toMatchObject({ name: 'ApiError', code: 4, status: 404 });
  });
});
