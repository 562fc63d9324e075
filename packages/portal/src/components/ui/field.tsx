import { useId, useState } from 'react';
import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';
import { EyeIcon, EyeOffIcon } from './icons';

interface FieldFrameProps {
  id: string;
  label: ReactNode;
  error?: string | null | undefined;
  hint?: ReactNode;
  children: ReactNode;
}

function FieldFrame({ id, label, error, hint, children }: FieldFrameProps) {
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      {children}
      {hint && (
        <p className="field-hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field-error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

function describedBy(id: string, error: unknown, hint: unknown): string | undefined {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: ReactNode;
  /** A message under the field; the field is outlined red. */
  error?: string | null | undefined;
  /** Outlined red without a message (spec §5: a missing login field). */
  invalid?: boolean;
  hint?: ReactNode;
}

export function TextField({ label, error, invalid, hint, className, ...props }: TextFieldProps) {
  const id = useId();
  const bad = Boolean(error) || Boolean(invalid);
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint}>
      <input
        id={id}
        className={`input${bad ? ' input-invalid' : ''}${className ? ` ${className}` : ''}`}
        aria-invalid={bad || undefined}
        aria-describedby={describedBy(id, error, hint)}
        {...props}
      />
    </FieldFrame>
  );
}

export function PasswordField({ label, error, invalid, hint, ...props }: Omit<TextFieldProps, 'type'>) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  const bad = Boolean(error) || Boolean(invalid);
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint}>
      <div className="input-with-action">
        <input
          id={id}
          type={visible ? 'text' : 'password'}
          className={`input${bad ? ' input-invalid' : ''}`}
          aria-invalid={bad || undefined}
          aria-describedby={describedBy(id, error, hint)}
          {...props}
        />
        <button
          type="button"
          className="input-action"
          onClick={() => setVisible((v) => !v)}
          aria-label={visible ? 'Hide password' : 'Show password'}
          aria-pressed={visible}
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </button>
      </div>
    </FieldFrame>
  );
}

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: ReactNode;
  error?: string | null | undefined;
  hint?: ReactNode;
}

export function TextAreaField({ label, error, hint, ...props }: TextAreaFieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint}>
      <textarea
        id={id}
        className={`input textarea${error ? ' input-invalid' : ''}`}
        aria-invalid={Boolean(error) || undefined}
        aria-describedby={describedBy(id, error, hint)}
        {...props}
      />
    </FieldFrame>
  );
}
