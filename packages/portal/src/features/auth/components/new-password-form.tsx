import { useState } from 'react';
import type { FormEvent } from 'react';
import { PASSWORD_UPDATED, missingNewPasswordFields, validateNewPassword } from '@mentor/core';
import type { NewPasswordValues } from '@mentor/core';
import { Link, useLocation } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';
import { Button } from '../../../components/ui/button';
import { PasswordField } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { showAlert } from '../../../lib/alerts';
import { storedKeys } from '../../../lib/stores';
import { resetPassword } from '../api/reset-password';
import { useForgotEmail } from '../hooks/use-forgot-email';
import { reportAccountFailure } from '../hooks/report-account-failure';
import type { ResetCodeState } from './verify-code-form';
import { AuthLayout } from './auth-layout';

/** Update Password: password and confirmation; uses the saved e-mail and the code from /otp. */
export function NewPasswordForm() {
  const [, navigate] = useLocation();
  const state = useHistoryState<ResetCodeState | null>();
  const email = useForgotEmail();
  const [values, setValues] = useState<NewPasswordValues>({ password: '', confirm_password: '' });
  const [missing, setMissing] = useState<Set<keyof NewPasswordValues>>(new Set());
  const [mismatch, setMismatch] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const code = state?.code;

  const change = (field: keyof NewPasswordValues, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setMissing((current) => new Set([...current].filter((f) => f !== field)));
    setMismatch(null);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const empty = missingNewPasswordFields(values);
    setMissing(empty);
    if (empty.size > 0) return;
    const problem = validateNewPassword(values).confirm_password ?? null;
    setMismatch(problem);
    if (problem || !email || !code) return;
    setSending(true);
    try {
      await resetPassword({ email, code, password: values.password });
      await storedKeys.forgotPasswordEmail.remove();
      navigate(paths.login, { replace: true });
      void showAlert(PASSWORD_UPDATED);
    } catch (error) {
      reportAccountFailure(error);
    } finally {
      setSending(false);
    }
  };

  if (email === undefined) return <Spinner />;

  return (
    <AuthLayout title="Update Password" subtitle="Choose a new password for your account.">
      {!email || !code ? (
        <p className="notice">
          This page needs the code from your e-mail.{' '}
          <Link href={paths.forgetPassword} className="text-link">
            Start again
          </Link>
          .
        </p>
      ) : (
        <form className="form" onSubmit={onSubmit} noValidate>
          <PasswordField
            label="Password"
            name="password"
            autoComplete="new-password"
            value={values.password}
            invalid={missing.has('password')}
            required
            onChange={(event) => change('password', event.target.value)}
          />
          <PasswordField
            label="Confirm Password"
            name="confirm_password"
            autoComplete="new-password"
            value={values.confirm_password}
            invalid={missing.has('confirm_password')}
            error={mismatch}
            required
            onChange={(event) => change('confirm_password', event.target.value)}
          />
          <Button type="submit" block size="lg" disabled={sending}>
            {sending ? 'Updating...' : 'Update Password'}
          </Button>
        </form>
      )}
    </AuthLayout>
  );
}
