import { useEffect, useState, type Dispatch, type SetStateAction } from 'react';
import { ErrorCode, NETWORK_ERROR, OOPS_ERROR } from '@mentor/core';
import { classifyFailure } from './failure';
import { notify } from './notify';

/**
 * A list loaded once when the screen opens. Failures follow spec §8 for calls that compare with
 * named codes: `failed` shows nothing (an empty list), other codes warn "Oops! Some error occured",
 * a network failure shows "Network Error".
 */
export function useList<T>(load: () => Promise<{ result: T[] }>): {
  items: T[];
  setItems: Dispatch<SetStateAction<T[]>>;
  loading: boolean;
} {
  const [items, setItems] = useState<T[]>([]);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    let alive = true;
    load()
      .then(({ result }) => alive && setItems(result))
      .catch((error: unknown) => {
        if (!alive) return;
        const failure = classifyFailure(error);
        if (failure.kind === 'network') notify('error', NETWORK_ERROR);
        else if (failure.error.code !== ErrorCode.failed) notify('warning', OOPS_ERROR);
      })
      .finally(() => alive && setLoading(false));
    return () => {
      alive = false;
    };
    // Loaders are module-level API calls: one load per mount.
  }, []);

  return { items, setItems, loading };
}
