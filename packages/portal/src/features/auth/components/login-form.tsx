import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import {
  NETWORK_ERROR_BANG,
  SESSION_EXPIRED,
  VERIFICATION_GENERATED,
  gateRoute,
  missingLoginFields,
} from '@mentor/core';
import type { LoginField } from '@mentor/core';
import { Link, useLocation } from 'wouter';
import { Button } from '../../../components/ui/button';
import { PasswordField, TextField } from '../../../components/ui/field';
import { paths } from '../../../config/paths';
import { classifyFailure } from '../../../lib/failure';
import { clearNotices, notify } from '../../../lib/notify';
import { forgetSessionEnded, sessionEnded } from '../../../lib/session-ended';
import { chat, session } from '../../../lib/stores';
import { login } from '../api/login';
import { AuthLayout } from './auth-layout';

/** Login: e-mail, password (show/hide), Forgot Password, Sign up, back arrow to root. */
export function LoginForm() {
  const [, navigate] = useLocation();
  const [values, setValues] = useState({ email: '', password: '' });
  const [missing, setMissing] = useState<Set<LoginField>>(new Set());
  const [sending, setSending] = useState(false);
  // Said once: the note is forgotten as soon as the screen has shown it.
  const [ended] = useState(sessionEnded);
  useEffect(() => forgetSessionEnded(), []);

  const change = (field: LoginField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (missing.has(field)) setMissing((current) => new Set([...current].filter((f) => f !== field)));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const empty = missingLoginFields(values);
    setMissing(empty);
    if (empty.size > 0) return;
    setSending(true);
    try {
      const { result: user } = await login(values);
      clearNotices();
      chat.reset();
      session.setUser(user);
      if (!user.is_verified) {
        notify('info', VERIFICATION_GENERATED);
        navigate(paths.otp);
        return;
      }
      navigate(gateRoute(user, 'login') ?? paths.dashboard, { replace: true });
    } catch (error) {
      const failure = classifyFailure(error);
      if (failure.kind === 'api') notify('warning', failure.error.message);
      else notify('error', NETWORK_ERROR_BANG);
    } finally {
      setSending(false);
    }
  };

  return (
    <AuthLayout title="Welcome back" subtitle="Log in to your Mentor account." backTo={paths.root}>
      <form className="form" onSubmit={onSubmit} noValidate>
        {ended && (
          <p className="note-accent" role="status">
            {SESSION_EXPIRED}
          </p>
        )}
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          value={values.email}
          invalid={missing.has('email')}
          required
          onChange={(event) => change('email', event.target.value)}
        />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="current-password"
          value={values.password}
          invalid={missing.has('password')}
          required
          onChange={(event) => change('password', event.target.value)}
        />
        <div className="form-row-end">
          <Link href={paths.forgetPassword} className="text-link">
            Forgot Password
          </Link>
        </div>
        <Button type="submit" block size="lg" disabled={sending}>
          {sending ? 'Logging in...' : 'Login'}
        </Button>
      </form>
      <p className="auth-switch">
        Don&apos;t have an account?{' '}
        <Link href={paths.signup} className="text-link">
          Sign up
        </Link>
      </p>
    </AuthLayout>
  );
}
