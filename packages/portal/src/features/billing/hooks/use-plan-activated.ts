import { PLAN_UPDATED_LOGIN_AGAIN } from '@mentor/core';
import type { PaymentReceipt } from '@mentor/core';
import { useLocation } from 'wouter';
import type { PaymentConfirmationState } from '../../../components/payment-confirmation';
import { paths } from '../../../config/paths';
import { showAlert } from '../../../lib/alerts';
import { session } from '../../../lib/stores';
import { getCurrentUser } from '../api/get-current-user';
import { endSession } from './end-session';

/** Marks the stored user subscribed, with the flags and plan the server now gives it. */
async function refreshSubscribedUser(): Promise<void> {
  const current = session.user.peek();
  if (!current) return;
  try {
    const { result } = await getCurrentUser();
    session.setUser({ ...current, ...result, is_user_subscribed: true, token: current.token });
  } catch (error) {
    console.error('Could not refresh the user after the payment', error);
    session.mergeUser({ is_user_subscribed: true });
  }
}

/**
 * What a successful payment leads to (spec §4): on /subscription the user is marked subscribed and
 * goes to the dashboard, which confirms the payment on screen with its figures (the receipt travels
 * in the history state); elsewhere an alert asks them to log in again, and they go to /login.
 */
export function usePlanActivated() {
  const [location, navigate] = useLocation();
  return async (receipt: PaymentReceipt | null = null) => {
    if (location === paths.subscription) {
      await refreshSubscribedUser();
      navigate(paths.dashboard, {
        replace: true,
        state: { paymentReceipt: receipt } satisfies PaymentConfirmationState,
      });
      return;
    }
    await showAlert(PLAN_UPDATED_LOGIN_AGAIN);
    await endSession({ revoke: true });
    navigate(paths.login, { replace: true });
  };
}
