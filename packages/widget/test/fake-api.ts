// A fake Mentor API for the widget's browser tests: it replaces `fetch` in a test page and answers the
// calls the widget makes, as the server would (envelopes, server-sent events, refusals).
import { recordOf } from '@mentor/core';

export interface FakeUser {
  _id: string;
  name: string;
  email: string;
}

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  body: Record<string, unknown> | null;
  signal: AbortSignal | null;
}

type Envelope = { error_code: number; message: string; result: unknown };

export interface FakeApiOptions {
  /** Refuse the next sends this way. */
  refuseSend?: 'expired' | 'rate_limited' | 'assistant_failed' | null;
  /** Every request fails as if the network were down. */
  offline?: boolean;
  /** Records per chat head id. */
  records?: Record<string, FakeRecord[]>;
  /** A token-login refusal (message and code), instead of signing in. */
  refuseTokenLogin?: { code: number; status: number; message: string } | null;
  /** Replies hold back their `done` event until `release()` is called. */
  holdReplies?: boolean;
  /** The categories answer waits for `release()` too (the chat is still loading). */
  holdCategories?: boolean;
  /** The token-login answer waits for `release()` too (still signing in). */
  holdTokenLogin?: boolean;
  /** The categories cannot be loaded (a server error). */
  refuseCategories?: boolean;
  /** `key-status` refuses the key on this page with this message (403). */
  refuseKey?: string | null;
  /** Replies are this text instead of the usual two points. */
  replyText?: string | null;
}

export interface FakeRecord {
  _id: string;
  chat_head_id: string;
  user_content: string;
  bot_content: string;
  status: 'complete' | 'failed';
  created_on: string;
  context?: Record<string, unknown> | null;
  feedback?: { rating: 'up' | 'down'; note: string | null } | null;
}

export interface FakeHead {
  _id: string;
  title: string;
  category_id: string;
  created_on: string;
  record: ReturnType<typeof recordOf>;
}

export const CATEGORIES = [
  {
    _id: 'cat-underwriting',
    name: 'Underwriting',
    description: 'Medications, BMI, conditions',
    logo: '',
    default_prompts: [{ title: 'BMI check', message: 'What table rating does a BMI of 32 get?' }],
  },
  {
    _id: 'cat-products',
    name: 'Products',
    description: 'IUL, term, final expense',
    logo: '',
    default_prompts: [{ title: 'IUL basics', message: 'Explain indexed universal life simply.' }],
  },
];

const T0 = '2026-11-21T10:00:00.000Z';

function userFor(email: string, name = email.split('@')[0]!) {
  return {
    _id: `user-${email}`,
    name,
    email,
    phone: null,
    image: null,
    is_verified: true,
    is_user_subscribed: true,
    is_user_business_role: true,
    is_hear_from: true,
    is_employee: true,
    plan_actions: [],
    subscribed_plan: null,
    token: `token-${email}`,
  };
}

/** The `sub` of an unsigned test token (header.payload.signature, base64url). */
export function testUserToken(email: string, name = 'Test Agent'): string {
  const encode = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'HS256' })}.${encode({ sub: email, name, exp: Math.floor(Date.now() / 1000) + 3600 })}.sig`;
}

function payloadOf(token: string): { sub?: string; name?: string } {
  try {
    return JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/')));
  } catch {
    return {};
  }
}

/** Installs the fake API as `win.fetch`; returns its controls and what it was asked. */
export function installFakeApi(win: Window & typeof globalThis, options: FakeApiOptions = {}) {
  const requests: RecordedRequest[] = [];
  const heads: Record<string, FakeHead[]> = {};
  const records: Record<string, FakeRecord[]> = options.records ?? {};
  const waiting: (() => void)[] = [];
  let counter = 0;

  const json = (status: number, envelope: Envelope) =>
    new win.Response(JSON.stringify(envelope), { status, headers: { 'content-type': 'application/json' } });
  const ok = (result: unknown) => json(200, { error_code: 0, message: 'Success', result });

  function stream(userId: string, body: Record<string, unknown>, signal: AbortSignal | null) {
    const messages = body.messages as { content: string }[];
    const question = messages.at(-1)!.content;
    let headId = body.chat_head_id as string | null;
    const userHeads = (heads[userId] ??= []);
    if (!headId) {
      headId = `head-${++counter}`;
      userHeads.unshift({
        _id: headId,
        title: question.slice(0, 60),
        category_id: body.category_id as string,
        created_on: T0,
        record: recordOf(body.context as Record<string, unknown> | undefined),
      });
    }
    const head = userHeads.find((h) => h._id === headId)!;
    const recordId = `rec-${++counter}`;
    const reply = options.replyText ?? `Here is what I know about "${question}". - First point\n- Second point`;
    const record: FakeRecord = {
      _id: recordId,
      chat_head_id: headId,
      user_content: question,
      bot_content: reply,
      status: 'complete',
      created_on: T0,
      context: (body.context as Record<string, unknown> | undefined) ?? null,
    };
    (records[headId] ??= []).push(record);
    const encoder = new win.TextEncoder();
    const event = (name: string, data: unknown) => encoder.encode(`event: ${name}\ndata: ${JSON.stringify(data)}\n\n`);
    const failing = options.refuseSend === 'assistant_failed';
    const body$ = new win.ReadableStream<Uint8Array>({
      async start(controller) {
        // As a real fetch does: aborting the request errors its body.
        signal?.addEventListener('abort', () => controller.error(new win.DOMException('Aborted', 'AbortError')));
        controller.enqueue(event('meta', { chat_head: head, record_id: recordId }));
        controller.enqueue(event('delta', { text: reply.slice(0, 20) }));
        if (options.holdReplies) await new Promise<void>((resolve) => waiting.push(resolve));
        if (signal?.aborted) return;
        if (failing) {
          record.status = 'failed';
          controller.enqueue(
            event('error', { error_code: 5, message: 'Mentor could not answer just now.', record, chat_head: head }),
          );
        } else {
          controller.enqueue(event('delta', { text: reply.slice(20) }));
          controller.enqueue(event('done', { chat_head: head, record }));
        }
        controller.close();
      },
    });
    return new win.Response(body$, { status: 200, headers: { 'content-type': 'text/event-stream' } });
  }

  async function handle(request: RecordedRequest): Promise<Response> {
    const token = request.headers.get('authorization')?.replace(/^Bearer /, '') ?? null;
    const email = token?.replace(/^token-/, '') ?? null;
    const userId = email ? `user-${email}` : null;
    const allHeads = () => Object.values(heads).flat();
    const allRecords = () => Object.values(records).flat();
    switch (`${request.method} ${request.path}`) {
      case 'GET /api/embed/key-status':
        if (options.refuseKey) return json(403, { error_code: 2, message: options.refuseKey, result: null });
        return ok({ allowed: true });
      case 'POST /api/chat/regenerate': {
        const record = allRecords().find((r) => r._id === request.body?.record_id)!;
        record.bot_content = `A fresh answer to "${record.user_content}"${request.body?.context ? ' for the record in view' : ''}.`;
        record.context = (request.body?.context as Record<string, unknown> | undefined) ?? record.context ?? null;
        record.feedback = null;
        const head = allHeads().find((h) => h._id === record.chat_head_id)!;
        return ok({ chat_head: head, result: record.bot_content, record });
      }
      case 'POST /api/chat/feedback': {
        const record = allRecords().find((r) => r._id === request.body?.record_id)!;
        const rating = request.body?.rating as 'up' | 'down' | null;
        record.feedback = rating ? { rating, note: (request.body?.note as string | null) ?? null } : null;
        return ok(record.feedback);
      }
      case 'POST /api/chat-head/rename-chat-head': {
        const head = allHeads().find((h) => h._id === request.body?._id)!;
        head.title = String(request.body?.title);
        return ok(head);
      }
      case 'POST /api/chat-head/delete-chat-head':
        for (const list of Object.values(heads)) {
          const index = list.findIndex((h) => h._id === request.body?._id);
          if (index >= 0) list.splice(index, 1);
        }
        return ok(null);
      case 'GET /api/chat-head/search-chat-heads': {
        const q = request.query.get('q')!.toLowerCase();
        const found = (heads[userId!] ?? []).filter(
          (h) =>
            h.title.toLowerCase().includes(q) ||
            (records[h._id] ?? []).some((r) => `${r.user_content} ${r.bot_content}`.toLowerCase().includes(q)),
        );
        return ok(found.map((h) => ({ ...h, snippet: `…${q}…` })));
      }
      case 'POST /api/embed/token-login': {
        if (options.holdTokenLogin) await new Promise<void>((resolve) => waiting.push(resolve));
        if (options.refuseTokenLogin) {
          const { status, code, message } = options.refuseTokenLogin;
          return json(status, { error_code: code, message, result: null });
        }
        const claims = payloadOf(String(request.body?.user_token));
        return ok(userFor(claims.sub!, claims.name));
      }
      case 'POST /api/embed/login':
        if (request.body?.password !== 'MentorDemo1') {
          return json(401, { error_code: 10, message: 'The e-mail or password is incorrect.', result: null });
        }
        return ok(userFor(String(request.body.email)));
      case 'POST /api/user/logout':
        return ok(null);
      case 'GET /api/category/get-all-categories':
        if (options.holdCategories) await new Promise<void>((resolve) => waiting.push(resolve));
        if (options.refuseCategories)
          return json(500, { error_code: 5, message: 'Something went wrong.', result: null });
        return ok(CATEGORIES);
      case 'GET /api/chat-head/get-all-chat-heads':
        return ok((heads[userId!] ?? []).filter((h) => h.category_id === request.query.get('category_id')));
      case 'GET /api/chat/get-all-list':
        return ok(records[request.query.get('chat_head_id')!] ?? []);
      case 'GET /api/chat/get-page': {
        // As the server pages: the newest `limit` before the cursor (here the index of a page's first record).
        const thread = records[request.query.get('chat_head_id')!] ?? [];
        const end = request.query.has('before') ? Number(request.query.get('before')) : thread.length;
        const start = Math.max(0, end - Number(request.query.get('limit') ?? 30));
        return ok({ records: thread.slice(start, end), older_cursor: start > 0 ? String(start) : null });
      }
      case 'POST /api/chat/stream':
        if (options.refuseSend === 'expired') {
          return json(403, {
            error_code: 4,
            message: 'Your subscription has been expired, Please update your subscription.',
            result: null,
          });
        }
        if (options.refuseSend === 'rate_limited') {
          return json(429, {
            error_code: 2,
            message: 'Too many requests. Please try again in 42 seconds.',
            result: { retry_after: 42 },
          });
        }
        return stream(userId!, request.body!, request.signal);
      case 'POST /api/chat/retry': {
        const record = allRecords().find((r) => r._id === request.body?.record_id)!;
        record.status = 'complete';
        record.bot_content = 'The answer, on a second try.';
        const head = allHeads().find((h) => h._id === record.chat_head_id)!;
        return ok({ chat_head: head, result: record.bot_content, record });
      }
    }
    return json(404, { error_code: 4, message: `No fake for ${request.method} ${request.path}`, result: null });
  }

  win.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input), win.location.href);
    const headers = new Headers(init?.headers);
    const raw = typeof init?.body === 'string' ? init.body : null;
    const request: RecordedRequest = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers,
      body: raw ? (JSON.parse(raw) as Record<string, unknown>) : null,
      signal: init?.signal ?? null,
    };
    requests.push(request);
    if (options.offline) throw new TypeError('Failed to fetch');
    return handle(request);
  }) as typeof fetch;

  return {
    options,
    requests,
    records,
    heads,
    /** The requests to one path. */
    calls: (path: string) => requests.filter((r) => r.path === path),
    /** Lets held replies (and held categories) finish. */
    release() {
      for (const resolve of waiting.splice(0)) resolve();
    },
  };
}

export type FakeApi = ReturnType<typeof installFakeApi>;
