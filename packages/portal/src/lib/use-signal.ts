import { useCallback, useSyncExternalStore } from 'react';

/** The part of a signal (from @preact/signals-core, through core's stores) this bridge needs. */
export interface ReadableSignal<T> {
  peek(): T;
  subscribe(listener: (value: T) => void): () => void;
}

/** Reads a core signal in a component and re-renders when it changes. */
export function useSignalValue<T>(source: ReadableSignal<T>): T {
  const subscribe = useCallback((onChange: () => void) => source.subscribe(() => onChange()), [source]);
  const read = useCallback(() => source.peek(), [source]);
  return useSyncExternalStore(subscribe, read, read);
}
