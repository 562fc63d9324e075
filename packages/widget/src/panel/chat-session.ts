import {
  STORAGE_KEYS,
  browserStorage,
  createCategoryApi,
  createChatApi,
  createChatEngine,
  createChatHeadApi,
  createChatStore,
  type ApiClient,
  type ChatEngine,
  type ChatTransport,
  type LoggedInUser,
} from '@mentor/core';
import { scopedStorage, storagePrefix } from './scoped-storage';

export interface ChatSessionOptions {
  key: string;
  api: string;
  user: LoggedInUser;
  client: ApiClient;
  transport: ChatTransport;
  getUser: () => LoggedInUser | null;
}

export interface ChatSession {
  engine: ChatEngine;
  /** Stops the engine (what it stored stays, for the agent's next visit; see `forgetChat`). */
  close(): void;
}

/**
 * The chat of one signed-in agent: the core engine on a chat store kept under the key and the
 * agent's id, so one agent never sees another's threads on a shared computer.
 */
export async function openChatSession(options: ChatSessionOptions): Promise<ChatSession> {
  const storage = chatStorage(options.key, options.api, options.user._id);
  const chatStore = createChatStore(storage);
  chatStore.hydrate(await chatStore.readStored().catch(() => null));
  const engine = createChatEngine({
    api: {
      category: createCategoryApi(options.client),
      chatHead: createChatHeadApi(options.client),
      chat: createChatApi(options.client),
    },
    transport: options.transport,
    chatStore,
    getUser: options.getUser,
    online: navigator.onLine,
  });
  return {
    engine,
    close() {
      engine.dispose();
      chatStore.dispose();
    },
  };
}

function chatStorage(key: string, api: string, userId: string) {
  return scopedStorage(browserStorage(), storagePrefix(key, api, userId));
}

/** Removes what an agent's chat kept here (chosen category and thread, thread titles): logout. */
export function forgetChat(key: string, api: string, userId: string): void {
  void chatStorage(key, api, userId).removeItem(STORAGE_KEYS.chat);
}

/**
 * Picks the category: the `category` attribute (an id or a name) when it matches, else the one
 * restored from storage, else the first. Then loads its threads, and refreshes a restored thread.
 */
export async function selectStartingCategory(engine: ChatEngine, wanted: string | null): Promise<void> {
  const categories = engine.categories.peek();
  const lower = wanted?.trim().toLowerCase();
  const match = lower ? categories.find((c) => c._id === wanted || c.name.toLowerCase() === lower) : undefined;
  const current = engine.selectedCategoryId.peek();
  if (match && match._id !== current) engine.selectCategory(match._id);
  else if (!match && !categories.some((c) => c._id === current)) engine.selectCategory(categories[0]?._id ?? null);
  const thread = engine.selectedChatHeadId.peek();
  await Promise.all([engine.loadChatHeads(), thread ? engine.openChatHead(thread) : null]);
}
