import { describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../storage';
import type { ChatMessage } from '../types';
import { createChatStore, initialChatState } from './chat-store';

const message: ChatMessage = { role: 'user', content: 'Hi', created_on: '2026-11-21T10:00:00.000Z' };

describe('createChatStore', () => {
  it('persists exactly the five chat fields together under mentor:chat', () => {
    const storage = memoryStorage();
    const chat = createChatStore(storage);
    chat.selectedCategoryId.value = 'c1';
    chat.chatsList.value = [message];
    const stored = JSON.parse(storage.getItem('mentor:chat') ?? 'null');
    expect(Object.keys(stored).sort()).toEqual(
      ['categoriesData', 'chatsList', 'newChatHead', 'selectedCategoryId', 'selectedChatId'].sort(),
    );
    expect(stored).toEqual({ ...initialChatState(), selectedCategoryId: 'c1', chatsList: [message] });
  });

  it('update sets several fields with one notification', () => {
    const chat = createChatStore(memoryStorage());
    const listener = vi.fn();
    chat.subscribe(listener);
    chat.update({ selectedChatId: 'h1', selectedCategoryId: 'c1' });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener.mock.calls[0]?.[0]).toMatchObject({ selectedChatId: 'h1', selectedCategoryId: 'c1' });
  });

  it('reset returns to the empty state', () => {
    const chat = createChatStore(memoryStorage());
    chat.update({ selectedChatId: 'h1', chatsList: [message] });
    chat.reset();
    expect(chat.state.value).toEqual(initialChatState());
  });

  it('hydrates stored state and repairs fields of the wrong type', () => {
    const chat = createChatStore(memoryStorage());
    const ok = chat.hydrate(JSON.stringify({ selectedChatId: 'h1', chatsList: 'bad', categoriesData: [], extra: 1 }));
    expect(ok).toBe(true);
    expect(chat.state.value).toEqual({ ...initialChatState(), selectedChatId: 'h1' });
  });
});
