import { computed } from '@preact/signals-core';
import { describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../storage';
import { createChatStore } from '../stores/chat-store';
import { sampleUser } from '../test-fixtures';
import { T0, chatHead, setupEngine, settle } from './test-fixtures';

describe('chat engine: sending', () => {
  it('shows the user message at once with a pending reply after it, and sends only that message', async () => {
    const { engine, fake } = setupEngine();
    const sent = engine.send('  What does term cost?  ', { context: { age: 42, state: 'TX' } });
    expect(engine.sending.value).toBe(true);
    expect(engine.streaming.value).toBe(false);
    expect(engine.messages.value).toMatchObject([
      { role: 'user', content: 'What does term cost?', created_on: T0 },
      { role: 'assistant', content: '', status: 'pending' },
    ]);
    expect(fake.last.request).toEqual({
      title: 'What does term cost?',
      category_id: 'c1',
      user_id: 'u1',
      chat_head_id: null,
      messages: [{ role: 'user', content: 'What does term cost?' }],
      context: { age: 42, state: 'TX' },
    });
    fake.last.meta();
    fake.last.done();
    expect(await sent).toBe(true);
  });

  it('streams the reply into the last message, which grows with each delta', async () => {
    const { engine, fake } = setupEngine();
    void engine.send('What does term cost?');
    fake.last.meta();
    fake.last.delta('Term ');
    expect(engine.streaming.value).toBe(true);
    expect(engine.messages.value.at(-1)).toMatchObject({ role: 'assistant', content: 'Term ', status: 'pending' });
    fake.last.delta('life');
    expect(engine.messages.value.at(-1)?.content).toBe('Term life');
    expect(engine.messages.value).toHaveLength(2);
  });

  it('adopts the new chat head from meta: selected, first in the open list, the store newChatHead', async () => {
    const { engine, fake, chatStore, storage, handlers } = setupEngine();
    handlers.getAllChatHeads = async () => [chatHead({ _id: 'h0', title: 'Older' })];
    await engine.loadChatHeads();
    void engine.send('What does term cost?');
    const created = chatHead({ _id: 'h9', title: 'What does term cost?' });
    fake.last.meta(created, 'r9');
    expect(engine.selectedChatHeadId.value).toBe('h9');
    expect(engine.chatHeads.value.map((h) => h._id)).toEqual(['h9', 'h0']);
    expect(chatStore.newChatHead.value).toEqual(created);
    expect(JSON.parse(storage.getItem('mentor:chat') ?? '{}').selectedChatId).toBe('h9');
    expect(engine.messages.value[0]?.record_id).toBe('r9');
  });

  it('on done sets the final content, sources and record id, and persists the thread', async () => {
    const { engine, fake, storage } = setupEngine();
    const sent = engine.send('What does term cost?');
    fake.last.meta(chatHead(), 'r1');
    fake.last.delta('Term li');
    const sources = [{ title: 'Term basics', url: 'https://kb.example/term.pdf' }];
    fake.last.done({ _id: 'r1', bot_content: 'Term life costs less.', sources });
    await sent;
    expect(engine.sending.value).toBe(false);
    expect(engine.streaming.value).toBe(false);
    expect(engine.messages.value.at(-1)).toMatchObject({
      role: 'assistant',
      content: 'Term life costs less.',
      status: 'complete',
      record_id: 'r1',
      sources,
    });
    const stored = JSON.parse(storage.getItem('mentor:chat') ?? '{}');
    expect(stored.chatsList).toEqual(engine.messages.value);
  });

  it('writes the stored thread once per message, not once per delta', async () => {
    const storage = memoryStorage();
    const setItem = vi.spyOn(storage, 'setItem');
    const { engine, fake } = setupEngine({ chatStore: createChatStore(storage) });
    const sent = engine.send('What does term cost?');
    fake.last.meta();
    const before = setItem.mock.calls.length;
    for (let i = 0; i < 50; i++) fake.last.delta('x');
    expect(setItem.mock.calls.length).toBe(before);
    fake.last.done();
    await sent;
    expect(setItem.mock.calls.length).toBeLessThanOrEqual(before + 2);
  });

  it('reuses the selected chat head for later sends', async () => {
    const { engine, fake } = setupEngine();
    const first = engine.send('First');
    fake.last.meta(chatHead({ _id: 'h7' }), 'r1');
    fake.last.done({ _id: 'r1' }, chatHead({ _id: 'h7' }));
    await first;
    void engine.send('Second');
    expect(fake.last.request.chat_head_id).toBe('h7');
    expect(fake.streams).toHaveLength(2);
  });

  it('refuses blank input, a second send in flight, no user and no category', async () => {
    const { engine, fake } = setupEngine();
    expect(await engine.send('   ')).toBe(false);
    void engine.send('One');
    expect(engine.canSend('Two')).toBe(false);
    expect(await engine.send('Two')).toBe(false);
    expect(fake.streams).toHaveLength(1);

    const signedOut = setupEngine({ user: null });
    expect(signedOut.engine.canSend('Hi')).toBe(false);
    expect(await signedOut.engine.send('Hi')).toBe(false);
    const noCategory = setupEngine({ category: null });
    expect(noCategory.engine.canSend('Hi')).toBe(false);
    expect(await noCategory.engine.send('Hi')).toBe(false);
    expect(signedOut.fake.streams.length + noCategory.fake.streams.length).toBe(0);
  });

  it('canSend follows core canSendChat and the sending flag, and updates a computed that reads it', async () => {
    const { engine, fake } = setupEngine();
    const enabled = computed(() => engine.canSend('Hi'));
    expect(engine.canSend('')).toBe(false);
    expect(enabled.value).toBe(true);
    const sent = engine.send('Hi');
    expect(enabled.value).toBe(false);
    fake.last.done();
    await sent;
    expect(enabled.value).toBe(true);
    engine.selectCategory(null);
    expect(enabled.value).toBe(false);
  });

  it('stop() keeps the partial reply, marked stopped, and resets sending without an error', async () => {
    const { engine, fake } = setupEngine();
    const sent = engine.send('What does term cost?');
    fake.last.meta(chatHead(), 'r1');
    fake.last.delta('Term life is');
    engine.stop();
    expect(await sent).toBe(true);
    expect(fake.last.signal?.aborted).toBe(true);
    expect(engine.sending.value).toBe(false);
    expect(engine.error.value).toBeNull();
    expect(engine.messages.value.at(-1)).toMatchObject({
      role: 'assistant',
      content: 'Term life is',
      status: 'stopped',
      record_id: 'r1',
    });
  });

  it('stop() before any text leaves no empty reply behind', async () => {
    const { engine } = setupEngine();
    const sent = engine.send('What does term cost?');
    engine.stop();
    await sent;
    expect(engine.messages.value).toMatchObject([{ role: 'user', content: 'What does term cost?' }]);
    expect(engine.messages.value).toHaveLength(1);
  });

  it('tells subscribers about each change, with the whole state, until they unsubscribe', async () => {
    const { engine, fake } = setupEngine();
    const listener = vi.fn();
    const unsubscribe = engine.subscribe(listener);
    const sent = engine.send('Hi');
    expect(listener).toHaveBeenCalled();
    expect(listener.mock.calls.at(-1)?.[0]).toMatchObject({ sending: true, messages: [{ content: 'Hi' }, {}] });
    unsubscribe();
    const calls = listener.mock.calls.length;
    fake.last.done();
    await sent;
    expect(listener.mock.calls.length).toBe(calls);
    expect(engine.state.value.sending).toBe(false);
  });

  it('reads the user on every send', async () => {
    let user = sampleUser({ _id: 'u1' });
    const { engine, fake } = setupEngine({ getUser: () => user });
    void engine.send('One');
    expect(fake.last.request.user_id).toBe('u1');
    engine.stop();
    await settle();
    user = sampleUser({ _id: 'u2' });
    void engine.send('Two');
    expect(fake.last.request.user_id).toBe('u2');
  });
});
