import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { NETWORK_ERROR } from '@mentor/core';
import type { EmployeeInvitation } from '@mentor/core';
import { Button } from '../../../components/ui/button';
import { NewPasswordFields, useNewPassword } from '../../../components/ui/new-password-fields';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { showAlert } from '../../../lib/alerts';
import { classifyFailure } from '../../../lib/failure';
import { acceptInvitation } from '../api/accept-invitation';
import { getInvitation } from '../api/get-invitation';
import '../employees.css';

/** The invitation token from the link's fragment (`/set-password#token=…`), which no server ever sees. */
export function invitationTokenFromHash(hash: string): string | null {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token');
}

type Invitation =
  | { status: 'loading' }
  | { status: 'open'; detail: EmployeeInvitation }
  | { status: 'refused'; message: string; network: boolean };

/**
 * The page an employee's invitation link opens: who invited them, then a password and its
 * confirmation. The link works once; afterwards (or when it expired) the page says what to do.
 */
export function SetPasswordForm() {
  const [, navigate] = useLocation();
  const [token] = useState(() => invitationTokenFromHash(window.location.hash));
  const [invitation, setInvitation] = useState<Invitation>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const password = useNewPassword();
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (!token) {
      setInvitation({
        status: 'refused',
        message: 'This page needs the link from your invitation e-mail.',
        network: false,
      });
      return;
    }
    let alive = true;
    getInvitation(token).then(
      ({ result }) => alive && setInvitation({ status: 'open', detail: result }),
      (error: unknown) => {
        if (!alive) return;
        const failure = classifyFailure(error);
        setInvitation(
          failure.kind === 'api'
            ? { status: 'refused', message: failure.error.message, network: false }
            : { status: 'refused', message: `${NETWORK_ERROR}: the invitation could not be checked.`, network: true },
        );
      },
    );
    return () => {
      alive = false;
    };
  }, [token, attempt]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password.check() || !token) return;
    setSending(true);
    try {
      const { message } = await acceptInvitation(token, password.values.password);
      navigate(paths.login, { replace: true });
      void showAlert(message);
    } catch (error) {
      const failure = classifyFailure(error);
      void showAlert(failure.kind === 'api' ? failure.error.message : NETWORK_ERROR);
    } finally {
      setSending(false);
    }
  };

  if (invitation.status === 'loading') return <Spinner label="Checking your invitation" />;
  if (invitation.status === 'refused') {
    return (
      <div className="notice" role="alert">
        <p>{invitation.message}</p>
        {invitation.network ? (
          <Button
            variant="secondary"
            onClick={() => {
              setInvitation({ status: 'loading' });
              setAttempt((n) => n + 1);
            }}
          >
            Try again
          </Button>
        ) : (
          <Link href={paths.login} className="text-link">
            Go to login
          </Link>
        )}
      </div>
    );
  }

  const { detail } = invitation;
  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <p className="set-password-intro">
        <strong>{detail.agency_name}</strong> added you, {detail.full_name}, to their team on Mentor. Choose a password
        for <strong>{detail.email}</strong>: you will use it in the portal and in the Mentor chat of your CRM.
      </p>
      <NewPasswordFields form={password} hint="At least 6 characters." />
      <Button type="submit" block size="lg" disabled={sending}>
        {sending ? 'Saving...' : 'Set password'}
      </Button>
    </form>
  );
}
