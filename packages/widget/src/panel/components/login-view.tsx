import { SUBSCRIPTION_EXPIRED } from '@mentor/core';
import { useEffect, useRef, useState } from 'react';
import { WIDGET_TEXT } from '../messages';
import { useValue } from '../use-value';
import { usePanel } from './panel-context';

/**
 * Shown until the agent is signed in: progress of a silent sign-in, a refusal in plain words, or
 * the widget's own login (the key owner and that agency's agents only).
 */
export function LoginView() {
  const { controller, c } = usePanel();
  const auth = useValue(controller.auth);
  const focusRequest = useValue(controller.focusRequest);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const first = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (focusRequest > 0) first.current?.focus();
  }, [focusRequest]);

  // A key refused on this page (or no key at all): say so, and ask for no password.
  if (auth.phase === 'no_key' || auth.blocked) {
    return (
      <div className={c.login}>
        <p className={auth.blocked ? c.notice : undefined} role="alert" data-tone="error">
          {auth.error}
        </p>
      </div>
    );
  }
  const silent = controller.hasUserToken();
  if (auth.phase === 'checking' && !silent) {
    return (
      <div className={c.login}>
        <p role="status">{WIDGET_TEXT.connecting}</p>
      </div>
    );
  }
  const busy = auth.phase === 'signing_in' || auth.phase === 'checking';
  // A div, not a section: the panel adds no landmarks to the host page.
  return (
    <div className={c.login}>
      {auth.expired ? (
        <p className={c.notice} role="alert" data-tone="error">
          {SUBSCRIPTION_EXPIRED}
        </p>
      ) : auth.error ? (
        <p className={c.notice} role="alert" data-tone="error">
          {auth.error}
        </p>
      ) : null}
      {busy && silent ? <p role="status">{WIDGET_TEXT.signingIn}</p> : null}
      {!silent || (auth.phase === 'signed_out' && !auth.error) ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (!busy && email.trim() && password) void controller.logIn(email.trim(), password);
          }}
          style={{ display: 'grid', gap: 12 }}
        >
          <h3>Sign in to Mentor</h3>
          <p>Use the account your agency gave you.</p>
          <label>
            E-mail
            <input
              ref={first}
              type="email"
              autoComplete="email"
              required
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          </label>
          <label>
            Password
            <input
              type="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </label>
          {/* aria-disabled, not disabled: a disabled button loses focus, and Escape with it. */}
          <button type="submit" className={c.primary} aria-disabled={busy}>
            {busy ? 'Signing in…' : 'Sign in'}
          </button>
          <a href={`${controller.apiBase()}/forget-password`} target="_blank" rel="noopener noreferrer">
            Forgot password?
          </a>
        </form>
      ) : null}
    </div>
  );
}
