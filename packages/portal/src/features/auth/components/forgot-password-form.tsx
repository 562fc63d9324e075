import { useState } from 'react';
import type { FormEvent } from 'react';
import { missingForgotPasswordFields } from '@mentor/core';
import { Link, useLocation } from 'wouter';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { paths } from '../../../config/paths';
import { chat, session, storedKeys } from '../../../lib/stores';
import { requestResetCode } from '../api/request-reset-code';
import { reportAccountFailure } from '../hooks/report-account-failure';
import { AuthLayout } from './auth-layout';

/** Forgot password: e-mail, Continue (clears the stored user, e-mails a code, goes to the code). */
export function ForgotPasswordForm() {
  const [, navigate] = useLocation();
  const [email, setEmail] = useState('');
  const [missing, setMissing] = useState(false);
  const [sending, setSending] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const empty = missingForgotPasswordFields({ email }).size > 0;
    setMissing(empty);
    if (empty) return;
    setSending(true);
    session.clear();
    chat.reset();
    try {
      await requestResetCode(email);
      await storedKeys.forgotPasswordEmail.save(email.trim());
      navigate(paths.otp);
    } catch (error) {
      reportAccountFailure(error);
    } finally {
      setSending(false);
    }
  };

  return (
    <AuthLayout
      title="Forgot password"
      subtitle="Enter the e-mail of your account and we will send you a code."
      backTo={paths.login}
    >
      <form className="form" onSubmit={onSubmit} noValidate>
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          invalid={missing}
          required
          onChange={(event) => {
            setEmail(event.target.value);
            setMissing(false);
          }}
        />
        <Button type="submit" block size="lg" disabled={sending}>
          {sending ? 'Sending...' : 'Continue'}
        </Button>
      </form>
      <p className="auth-switch">
        New to Mentor?{' '}
        <Link href={paths.signup} className="text-link">
          Create a new account
        </Link>
      </p>
    </AuthLayout>
  );
}
