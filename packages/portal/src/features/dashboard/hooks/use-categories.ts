import { useEffect, useState } from 'react';
import { NETWORK_ERROR_BANG, OPPS_ERROR } from '@mentor/core';
import { classifyFailure } from '../../../lib/failure';
import { notify } from '../../../lib/notify';
import { chat } from '../../../lib/stores';
import { useSignalValue } from '../../../lib/use-signal';
import { getCategories } from '../api/get-categories';

/**
 * The user's categories, kept in the chat store (persisted, so the chat screens have the default
 * prompts too). Spec §8: non-success warns "Opps! Some error occured"; network "Network Error!".
 */
export function useCategories(userId: string) {
  const categories = useSignalValue(chat.categoriesData);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    let alive = true;
    getCategories(userId)
      .then(({ result }) => alive && chat.update({ categoriesData: result }))
      .catch((error: unknown) => {
        if (!alive) return;
        const failure = classifyFailure(error);
        if (failure.kind === 'api') notify('warning', OPPS_ERROR);
        else notify('error', NETWORK_ERROR_BANG);
      })
      .finally(() => alive && setLoading(false));
    return () => {
      alive = false;
    };
  }, [userId]);

  return { categories, loading: loading && categories.length === 0 };
}
