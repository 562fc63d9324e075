import type { KeyValueStorage } from '@mentor/core';

/**
 * Where a widget keeps its state: per embed key and API origin, and per user for the chat. With the
 * origin in the name, a session is only ever sent to the server that issued it: an injected
 * `<mentor-chat api="https://elsewhere">` starts signed out.
 */
export function storagePrefix(key: string, api: string, userId?: string): string {
  const base = `mentor-widget:${key}@${originOf(api)}:`;
  return userId ? `${base}${userId}:` : base;
}

function originOf(api: string): string {
  try {
    return new URL(api, location.href).origin;
  } catch {
    return api;
  }
}

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
