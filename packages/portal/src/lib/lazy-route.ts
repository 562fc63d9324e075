import { lazy } from 'react';
import type { ComponentType } from 'react';
import { LOADING_CHUNK_FAILED } from '@mentor/core';

/** Spec §7: a route's script chunk that has not loaded in 120 s counts as failed. */
export const CHUNK_TIMEOUT_MS = 120_000;

/** An error raised when a route's chunk cannot be loaded (network, deploy, time-out). */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
}

export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ChunkLoadError) return true;
  const message = error instanceof Error ? error.message : String(error);
  // What browsers say when a dynamic import fails.
  return /dynamically imported module|Importing a module script failed|error loading dynamically|Unable to preload CSS/i.test(
    message,
  );
}

/** A route component loaded on first render (React.lazy), failing after {@link CHUNK_TIMEOUT_MS}. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint
export function lazyRoute<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  return lazy<T>(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new ChunkLoadError(LOADING_CHUNK_FAILED)), CHUNK_TIMEOUT_MS);
    });
    return Promise.race<{ default: T }>([load(), timeout]).then(
      (module) => {
        clearTimeout(timer);
        return module;
      },
      (error: unknown) => {
        clearTimeout(timer);
        throw error;
      },
    );
  });
}
