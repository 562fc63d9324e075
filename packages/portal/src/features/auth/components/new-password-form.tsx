import { useState } from 'react';
import type { FormEvent } from 'react';
import { PASSWORD_UPDATED } from '@mentor/core';
import { Link, useLocation } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';
import { Button } from '../../../components/ui/button';
import { NewPasswordFields, useNewPassword } from '../../../components/ui/new-password-fields';
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
  const password = useNewPassword();
  const [sending, setSending] = useState(false);
  const code = state?.code;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password.check() || !email || !code) return;
    setSending(true);
    try {
      await resetPassword({ email, code, password: password.values.password });
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
          <NewPasswordFields form={password} />
          <Button type="submit" block size="lg" disabled={sending}>
            {sending ? 'Updating...' : 'Update Password'}
          </Button>
        </form>
      )}
    </AuthLayout>
  );
}
