import { useState } from 'react';
import type { FormEvent } from 'react';
import { NETWORK_ERROR_BANG, missingSignupFields, validateSignup } from '@mentor/core';
import type { SignupField, SignupValues } from '@mentor/core';
import { Link, useLocation } from 'wouter';
import { Button } from '../../../components/ui/button';
import { PasswordField, TextField } from '../../../components/ui/field';
import { paths } from '../../../config/paths';
import { classifyFailure } from '../../../lib/failure';
import { notify } from '../../../lib/notify';
import { chat, session } from '../../../lib/stores';
import { signUp } from '../api/sign-up';
import { AuthLayout } from './auth-layout';

const EMPTY: SignupValues = { name: '', email: '', password: '', confirm_password: '' };

/** Sign-up: name, e-mail, password, confirm password; success stores the user and goes to the code. */
export function SignupForm() {
  const [, navigate] = useLocation();
  const [values, setValues] = useState(EMPTY);
  const [missing, setMissing] = useState<Set<SignupField>>(new Set());
  const [mismatch, setMismatch] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const change = (field: keyof SignupValues, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (field !== 'confirm_password' && missing.has(field)) {
      setMissing((current) => new Set([...current].filter((f) => f !== field)));
    }
    if (field === 'confirm_password' || field === 'password') setMismatch(null);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const empty = missingSignupFields(values);
    const errors = validateSignup(values);
    setMissing(empty);
    setMismatch(errors.confirm_password ?? null);
    if (empty.size > 0 || errors.confirm_password) return;
    setSending(true);
    try {
      const { result: user } = await signUp(values);
      chat.reset();
      session.setUser(user);
      navigate(paths.otp);
    } catch (error) {
      const failure = classifyFailure(error);
      if (failure.kind === 'api') notify('warning', failure.error.message);
      else notify('error', NETWORK_ERROR_BANG);
    } finally {
      setSending(false);
    }
  };

  return (
    <AuthLayout
      title="Create your account"
      subtitle="Start selling with an AI mentor at your side."
      backTo={paths.root}
    >
      <form className="form" onSubmit={onSubmit} noValidate>
        <TextField
          label="Name"
          name="name"
          autoComplete="name"
          value={values.name}
          invalid={missing.has('name')}
          required
          onChange={(event) => change('name', event.target.value)}
        />
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
          error={mismatch}
          onChange={(event) => change('confirm_password', event.target.value)}
        />
        <Button type="submit" block size="lg" disabled={sending}>
          {sending ? 'Signing up...' : 'Sign Up'}
        </Button>
      </form>
      <p className="auth-switch">
        Already have an account?{' '}
        <Link href={paths.login} className="text-link">
          Login
        </Link>
      </p>
    </AuthLayout>
  );
}
