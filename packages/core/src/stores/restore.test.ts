import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../storage';
import type { KeyValueStorage } from '../storage';
import { createChatStore } from './chat-store';
import { RESTORE_TIMEOUT_MS, restorePersisted } from './restore';
import { createSessionStore } from './session-store';
import { sampleUser } from '../test-fixtures';

afterEach(() => vi.useRealTimers());

describe('restorePersisted', () => {
  it('restores the user and the chat from storage', async () => {
    const storage = memoryStorage({
      loginData: JSON.stringify(sampleUser()),
      'mentor:chat': JSON.stringify({ selectedChatId: 'h1' }),
    });
    const session = createSessionStore(storage);
    const chat = createChatStore(storage);
    await expect(restorePersisted({ session, chat })).resolves.toBe('restored');
    expect(session.user.value?._id).toBe('u1');
    expect(chat.selectedChatId.value).toBe('h1');
  });

  it('waits for async storage', async () => {
    const backing = memoryStorage({ loginData: JSON.stringify(sampleUser()) });
    const slow: KeyValueStorage = {
      getItem: (key) => new Promise((resolve) => setTimeout(() => resolve(backing.getItem(key)), 5)),
      setItem: async (key, value) => backing.setItem(key, value),
      removeItem: async (key) => backing.removeItem(key),
    };
    const session = createSessionStore(slow);
    await restorePersisted({ session, chat: createChatStore(slow) });
    expect(session.user.value?._id).toBe('u1');
  });

  it('gives up after 5000 ms and keeps defaults, even if storage answers later', async () => {
    vi.useFakeTimers();
    let answer: (value: string | null) => void = () => undefined;
    const stuck: KeyValueStorage = {
      getItem: (key) =>
        key === 'loginData'
          ? new Promise((resolve) => (answer = resolve))
          : Promise.resolve(JSON.stringify({ selectedChatId: 'h1' })),
      setItem: () => undefined,
      removeItem: () => undefined,
    };
    const session = createSessionStore(stuck);
    const chat = createChatStore(stuck);
    const outcome = restorePersisted({ session, chat });
    await vi.advanceTimersByTimeAsync(RESTORE_TIMEOUT_MS - 1);
    expect(session.user.value).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    await expect(outcome).resolves.toBe('timed_out');
    answer(JSON.stringify(sampleUser()));
    await vi.advanceTimersByTimeAsync(10);
    expect(RESTORE_TIMEOUT_MS).toBe(5000);
    expect(session.user.value).toBeNull();
    expect(chat.selectedChatId.value).toBeNull();
  });

  it('keeps defaults when storage fails', async () => {
    const failing: KeyValueStorage = {
      getItem: () => Promise.reject(new Error('denied')),
      setItem: () => undefined,
      removeItem: () => undefined,
    };
    const session = createSessionStore(failing);
    await expect(restorePersisted({ session, chat: createChatStore(failing) })).resolves.toBe('restored');
    expect(session.user.value).toBeNull();
  });

  it('persists only the two parts of app state: user and chat', () => {
    const storage = memoryStorage();
    const session = createSessionStore(storage);
    const chat = createChatStore(storage);
    session.setUser(sampleUser());
    chat.update({ selectedCategoryId: 'c1', selectedChatId: 'h1' });
    expect(storage.keys().sort()).toEqual(['loginData', 'mentor:chat']);
  });
});
