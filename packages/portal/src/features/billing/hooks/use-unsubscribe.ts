import { useState } from 'react';
import type { ActivePlan } from '@mentor/core';
import { useLocation } from 'wouter';
import { paths } from '../../../config/paths';
import { askConfirm, showAlert } from '../../../lib/alerts';
import { unsubscribePlan } from '../api/unsubscribe-plan';
import { endSession } from './end-session';
import { reportBillingFailure } from './report-billing-failure';

/**
 * Unsubscribe (spec §4, §8): after a confirmation, the server stops renewal and revokes every session;
 * its alert says so and asks to log in again, then the stored user is cleared and the user goes to /login.
 */
export function useUnsubscribe() {
  const [, navigate] = useLocation();
  const [busy, setBusy] = useState(false);

  const unsubscribe = async (plan: ActivePlan) => {
    const yes = await askConfirm({
      title: 'Unsubscribe?',
      message: `Renewal of your ${plan.plan_name} plan stops; you keep access until the end of the paid period.`,
      confirmLabel: 'Unsubscribe',
      cancelLabel: 'Cancel',
    });
    if (!yes) return;
    setBusy(true);
    try {
      const { message } = await unsubscribePlan(plan._id);
      await showAlert(message);
      await endSession({ revoke: false });
      navigate(paths.login, { replace: true });
    } catch (error) {
      setBusy(false);
      void reportBillingFailure(error);
    }
  };

  return { unsubscribe, busy };
}
