import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { CODE_LENGTH, CODE_NOT_RECEIVED_LINK, normalizeCodeInput, validateCode } from '@mentor/core';
import { Link, useLocation } from 'wouter';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { session } from '../../../lib/stores';
import { useUser } from '../../../lib/use-session';
import { verifyCode } from '../api/verify-code';
import { formatWait, useCodeResend } from '../hooks/use-code-resend';
import { useForgotEmail } from '../hooks/use-forgot-email';
import { reportAccountFailure } from '../hooks/report-account-failure';
import { AuthLayout } from './auth-layout';

/** State carried to /set-new-password: the code the person entered. */
export interface ResetCodeState {
  code: string;
}

/**
 * Verify Code: four digits. With a signed-in user the code verifies the account (→ welcome);
 * without one it is a reset code (→ set-new-password with the code).
 */
export function VerifyCodeForm() {
  const id = useId();
  const [, navigate] = useLocation();
  const user = useUser();
  const forgotEmail = useForgotEmail();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const email = user?.email ?? forgotEmail;
  const codeResend = useCodeResend(user ? 'verify' : 'reset', email);
  const cooling = codeResend.secondsLeft > 0;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validateCode(code).code ?? null;
    setError(problem);
    if (problem || !email) return;
    setSending(true);
    try {
      const { result } = await verifyCode({ email, code });
      if (user) {
        session.mergeUser(result ?? { is_verified: true });
        navigate(paths.welcome, { replace: true });
      } else {
        navigate(paths.setNewPassword, { state: { code } satisfies ResetCodeState });
      }
    } catch (failure) {
      reportAccountFailure(failure);
    } finally {
      setSending(false);
    }
  };

  if (!user && forgotEmail === undefined) return <Spinner />;

  return (
    <AuthLayout
      title="Verify Code"
      subtitle={
        email ? (
          <>
            Enter the {CODE_LENGTH}-digit code we sent to <strong>{email}</strong>.
          </>
        ) : (
          <>
            There is no code on its way. <Link href={paths.forgetPassword}>Request one</Link>.
          </>
        )
      }
    >
      <form className="form" onSubmit={onSubmit} noValidate>
        <div className="field">
          <label className="field-label" htmlFor={`${id}-code`}>
            Verification code
          </label>
          <input
            id={`${id}-code`}
            className={`input code-input${error ? ' input-invalid' : ''}`}
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            maxLength={CODE_LENGTH}
            placeholder={'•'.repeat(CODE_LENGTH)}
            value={code}
            aria-invalid={Boolean(error) || undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => {
              setCode(normalizeCodeInput(event.target.value));
              setError(null);
            }}
          />
          {error && (
            <p className="field-error" id={`${id}-error`} role="alert">
              {error}
            </p>
          )}
        </div>
        <div className="code-resend">
          {/* The spec's text, kept; the link now sends a new code (issue 13). */}
          <button
            type="button"
            className="link-button text-link"
            disabled={cooling || codeResend.sending || !email}
            aria-describedby={`${id}-resend`}
            onClick={() => void codeResend.resend()}
          >
            {CODE_NOT_RECEIVED_LINK}
          </button>
          <p className="code-resend-status" id={`${id}-resend`} role="status">
            {codeResend.sending
              ? 'Sending a new code…'
              : [
                  codeResend.notice,
                  cooling ? `You can ask for another code in ${formatWait(codeResend.secondsLeft)}.` : '',
                ]
                  .filter(Boolean)
                  .join(' ')}
          </p>
        </div>
        <div className="form-actions">
          <Button variant="secondary" size="lg" onClick={() => window.history.back()}>
            Back
          </Button>
          <Button type="submit" size="lg" disabled={sending || !email}>
            {sending ? 'Verifying...' : 'Continue'}
          </Button>
        </div>
      </form>
    </AuthLayout>
  );
}
