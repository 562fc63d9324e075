import { subscribeTo } from '@mentor/core';
import type { ReadonlySignal } from '@preact/signals-core';
import { useCallback, useSyncExternalStore } from 'react';

/** A signal's value in a component, re-rendering when it changes (the bridge STYLE describes). */
export function useValue<T>(source: ReadonlySignal<T>): T {
  const subscribe = useCallback((onChange: () => void) => subscribeTo(() => source.value, onChange), [source]);
  return useSyncExternalStore(subscribe, () => source.peek());
}
