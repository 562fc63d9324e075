import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../codes';
import { ApiError, NetworkError } from '../errors';
import { NETWORK_ERROR_BANG, OOPS_ERROR, OPPS_ERROR } from '../messages';
import { memoryStorage } from '../storage';
import { createChatStore } from '../stores/chat-store';
import type { ChatRecord } from '../types';
import { category, chatHead, chatRecord, setupEngine, settle } from './test-fixtures';

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('chat engine: categories and chat heads', () => {
  it("loads categories for the user into the chat store's categoriesData (persisted)", async () => {
    const { engine, handlers, storage } = setupEngine();
    let askedFor: string | null | undefined;
    handlers.getAllCategories = async (userId) => {
      askedFor = userId;
      return [category({ _id: 'c1' }), category({ _id: 'c2', name: 'Products' })];
    };
    const loaded = await engine.loadCategories();
    expect(askedFor).toBe('u1');
    expect(loaded?.map((c) => c._id)).toEqual(['c1', 'c2']);
    expect(engine.categories.value.map((c) => c._id)).toEqual(['c1', 'c2']);
    expect(JSON.parse(storage.getItem('mentor:chat') ?? '{}').categoriesData).toHaveLength(2);
  });

  it('shows the spec texts when categories fail: a refusal, then no connection', async () => {
    const { engine, handlers } = setupEngine();
    handlers.getAllCategories = async () => {
      throw new ApiError(ErrorCode.failed, 'whatever', 400);
    };
    expect(await engine.loadCategories()).toBeNull();
    expect(engine.error.value).toEqual({ kind: 'failed', message: OPPS_ERROR, action: 'categories', code: 2 });
    handlers.getAllCategories = async () => {
      throw new NetworkError('offline', 'down');
    };
    await engine.loadCategories();
    expect(engine.error.value).toEqual({ kind: 'network', message: NETWORK_ERROR_BANG, action: 'categories' });
  });

  it('selectCategory persists the id, clears the open thread and the other category’s heads', async () => {
    const { engine, fake, storage } = setupEngine();
    await engine.loadChatHeads();
    const sent = engine.send('Hi');
    fake.last.meta();
    fake.last.done();
    await sent;
    engine.selectCategory('c2');
    expect(engine.selectedCategoryId.value).toBe('c2');
    expect(engine.selectedChatHeadId.value).toBeNull();
    expect(engine.messages.value).toEqual([]);
    expect(engine.chatHeads.value).toEqual([]);
    const stored = JSON.parse(storage.getItem('mentor:chat') ?? '{}');
    expect(stored).toMatchObject({ selectedCategoryId: 'c2', selectedChatId: null, chatsList: [] });
  });

  it('loads the selected category’s heads newest first, and only returns another category’s', async () => {
    const { engine, handlers } = setupEngine();
    const asked: string[] = [];
    handlers.getAllChatHeads = async (_user, categoryId) => {
      asked.push(categoryId);
      return categoryId === 'c1'
        ? [chatHead({ _id: 'h2' }), chatHead({ _id: 'h1' })]
        : [chatHead({ _id: 'h8', category_id: 'c2' })];
    };
    expect((await engine.loadChatHeads())?.map((h) => h._id)).toEqual(['h2', 'h1']);
    expect((await engine.loadChatHeads('c2'))?.map((h) => h._id)).toEqual(['h8']);
    expect(asked).toEqual(['c1', 'c2']);
    expect(engine.chatHeads.value.map((h) => h._id)).toEqual(['h2', 'h1']);
  });

  it('drops a chat-head list that arrives after the category changed', async () => {
    const { engine, handlers } = setupEngine();
    const reply = deferred<ReturnType<typeof chatHead>[]>();
    handlers.getAllChatHeads = () => reply.promise;
    const loading = engine.loadChatHeads();
    engine.selectCategory('c2');
    reply.resolve([chatHead({ _id: 'h1', category_id: 'c1' })]);
    await loading;
    expect(engine.chatHeads.value).toEqual([]);
  });

  it('shows "Oops! Some error occured" when chat heads fail', async () => {
    const { engine, handlers } = setupEngine();
    handlers.getAllChatHeads = async () => {
      throw new ApiError(ErrorCode.failed, 'nope', 400);
    };
    expect(await engine.loadChatHeads()).toBeNull();
    expect(engine.error.value).toMatchObject({ kind: 'failed', message: OOPS_ERROR, action: 'chat_heads' });
  });
});

describe('chat engine: opening a thread', () => {
  const records: ChatRecord[] = [
    chatRecord({
      _id: 'r1',
      user_content: 'Q1',
      bot_content: 'A1',
      sources: [{ title: 'S', url: 'https://s.example' }],
    }),
    chatRecord({ _id: 'r2', user_content: 'Q2', bot_content: '', status: 'failed' }),
    chatRecord({ _id: 'r3', user_content: 'Q3', bot_content: 'A3' }),
  ];

  it('rebuilds alternating user and assistant messages; a failed record gives a failed reply with its id', async () => {
    const { engine, handlers, storage } = setupEngine();
    handlers.threadRecords = async () => records;
    const opening = engine.openChatHead('h1');
    expect(engine.loadingHistory.value).toBe(true);
    expect(engine.selectedChatHeadId.value).toBe('h1');
    expect(await opening).toBe(true);
    expect(engine.loadingHistory.value).toBe(false);
    expect(engine.messages.value.map((m) => [m.role, m.content, m.status ?? null, m.record_id])).toEqual([
      ['user', 'Q1', null, 'r1'],
      ['assistant', 'A1', 'complete', 'r1'],
      ['user', 'Q2', null, 'r2'],
      ['assistant', '', 'failed', 'r2'],
      ['user', 'Q3', null, 'r3'],
      ['assistant', 'A3', 'complete', 'r3'],
    ]);
    expect(engine.messages.value[1]?.sources).toEqual([{ title: 'S', url: 'https://s.example' }]);
    expect(new Set(engine.messages.value.map((m) => m.id)).size).toBe(6);
    expect(JSON.parse(storage.getItem('mentor:chat') ?? '{}').selectedChatId).toBe('h1');
  });

  it('shows the spec texts when history fails, and keeps the thread it had', async () => {
    const { engine, handlers } = setupEngine();
    handlers.threadRecords = async () => records;
    await engine.openChatHead('h1');
    handlers.threadRecords = async () => {
      throw new NetworkError('offline', 'down');
    };
    expect(await engine.openChatHead('h1')).toBe(false);
    expect(engine.error.value).toEqual({ kind: 'network', message: NETWORK_ERROR_BANG, action: 'history' });
    expect(engine.messages.value).toHaveLength(6);
    handlers.threadRecords = async () => {
      throw new ApiError(ErrorCode.failed, 'no', 400);
    };
    await engine.openChatHead('h2');
    expect(engine.error.value).toMatchObject({ kind: 'failed', message: OOPS_ERROR, action: 'history' });
    expect(engine.messages.value).toEqual([]);
  });

  it('keeps only the thread opened last when replies arrive out of order', async () => {
    const { engine, handlers } = setupEngine();
    const slow = deferred<ChatRecord[]>();
    handlers.threadRecords = (id) =>
      id === 'h1' ? slow.promise : Promise.resolve([chatRecord({ _id: 'r9', user_content: 'B' })]);
    const first = engine.openChatHead('h1');
    await engine.openChatHead('h2');
    slow.resolve([chatRecord({ user_content: 'A' })]);
    expect(await first).toBe(false);
    expect(engine.selectedChatHeadId.value).toBe('h2');
    expect(engine.messages.value[0]?.content).toBe('B');
  });

  it('opening another thread mid-reply stops that reply, and its late events leave the new thread alone', async () => {
    const { engine, fake, handlers } = setupEngine();
    const sent = engine.send('Hi');
    const stream = fake.last;
    stream.meta(chatHead({ _id: 'h1' }), 'r1');
    stream.delta('Par');
    handlers.threadRecords = async () => [chatRecord({ _id: 'r5', chat_head_id: 'h2', user_content: 'Other' })];
    await engine.openChatHead('h2');
    expect(stream.signal?.aborted).toBe(true);
    await sent;
    stream.delta('tial');
    expect(engine.sending.value).toBe(false);
    expect(engine.messages.value.map((m) => m.content)).toEqual(['Other', 'Term life costs less.']);
  });

  it('newChat clears the selection and the thread; the next send starts a new chat head', async () => {
    const { engine, fake, handlers } = setupEngine();
    handlers.threadRecords = async () => records;
    await engine.openChatHead('h1');
    engine.newChat();
    expect(engine.selectedChatHeadId.value).toBeNull();
    expect(engine.messages.value).toEqual([]);
    void engine.send('Fresh start');
    expect(fake.last.request.chat_head_id).toBeNull();
  });

  it('shows queued messages of a thread after its history when it is opened again', async () => {
    const { engine, fake, handlers } = setupEngine();
    handlers.threadRecords = async () => [chatRecord({ _id: 'r1', user_content: 'Q1', bot_content: 'A1' })];
    await engine.openChatHead('h1');
    engine.setOnline(false);
    await engine.send('Queued one');
    engine.newChat();
    await engine.openChatHead('h1');
    expect(engine.messages.value.map((m) => [m.content, m.status ?? null])).toEqual([
      ['Q1', null],
      ['A1', 'complete'],
      ['Queued one', 'queued'],
    ]);
    engine.setOnline(true);
    expect(fake.last.request).toMatchObject({ chat_head_id: 'h1', messages: [{ content: 'Queued one' }] });
    fake.last.done({ _id: 'r2', user_content: 'Queued one', bot_content: 'Answer' });
    await settle();
    expect(engine.messages.value.map((m) => m.content)).toEqual(['Q1', 'A1', 'Queued one', 'Answer']);
  });
});

describe('chat engine: a thread read back from storage', () => {
  it('queues again a message that was waiting when the page closed, and fails a reply left pending', async () => {
    const storage = memoryStorage();
    const chatStore = createChatStore(storage);
    const { engine, fake } = setupEngine({ chatStore, online: false, category: null });
    const restored = {
      categoriesData: [],
      selectedChatId: 'h1',
      selectedCategoryId: 'c1',
      chatsList: [
        { id: 'r1:user', role: 'user', content: 'Q1', created_on: 'x', record_id: 'r1' },
        { id: 'r1:assistant', role: 'assistant', content: '', created_on: 'x', status: 'pending', record_id: 'r1' },
        { id: 'local-old-1', role: 'user', content: 'Unsent', created_on: 'x', status: 'queued' },
      ],
      newChatHead: null,
    };
    expect(chatStore.hydrate(JSON.stringify(restored))).toBe(true);
    expect(engine.messages.value[1]).toMatchObject({ status: 'failed', record_id: 'r1' });
    expect(engine.pendingOutbox.value).toMatchObject([
      { id: 'local-old-1', text: 'Unsent', category_id: 'c1', chat_head_id: 'h1' },
    ]);
    engine.setOnline(true);
    expect(fake.last.request).toMatchObject({ chat_head_id: 'h1', messages: [{ content: 'Unsent' }] });
  });

  it('dispose stops the reply in flight', async () => {
    const { engine, fake } = setupEngine();
    void engine.send('Hi');
    engine.dispose();
    expect(fake.last.signal?.aborted).toBe(true);
    expect(engine.sending.value).toBe(false);
  });
});
