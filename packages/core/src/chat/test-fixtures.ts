// Fakes for the chat engine's tests: a transport the test drives event by event, and the API calls.
import type { Envelope } from '../codes';
import { NetworkError } from '../errors';
import { memoryStorage } from '../storage';
import { createChatStore } from '../stores/chat-store';
import { sampleUser } from '../test-fixtures';
import type {
  Category,
  ChatFeedback,
  ChatHead,
  ChatHeadMatch,
  ChatRecord,
  ChatRecordPage,
  FeedbackRating,
  SendChatRequest,
  SendChatResult,
  User,
} from '../types';
import { createChatEngine } from './chat-engine';
import type { ChatEngineApi, ChatEngineOptions } from './chat-engine-types';
import type { ChatStreamOptions, ChatTransport } from './transport';

export const T0 = '2026-11-21T10:00:00.000Z';

export function category(overrides: Partial<Category> = {}): Category {
  return { _id: 'c1', name: 'Underwriting', description: '', logo: '', default_prompts: [], ...overrides };
}

export function chatHead(overrides: Partial<ChatHead> = {}): ChatHead {
  return { _id: 'h1', title: 'Term rates', category_id: 'c1', created_on: T0, ...overrides };
}

export function chatRecord(overrides: Partial<ChatRecord> = {}): ChatRecord {
  return {
    _id: 'r1',
    chat_head_id: 'h1',
    user_content: 'What does term cost?',
    bot_content: 'Term life costs less.',
    status: 'complete',
    created_on: T0,
    ...overrides,
  };
}

/** One `stream` call, driven by the test. */
export interface FakeStream {
  request: SendChatRequest;
  signal: AbortSignal | undefined;
  meta(head?: ChatHead, recordId?: string): void;
  delta(text: string): void;
  done(record?: Partial<ChatRecord>, head?: ChatHead): void;
  fail(error: unknown): void;
}

/** One `retry` (or `regenerate`) call, driven by the test. */
export interface FakeRetry {
  recordId: string;
  /** The context a regeneration was asked with. */
  context?: Record<string, unknown>;
  resolve(record?: Partial<ChatRecord>, head?: ChatHead): void;
  fail(error: unknown): void;
}

function aborted() {
  return new NetworkError('aborted', 'The request was cancelled');
}

function resultOf(record: Partial<ChatRecord>, head: ChatHead): SendChatResult {
  const full = chatRecord(record);
  return { chat_head: head, result: full.bot_content, record: full };
}

export function createFakeTransport() {
  const streams: FakeStream[] = [];
  const retries: FakeRetry[] = [];
  const regenerations: FakeRetry[] = [];
  const asked =
    (into: FakeRetry[]) =>
    (recordId: string, options: { signal?: AbortSignal; context?: Record<string, unknown> } = {}) =>
      new Promise<SendChatResult>((resolve, reject) => {
        options.signal?.addEventListener('abort', () => reject(aborted()), { once: true });
        into.push({
          recordId,
          ...(options.context ? { context: options.context } : {}),
          resolve: (record = {}, head = chatHead()) => resolve(resultOf({ _id: recordId, ...record }, head)),
          fail: reject,
        });
      });
  const transport: ChatTransport = {
    stream(request: SendChatRequest, options: ChatStreamOptions = {}) {
      return new Promise<SendChatResult>((resolve, reject) => {
        const { signal } = options;
        if (signal?.aborted) return reject(aborted());
        signal?.addEventListener('abort', () => reject(aborted()), { once: true });
        streams.push({
          request,
          signal,
          meta: (head = chatHead(), recordId = 'r1') => options.onMeta?.({ chat_head: head, record_id: recordId }),
          delta: (text) => options.onDelta?.(text),
          done: (record = {}, head = chatHead()) => resolve(resultOf(record, head)),
          fail: reject,
        });
      });
    },
    retry: asked(retries),
    regenerate: asked(regenerations),
  };
  return {
    transport,
    streams,
    retries,
    regenerations,
    /** The newest stream call. */
    get last(): FakeStream {
      const stream = streams.at(-1);
      if (!stream) throw new Error('the engine has not called stream');
      return stream;
    },
  };
}

const ok = <T>(result: T): Envelope<T> => ({ error_code: 0, message: 'Success', result });

/** A page of `records` as the server pages them; the cursor here is the index of the page's first record. */
export function pageOf(
  records: readonly ChatRecord[],
  page: { before?: string | null; limit?: number },
): ChatRecordPage {
  const end = page.before ? Number(page.before) : records.length;
  const start = Math.max(0, end - (page.limit ?? 30));
  return { records: records.slice(start, end), older_cursor: start > 0 ? String(start) : null };
}

/** The engine's API calls; tests replace a handler to fail or to hold a reply back. */
export function createFakeApi() {
  const handlers = {
    getAllCategories: async (_userId: string | null | undefined): Promise<Category[]> => [category()],
    getAllChatHeads: async (_userId: string, _categoryId: string): Promise<ChatHead[]> => [chatHead()],
    /** The whole thread, oldest first; the fake `getPage` serves it in pages as the server does. */
    threadRecords: async (_chatHeadId: string): Promise<ChatRecord[]> => [chatRecord()],
    renameChatHead: async (id: string, title: string): Promise<ChatHead> => chatHead({ _id: id, title }),
    deleteChatHead: async (_id: string): Promise<null> => null,
    searchChatHeads: async (_query: string, _categoryId?: string | null): Promise<ChatHeadMatch[]> => [],
    sendFeedback: async (_recordId: string, rating: FeedbackRating | null, note: string | null) =>
      (rating ? { rating, note } : null) as ChatFeedback | null,
  };
  const api: ChatEngineApi = {
    category: { getAllCategories: async (userId) => ok(await handlers.getAllCategories(userId)) },
    chatHead: {
      getAllChatHeads: async (userId, categoryId) => ok(await handlers.getAllChatHeads(userId, categoryId)),
      renameChatHead: async (id, title) => ok(await handlers.renameChatHead(id, title)),
      deleteChatHead: async (id) => ok(await handlers.deleteChatHead(id)),
      searchChatHeads: async (query, categoryId) => ok(await handlers.searchChatHeads(query, categoryId)),
    },
    chat: {
      getPage: async (chatHeadId, page = {}) => ok(pageOf(await handlers.threadRecords(chatHeadId), page)),
      sendFeedback: async (recordId, rating, note = null) => ok(await handlers.sendFeedback(recordId, rating, note)),
    },
  };
  return { api, handlers };
}

/** An engine on memory storage with a fake transport and API, signed in, category c1 selected. */
export function setupEngine(
  options: Partial<ChatEngineOptions> & { user?: User | null; category?: string | null } = {},
) {
  const storage = memoryStorage();
  const chatStore = options.chatStore ?? createChatStore(storage);
  const fake = createFakeTransport();
  const fakeApi = createFakeApi();
  const user = options.user === undefined ? sampleUser() : options.user;
  if (options.category !== null) chatStore.selectedCategoryId.value = options.category ?? 'c1';
  const engine = createChatEngine({
    api: fakeApi.api,
    transport: fake.transport,
    chatStore,
    getUser: () => user,
    now: () => new Date(T0),
    ...options,
  });
  return { engine, chatStore, storage, fake, handlers: fakeApi.handlers };
}

/** Lets pending promise callbacks run. */
export function settle(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
