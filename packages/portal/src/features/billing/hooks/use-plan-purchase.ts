import { useState } from 'react';
import { NETWORK_ERROR } from '@mentor/core';
import type { PaymentSession, PlanDefinition } from '@mentor/core';
import { showAlert } from '../../../lib/alerts';
import { classifyFailure } from '../../../lib/failure';
import { useUser } from '../../../lib/use-session';
import { buyPlan } from '../api/buy-plan';

export interface OpenCheckout {
  plan: PlanDefinition;
  session: PaymentSession;
}

/**
 * Buying a plan (spec §4): buy-plan opens the payment overlay with its session; a refusal shows the
 * server message in an alert and clears the session. One purchase request at a time.
 */
export function usePlanPurchase() {
  const user = useUser();
  const [checkout, setCheckout] = useState<OpenCheckout | null>(null);
  const [buying, setBuying] = useState<string | null>(null);

  const buy = async (plan: PlanDefinition, couponCode: string | null) => {
    if (!user || buying) return;
    setBuying(plan.id);
    try {
      const { result } = await buyPlan(user, plan.id, couponCode);
      setCheckout({ plan, session: result });
    } catch (error) {
      setCheckout(null);
      const failure = classifyFailure(error);
      void showAlert(failure.kind === 'api' ? failure.error.message : NETWORK_ERROR);
    } finally {
      setBuying(null);
    }
  };

  return { checkout, buying, buy, close: () => setCheckout(null) };
}

export type PlanPurchase = ReturnType<typeof usePlanPurchase>;
