import { useCallback, useEffect, useState } from 'react';
import type { SubscriptionDetail } from '@mentor/core';
import { useUser } from '../../../lib/use-session';
import { getSubscriptionDetail } from '../api/get-subscription-detail';
import { reportBillingFailure } from './report-billing-failure';

/** The billing page's data (spec §4: loaded on entering the page), with a reload and local updates. */
export function useSubscriptionDetail() {
  const userId = useUser()?._id;
  const [detail, setDetail] = useState<SubscriptionDetail | null>(null);
  const [loading, setLoading] = useState(true);

  const reload = useCallback(async () => {
    if (!userId) return;
    try {
      const { result } = await getSubscriptionDetail(userId);
      setDetail(result);
    } catch (error) {
      void reportBillingFailure(error);
    } finally {
      setLoading(false);
    }
  }, [userId]);

  useEffect(() => {
    void reload();
  }, [reload]);

  /** Choosing a default card makes it default and clears the others locally (spec §4). */
  const markDefault = (stripeId: string) =>
    setDetail((current) => {
      if (!current) return current;
      const cards = current.stored_payment_methods.map((card) => ({
        ...card,
        is_default: card.stripe_id === stripeId,
      }));
      return {
        ...current,
        stored_payment_methods: cards,
        active_payment_method: cards.find((card) => card.is_default) ?? null,
      };
    });

  return { detail, loading, reload, markDefault };
}
