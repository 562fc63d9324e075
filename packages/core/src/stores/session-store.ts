import { computed, signal } from '@preact/signals-core';
import type { ReadonlySignal } from '@preact/signals-core';
import { STORAGE_KEYS } from '../storage';
import type { KeyValueStorage } from '../storage';
import type { LoggedInUser, User } from '../types';
import { persist, subscribeTo } from './persist';
import type { Restorable } from './persist';

export interface SessionStore extends Restorable {
  /** The logged-in user with its token, or null. Persisted under `loginData`. */
  readonly user: ReadonlySignal<LoggedInUser | null>;
  readonly token: ReadonlySignal<string | null>;
  setUser(user: LoggedInUser | null): void;
  /** Merges fields into the stored user (profile save, onboarding flags); no-op when signed out. */
  mergeUser(fields: Partial<User>): void;
  /** Signs out locally: forgets the user and removes the stored login data. */
  clear(): void;
  subscribe(listener: (user: LoggedInUser | null) => void): () => void;
}

function parseLoggedInUser(json: unknown): LoggedInUser | undefined {
  if (typeof json !== 'object' || json === null) return undefined;
  const candidate = json as Partial<LoggedInUser>;
  if (typeof candidate._id !== 'string' || typeof candidate.token !== 'string') return undefined;
  return candidate as LoggedInUser;
}

/** The signed-in user, persisted under the login-data key. */
export function createSessionStore(storage: KeyValueStorage): SessionStore {
  const user = signal<LoggedInUser | null>(null);
  const token = computed(() => user.value?.token ?? null);
  const persistence = persist({
    storage,
    key: STORAGE_KEYS.loginData,
    snapshot: () => user.value,
    parse: parseLoggedInUser,
    apply: (value) => (user.value = value),
  });

  return {
    user,
    token,
    setUser: (next) => (user.value = next),
    mergeUser(fields) {
      const current = user.peek();
      if (current) user.value = { ...current, ...fields, token: current.token };
    },
    clear: () => (user.value = null),
    subscribe: (listener) => subscribeTo(() => user.value, listener),
    ...persistence,
  };
}
