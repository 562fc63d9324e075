type MaybePromise<T> = T | Promise<T>;

/** Key-value storage the stores persist to: localStorage, an async store, or memory. */
export interface KeyValueStorage {
  getItem(key: string): MaybePromise<string | null>;
  setItem(key: string, value: string): MaybePromise<void>;
  removeItem(key: string): MaybePromise<void>;
}

export interface MemoryStorage extends KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  /** The keys currently stored. */
  keys(): string[];
}

/** Storage kept in memory only (tests, servers, browsers that refuse storage). */
export function memoryStorage(initial: Record<string, string> = {}): MemoryStorage {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
    keys: () => [...items.keys()],
  };
}

/**
 * `localStorage` when the runtime has a usable one, memory otherwise. Every call is guarded:
 * storage can throw when full, disabled, or in a sandboxed third-party iframe (the widget in a CRM).
 */
export function browserStorage(): KeyValueStorage {
  let local: Storage | undefined;
  try {
    local = (globalThis as { localStorage?: Storage }).localStorage;
  } catch {
    local = undefined;
  }
  if (!local) return memoryStorage();
  const store = local;
  return {
    getItem(key) {
      try {
        return store.getItem(key);
      } catch {
        return null;
      }
    },
    setItem(key, value) {
      try {
        store.setItem(key, value);
      } catch {
        // full or disabled: the app keeps working from memory
      }
    },
    removeItem(key) {
      try {
        store.removeItem(key);
      } catch {
        // see setItem
      }
    },
  };
}

/** Every key the client stores (spec §3). */
export const STORAGE_KEYS = {
  /** The logged-in user with its token. */
  loginData: 'loginData',
  /** The persisted chat state. */
  chat: 'mentor:chat',
  selectedCategoryId: 'selectedCategoryId',
  forgotPasswordEmail: 'forgotPasswordEmail',
  referralPlan: 'referralPlan',
  /** The first referral code the visitor arrived with, and when (kept 60 days). */
  referralCode: 'referralCode',
} as const;
