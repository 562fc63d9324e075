import { useCallback, useEffect, useState } from 'react';
import type { AccountSession } from '@mentor/core';
import { askConfirm } from '../../../lib/alerts';
import { classifyFailure } from '../../../lib/failure';
import { notify } from '../../../lib/notify';
import { getSessions } from '../api/get-sessions';
import { signOutOtherSessions } from '../api/sign-out-other-sessions';

const LOAD_FAILED = 'Your devices could not be loaded.';

/** The settings page's devices: loaded on entering, with signing the others out (after a confirmation). */
export function useSessions() {
  const [sessions, setSessions] = useState<AccountSession[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    setError(null);
    try {
      setSessions((await getSessions()).result);
    } catch (failure) {
      const kind = classifyFailure(failure);
      setError(kind.kind === 'api' ? kind.error.message : LOAD_FAILED);
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  const signOutOthers = async () => {
    const confirmed = await askConfirm({
      title: 'Sign out other sessions?',
      message: 'Every other browser and device signed in to your account will have to log in again.',
      confirmLabel: 'Sign out others',
      cancelLabel: 'Cancel',
    });
    if (!confirmed) return;
    setBusy(true);
    try {
      const { message } = await signOutOtherSessions();
      notify('success', message);
      await load();
    } catch (failure) {
      const kind = classifyFailure(failure);
      notify('error', kind.kind === 'api' ? kind.error.message : 'The other sessions could not be signed out.');
    } finally {
      setBusy(false);
    }
  };

  return { sessions, error, busy, reload: load, signOutOthers };
}
