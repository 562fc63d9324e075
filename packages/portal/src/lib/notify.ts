import { toast } from 'sonner';

export type NoticeKind = 'success' | 'info' | 'warning' | 'error';

// Spec §9: toasts close after 2000 ms in onboarding (accounts and code screens included) and chat,
// and after 1000 ms everywhere else (landing page, dashboard, FAQ).
const LONGER_TOAST_PATHS =
  /^\/(login|signup|forget-password|otp|set-new-password|welcome|business-role|hear-from|subscription|chat|chat-bot)(\/|$)/;

// Affiliate flows (spec §9: 1000 to 1500 ms): long enough to read a sum of money.
const AFFILIATE_TOAST_PATHS = /^\/(dashboard\/affiliate|dashboard\/wireTransferForm|referral)(\/|$)/;

export function toastDuration(pathname: string): number {
  if (AFFILIATE_TOAST_PATHS.test(pathname)) return 1500;
  return LONGER_TOAST_PATHS.test(pathname) ? 2000 : 1000;
}

/** Closes every toast: an error or warning must not outlive the action that then succeeded. */
export function clearNotices(): void {
  toast.dismiss();
}

/**
 * Shows a toast (bottom-right) that closes after the duration of the screen it was raised on. A
 * success clears the errors and warnings still showing first.
 */
export function notify(kind: NoticeKind, message: string): void {
  if (kind === 'success') clearNotices();
  // The message is the id, so a repeated click does not stack copies of the same toast.
  toast[kind](message, { id: message, duration: toastDuration(window.location.pathname) });
}
