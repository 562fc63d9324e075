import { useCallback, useEffect, useState } from 'react';
import { SOMETHING_WENT_WRONG } from '@mentor/core';
import { showAlert } from '../../../lib/alerts';
import { classifyFailure } from '../../../lib/failure';
import { notify } from '../../../lib/notify';

/**
 * What a failed affiliate call shows (spec §8): the server's refusal in an alert, and "Something
 * went wrong!" as a toast when no answer came back.
 */
export function reportAffiliateFailure(error: unknown): void {
  const failure = classifyFailure(error);
  if (failure.kind === 'api') void showAlert(failure.error.message);
  else notify('error', SOMETHING_WENT_WRONG);
}

/**
 * One affiliate read (wallet, requests, payout method), loaded when the tab opens and again on
 * `reload`; `key` null waits (no plan yet). The last good value stays while a reload runs.
 */
export function useAffiliateLoad<T>(key: string | null, load: (key: string) => Promise<{ result: T }>) {
  const [data, setData] = useState<T | null>(null);
  const [loading, setLoading] = useState(key !== null);
  const [failed, setFailed] = useState(false);
  const [round, setRound] = useState(0);

  useEffect(() => {
    if (key === null) return;
    let alive = true;
    setLoading(true);
    load(key)
      .then(({ result }) => {
        if (!alive) return;
        setData(result);
        setFailed(false);
      })
      .catch((error: unknown) => {
        if (!alive) return;
        setFailed(true);
        reportAffiliateFailure(error);
      })
      .finally(() => alive && setLoading(false));
    return () => {
      alive = false;
    };
    // `load` is a module-level API call; the key and the reload round decide when to load.
  }, [key, round]);

  const reload = useCallback(() => setRound((value) => value + 1), []);
  return { data, loading, failed, reload };
}
