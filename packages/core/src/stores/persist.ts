import { effect, untracked } from '@preact/signals-core';
import type { KeyValueStorage } from '../storage';

/** A store whose state can be read back from storage. */
export interface Restorable {
  /** Reads the raw stored value. */
  readStored(): Promise<string | null>;
  /**
   * Applies a raw stored value. Ignored (false) when it does not parse, or when the store already
   * changed since it was created: state set by the user beats state read back late.
   */
  hydrate(raw: string | null): boolean;
  /** Stops persisting and notifying. */
  dispose(): void;
}

export interface PersistOptions<T> {
  storage: KeyValueStorage;
  key: string;
  /** The value to persist, read inside an effect; null removes the key. */
  snapshot: () => T | null;
  /** Turns parsed JSON back into a value, or undefined when it is not one. */
  parse: (json: unknown) => T | undefined;
  apply: (value: T) => void;
}

/** Writes `snapshot()` to storage on every change after creation, and can restore it. */
export function persist<T>(options: PersistOptions<T>): Restorable {
  const { storage, key } = options;
  let first = true;
  let changed = false;

  const write = (value: T | null) => {
    // A storage failure must not break the app; the state lives on in memory.
    try {
      const done = value === null ? storage.removeItem(key) : storage.setItem(key, JSON.stringify(value));
      if (done instanceof Promise) done.catch(() => undefined);
    } catch {
      // see above
    }
  };

  const stop = effect(() => {
    const value = options.snapshot();
    if (first) {
      first = false;
      return;
    }
    changed = true;
    untracked(() => write(value));
  });

  return {
    async readStored() {
      return storage.getItem(key);
    },
    hydrate(raw) {
      if (changed || raw === null) return false;
      let value: T | undefined;
      try {
        value = options.parse(JSON.parse(raw));
      } catch {
        return false;
      }
      if (value === undefined) return false;
      options.apply(value);
      return true;
    },
    dispose: stop,
  };
}

/** Calls `listener` with `read()`'s value after each change (not at once); returns the unsubscribe. */
export function subscribeTo<T>(read: () => T, listener: (value: T) => void): () => void {
  let first = true;
  return effect(() => {
    const value = read();
    if (first) {
      first = false;
      return;
    }
    untracked(() => listener(value));
  });
}
