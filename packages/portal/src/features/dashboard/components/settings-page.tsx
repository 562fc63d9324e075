import { useState } from 'react';
import type { FormEvent } from 'react';
import { formatInvoiceDate } from '@mentor/core';
import type { AccountSession } from '@mentor/core';
import { Link } from 'wouter';
import { Button } from '../../../components/ui/button';
import { PasswordField } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useAccountDeletion } from '../hooks/use-account-deletion';
import { useSessions } from '../hooks/use-sessions';
import '../settings.css';

/** "just now", "12 minutes ago", "3 hours ago", else the day. */
function lastSeen(iso: string): string {
  const minutes = Math.floor((Date.now() - new Date(iso).getTime()) / 60_000);
  if (minutes < 2) return 'just now';
  if (minutes < 60) return `${minutes} minutes ago`;
  if (minutes < 24 * 60) return `${Math.floor(minutes / 60)} hours ago`;
  return `on ${formatInvoiceDate(iso)}`;
}

function SessionRow({ session }: { session: AccountSession }) {
  return (
    <li className="session-row" aria-label={`${session.device}${session.current ? ', this device' : ''}`}>
      <span className="session-device">
        {session.device}
        {session.current && <span className="session-badge">This device</span>}
      </span>
      <span className="session-seen">
        Active {lastSeen(session.last_seen_on)} · signed in {formatInvoiceDate(session.created_on)}
      </span>
    </li>
  );
}

/** The member's signed-in devices, and signing out every other one. */
function SessionsSection() {
  const { sessions, error, busy, reload, signOutOthers } = useSessions();
  const others = (sessions ?? []).filter((session) => !session.current).length;
  return (
    <section className="settings-section card" aria-labelledby="sessions-title">
      <h2 id="sessions-title" className="settings-title">
        Signed-in devices
      </h2>
      {error ? (
        <div role="alert" className="settings-error">
          <p>{error}</p>
          <Button variant="secondary" size="sm" onClick={() => void reload()}>
            Try again
          </Button>
        </div>
      ) : sessions === null ? (
        <Spinner label="Loading your devices" />
      ) : (
        <>
          <ul className="session-list">
            {sessions.map((session) => (
              <SessionRow key={session._id} session={session} />
            ))}
          </ul>
          <Button variant="secondary" disabled={busy || others === 0} onClick={() => void signOutOthers()}>
            Sign out other sessions
          </Button>
          {others === 0 && <p className="settings-hint">You are signed in on this device only.</p>}
        </>
      )}
    </section>
  );
}

/** The chats as a file, and deleting the account after a confirmation with the password. */
function AccountSection() {
  const { exportNow, exporting, remove, deleting, error } = useAccountDeletion();
  const [confirming, setConfirming] = useState(false);
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);

  const onDelete = (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setMissing(true);
      return;
    }
    void remove(password);
  };

  return (
    <section className="settings-section card" aria-labelledby="privacy-title">
      <h2 id="privacy-title" className="settings-title">
        Your data
      </h2>
      <p>Download every chat you have had with Mentor as a file (JSON), to keep or to take elsewhere.</p>
      <Button
        variant="secondary"
        disabled={exporting}
        aria-busy={exporting || undefined}
        onClick={() => void exportNow()}
      >
        {exporting ? 'Preparing the file...' : 'Download my chats'}
      </Button>

      <div className="danger-zone">
        <h3 className="settings-subtitle">Delete account</h3>
        <p>
          Your name, e-mail address, phone, photo, chats, saved cards and payout details are removed, any plan ends
          today without a refund, and your team loses its seats. Invoices stay with us as billed, for our tax records.
        </p>
        {!confirming ? (
          <Button variant="danger" onClick={() => setConfirming(true)}>
            Delete my account
          </Button>
        ) : (
          <form className="delete-form" onSubmit={onDelete} noValidate aria-label="Confirm account deletion">
            <p className="delete-warning">This cannot be undone. Download your chats first if you want to keep them.</p>
            <PasswordField
              label="Your password"
              name="password"
              autoComplete="current-password"
              value={password}
              invalid={missing}
              error={missing ? 'Password is required.' : undefined}
              onChange={(event) => {
                setPassword(event.target.value);
                setMissing(false);
              }}
            />
            <div className="delete-actions">
              <Button
                variant="secondary"
                disabled={deleting}
                onClick={() => {
                  setConfirming(false);
                  setPassword('');
                }}
              >
                Cancel
              </Button>
              <Button type="submit" variant="danger" disabled={deleting} aria-busy={deleting || undefined}>
                {deleting ? 'Deleting...' : 'Delete my account for good'}
              </Button>
            </div>
          </form>
        )}
        {error && (
          <p className="settings-error" role="alert">
            {error}
          </p>
        )}
      </div>
    </section>
  );
}

/**
 * Settings: its heading (spec §2), the way to the embed settings (DESIGN, "Small paths"), and the
 * privacy choices the privacy policy promises "through account settings": devices, chats, deletion.
 */
export function SettingsPage() {
  return (
    <div className="page settings-page">
      <header className="page-header">
        <h1 className="page-title">Settings</h1>
      </header>
      <p>
        <Link href={paths.dashboardEmbed}>Embed settings</Link>: put Mentor in your CRM with one script tag.
      </p>
      <SessionsSection />
      <AccountSection />
    </div>
  );
}
