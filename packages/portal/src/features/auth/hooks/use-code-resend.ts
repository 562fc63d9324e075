import { useEffect, useRef, useState } from 'react';
import { isApiError } from '@mentor/core';
import { classifyFailure } from '../../../lib/failure';
import { requestResetCode } from '../api/request-reset-code';
import { resendVerificationCode } from '../api/resend-verification-code';

/** "42 s", "1:05", or "3 h" when the day's limit is reached. */
export function formatWait(seconds: number): string {
  if (seconds >= 3600) return `${Math.ceil(seconds / 3600)} h`;
  if (seconds >= 60) return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
  return `${seconds} s`;
}

function retryAfter(result: unknown): number | null {
  const seconds = (result as { retry_after?: unknown } | null)?.retry_after;
  return typeof seconds === 'number' && seconds > 0 ? Math.ceil(seconds) : null;
}

/**
 * "Didn't recieved your code?" (issue 13): asks for a new code (a verification code for the signed-in
 * account, else a reset code for the saved address) and counts down until the next may be asked for,
 * as the server says (DESIGN: one a minute, ten a day). A request made too soon starts the countdown
 * the server gives.
 */
export function useCodeResend(mode: 'verify' | 'reset', email: string | null | undefined) {
  const [secondsLeft, setSecondsLeft] = useState(0);
  const [sending, setSending] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const until = useRef(0);
  const counting = secondsLeft > 0;

  // One timer while counting down, reading the end time so a slow tab never drifts.
  useEffect(() => {
    if (!counting) return;
    const timer = setInterval(() => {
      const left = Math.max(0, Math.ceil((until.current - Date.now()) / 1000));
      setSecondsLeft(left);
      if (left === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [counting]);

  const wait = (seconds: number) => {
    until.current = Date.now() + seconds * 1000;
    setSecondsLeft(seconds);
  };

  const resend = async () => {
    if (sending || secondsLeft > 0 || !email) return;
    setSending(true);
    setNotice(null);
    try {
      const { result } = mode === 'verify' ? await resendVerificationCode() : await requestResetCode(email);
      setNotice(`We sent a new code to ${email}.`);
      wait(retryAfter(result) ?? 60);
    } catch (error) {
      // Too soon: the countdown says how long to wait; any other refusal says what the server said.
      const seconds = isApiError(error) ? retryAfter(error.result) : null;
      if (seconds) {
        wait(seconds);
        return;
      }
      const failure = classifyFailure(error);
      setNotice(failure.kind === 'api' ? failure.error.message : 'The code could not be sent. Please try again.');
    } finally {
      setSending(false);
    }
  };

  return { resend, sending, secondsLeft, notice };
}
