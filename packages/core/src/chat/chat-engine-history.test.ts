import { describe, expect, it } from 'vitest';
import { NetworkError } from '../errors';
import { HISTORY_PAGE_SIZE } from '../limits';
import { NETWORK_ERROR_BANG } from '../messages';
import type { ChatRecord, ChatRecordPage } from '../types';
import { chatRecord, pageOf, setupEngine } from './test-fixtures';

const thread = (count: number): ChatRecord[] =>
  Array.from({ length: count }, (_, i) => chatRecord({ _id: `r${i}`, user_content: `Q${i}`, bot_content: `A${i}` }));

const questions = (engine: ReturnType<typeof setupEngine>['engine']) =>
  engine.messages.value.filter((m) => m.role === 'user').map((m) => m.content);

describe('chat engine: paged history', () => {
  it('opens a long thread on its newest page and says older messages remain', async () => {
    const { engine, handlers } = setupEngine();
    handlers.threadRecords = async () => thread(70);
    expect(await engine.openChatHead('h1')).toBe(true);
    expect(questions(engine)).toEqual(
      thread(70)
        .slice(-HISTORY_PAGE_SIZE)
        .map((r) => r.user_content),
    );
    expect(engine.hasOlder.value).toBe(true);
    expect(engine.state.value.hasOlder).toBe(true);
  });

  it('puts each older page before the messages shown, down to the first, then has no more', async () => {
    const { engine, handlers } = setupEngine();
    handlers.threadRecords = async () => thread(70);
    await engine.openChatHead('h1');
    const loading = engine.loadOlder();
    expect(engine.loadingOlder.value).toBe(true);
    expect(await loading).toBe(true);
    expect(engine.loadingOlder.value).toBe(false);
    expect(questions(engine)).toEqual(
      thread(70)
        .slice(10)
        .map((r) => r.user_content),
    );
    expect(await engine.loadOlder()).toBe(true);
    expect(questions(engine)).toEqual(thread(70).map((r) => r.user_content));
    expect(engine.hasOlder.value).toBe(false);
    expect(await engine.loadOlder()).toBe(false);
  });

  it('asks for one older page at a time', async () => {
    const { engine, handlers } = setupEngine();
    handlers.threadRecords = async () => thread(70);
    await engine.openChatHead('h1');
    const [first, second] = await Promise.all([engine.loadOlder(), engine.loadOlder()]);
    expect([first, second]).toEqual([true, false]);
    expect(questions(engine)).toHaveLength(60);
  });

  it('leaves a thread opened meanwhile alone when an older page of the last one arrives', async () => {
    const { engine, handlers } = setupEngine();
    handlers.threadRecords = async (id) => (id === 'h1' ? thread(70) : [chatRecord({ _id: 'x1', user_content: 'B' })]);
    await engine.openChatHead('h1');
    const older = engine.loadOlder();
    await engine.openChatHead('h2');
    expect(await older).toBe(false);
    expect(questions(engine)).toEqual(['B']);
    expect(engine.hasOlder.value).toBe(false);
  });

  it('keeps the messages it has and shows the history error when an older page fails', async () => {
    const { engine, handlers } = setupEngine();
    handlers.threadRecords = async () => thread(40);
    await engine.openChatHead('h1');
    handlers.threadRecords = async () => {
      throw new NetworkError('offline', 'down');
    };
    expect(await engine.loadOlder()).toBe(false);
    expect(engine.error.value).toEqual({ kind: 'network', message: NETWORK_ERROR_BANG, action: 'history' });
    expect(questions(engine)).toHaveLength(HISTORY_PAGE_SIZE);
    expect(engine.hasOlder.value).toBe(true);
  });

  it('a short thread opens whole, with nothing older to load', async () => {
    const { engine, handlers } = setupEngine();
    handlers.threadRecords = async () => thread(3);
    await engine.openChatHead('h1');
    expect(questions(engine)).toEqual(['Q0', 'Q1', 'Q2']);
    expect(engine.hasOlder.value).toBe(false);
  });
});

describe('the fake server pages', () => {
  it('as the server does: newest first page, cursor to the older one, null at the start', () => {
    const first: ChatRecordPage = pageOf(thread(5), { limit: 2 });
    expect(first.records.map((r) => r._id)).toEqual(['r3', 'r4']);
    expect(pageOf(thread(5), { limit: 2, before: first.older_cursor }).records.map((r) => r._id)).toEqual(['r1', 'r2']);
    expect(pageOf(thread(5), { limit: 2, before: '1' })).toMatchObject({ older_cursor: null });
  });
});
