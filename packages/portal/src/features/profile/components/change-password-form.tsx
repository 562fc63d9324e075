import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { CHANGE_PASSWORD_NETWORK_ERROR, PASSWORD_CHANGED, validateChangePassword } from '@mentor/core';
import type { ChangePasswordValues, FieldErrors } from '@mentor/core';
import { Button } from '../../../components/ui/button';
import { PasswordField } from '../../../components/ui/field';
import { classifyFailure } from '../../../lib/failure';
import { notify } from '../../../lib/notify';
import { useUser } from '../../../lib/use-session';
import { changePassword } from '../api/change-password';

const EMPTY: ChangePasswordValues = { old_password: '', new_password: '' };

/** Change Password: current and new password (spec §5 rules); errors clear when a field is edited. */
export function ChangePasswordForm() {
  const id = useId();
  const user = useUser();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<keyof ChangePasswordValues>>({});
  const [saving, setSaving] = useState(false);

  if (!user) return null;

  const change = (field: keyof ChangePasswordValues, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateChangePassword(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      await changePassword({ _id: user._id, ...values });
      setValues(EMPTY);
      notify('success', PASSWORD_CHANGED);
    } catch (error) {
      const failure = classifyFailure(error);
      if (failure.kind === 'api') notify('error', failure.error.message);
      else notify('error', CHANGE_PASSWORD_NETWORK_ERROR);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="form-title">
        Change Password
      </h2>
      <PasswordField
        label="Current Password"
        name="old_password"
        autoComplete="current-password"
        value={values.old_password}
        error={errors.old_password}
        onChange={(event) => change('old_password', event.target.value)}
      />
      <PasswordField
        label="New Password"
        name="new_password"
        autoComplete="new-password"
        value={values.new_password}
        error={errors.new_password}
        hint="At least 6 characters, with an uppercase letter and a number."
        onChange={(event) => change('new_password', event.target.value)}
      />
      <div className="form-actions-end">
        <Button type="submit" size="lg" disabled={saving}>
          {saving ? 'Saving...' : 'Change Password'}
        </Button>
      </div>
    </form>
  );
}
