import { useState } from 'react';
import { missingNewPasswordFields, validateNewPassword } from '@mentor/core';
import type { NewPasswordValues } from '@mentor/core';
import { PasswordField } from './field';

/**
 * A new password typed twice (reset, invitation): blank fields are outlined red, and a confirmation
 * that differs says "fields doesn't match*" (spec §5). `check()` applies both and says whether to send.
 */
export function useNewPassword() {
  const [values, setValues] = useState<NewPasswordValues>({ password: '', confirm_password: '' });
  const [missing, setMissing] = useState<Set<keyof NewPasswordValues>>(new Set());
  const [mismatch, setMismatch] = useState<string | null>(null);

  const change = (field: keyof NewPasswordValues, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setMissing((current) => new Set([...current].filter((f) => f !== field)));
    setMismatch(null);
  };

  const check = (): boolean => {
    const empty = missingNewPasswordFields(values);
    setMissing(empty);
    if (empty.size > 0) return false;
    const problem = validateNewPassword(values).confirm_password ?? null;
    setMismatch(problem);
    return problem === null;
  };

  return { values, missing, mismatch, change, check };
}

/** The two fields of {@link useNewPassword}: Password and Confirm Password. */
export function NewPasswordFields({ form, hint }: { form: ReturnType<typeof useNewPassword>; hint?: string }) {
  return (
    <>
      <PasswordField
        label="Password"
        name="password"
        autoComplete="new-password"
        value={form.values.password}
        invalid={form.missing.has('password')}
        hint={hint}
        required
        onChange={(event) => form.change('password', event.target.value)}
      />
      <PasswordField
        label="Confirm Password"
        name="confirm_password"
        autoComplete="new-password"
        value={form.values.confirm_password}
        invalid={form.missing.has('confirm_password')}
        error={form.mismatch}
        required
        onChange={(event) => form.change('confirm_password', event.target.value)}
      />
    </>
  );
}
