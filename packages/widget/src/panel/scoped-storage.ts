import type { KeyValueStorage } from '@mentor/core';

/** Where a widget keeps its state: per embed key, and per user for the chat. */
export const storagePrefix = (key: string, userId?: string) =>
  userId ? `mentor-widget:${key}:${userId}:` : `mentor-widget:${key}:`;

/**
 * Storage whose keys all start with `prefix`, so two keys (or two agents on a shared computer) never
 * read each other's session or history.
 */
export function scopedStorage(base: KeyValueStorage, prefix: string): KeyValueStorage {
  return {
    getItem: (key) => base.getItem(prefix + key),
    setItem: (key, value) => base.setItem(prefix + key, value),
    removeItem: (key) => base.removeItem(prefix + key),
  };
}
