import { batch, computed, signal } from '@preact/signals-core';
import type { ReadonlySignal, Signal } from '@preact/signals-core';
import { STORAGE_KEYS } from '../storage';
import type { KeyValueStorage } from '../storage';
import type { Category, ChatHead, ChatMessage } from '../types';
import { persist, subscribeTo } from './persist';
import type { Restorable } from './persist';

/** The chat part of the persisted app state (spec §3), exactly these five fields. */
export interface ChatState {
  categoriesData: Category[];
  selectedChatId: string | null;
  selectedCategoryId: string | null;
  chatsList: ChatMessage[];
  /** A chat head just created by a first send, to append to an open list. */
  newChatHead: ChatHead | null;
}

export const CHAT_STATE_FIELDS = [
  'categoriesData',
  'selectedChatId',
  'selectedCategoryId',
  'chatsList',
  'newChatHead',
] as const satisfies readonly (keyof ChatState)[];

export type ChatSignals = { readonly [K in keyof ChatState]: Signal<ChatState[K]> };

export interface ChatStore extends ChatSignals, Restorable {
  /** The five fields as one value. */
  readonly state: ReadonlySignal<ChatState>;
  /** Sets several fields at once (one notification). */
  update(fields: Partial<ChatState>): void;
  reset(): void;
  subscribe(listener: (state: ChatState) => void): () => void;
}

/** The empty chat state. */
export function initialChatState(): ChatState {
  return {
    categoriesData: [],
    selectedChatId: null,
    selectedCategoryId: null,
    chatsList: [],
    newChatHead: null,
  };
}

function stringOrNull(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

function parseChatState(json: unknown): ChatState | undefined {
  if (typeof json !== 'object' || json === null) return undefined;
  const raw = json as Record<string, unknown>;
  return {
    categoriesData: Array.isArray(raw.categoriesData) ? (raw.categoriesData as Category[]) : [],
    selectedChatId: stringOrNull(raw.selectedChatId),
    selectedCategoryId: stringOrNull(raw.selectedCategoryId),
    chatsList: Array.isArray(raw.chatsList) ? (raw.chatsList as ChatMessage[]) : [],
    newChatHead: typeof raw.newChatHead === 'object' && raw.newChatHead !== null ? (raw.newChatHead as ChatHead) : null,
  };
}

/** Chat state, persisted together under `mentor:chat`. */
export function createChatStore(storage: KeyValueStorage): ChatStore {
  const initial = initialChatState();
  const signals: ChatSignals = {
    categoriesData: signal(initial.categoriesData),
    selectedChatId: signal(initial.selectedChatId),
    selectedCategoryId: signal(initial.selectedCategoryId),
    chatsList: signal(initial.chatsList),
    newChatHead: signal(initial.newChatHead),
  };
  const state = computed<ChatState>(() => ({
    categoriesData: signals.categoriesData.value,
    selectedChatId: signals.selectedChatId.value,
    selectedCategoryId: signals.selectedCategoryId.value,
    chatsList: signals.chatsList.value,
    newChatHead: signals.newChatHead.value,
  }));

  const update = (fields: Partial<ChatState>) =>
    batch(() => {
      for (const name of CHAT_STATE_FIELDS) {
        if (name in fields) (signals[name] as Signal<unknown>).value = fields[name];
      }
    });

  const persistence = persist({
    storage,
    key: STORAGE_KEYS.chat,
    snapshot: () => state.value,
    parse: parseChatState,
    apply: update,
  });

  return {
    ...signals,
    state,
    update,
    reset: () => update(initialChatState()),
    subscribe: (listener) => subscribeTo(() => state.value, listener),
    ...persistence,
  };
}
