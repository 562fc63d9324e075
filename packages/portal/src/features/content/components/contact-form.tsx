import { useState } from 'react';
import type { FormEvent } from 'react';
import { CONTACT_THANKS, NETWORK_ERROR, validateContact } from '@mentor/core';
import type { ContactRecord, ContactValues, FieldErrors } from '@mentor/core';
import { Button } from '../../../components/ui/button';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { showAlert } from '../../../lib/alerts';
import { classifyFailure } from '../../../lib/failure';
import { notify } from '../../../lib/notify';
import { postContact } from '../api/post-contact';

/** Get in Touch: Email, Subject, How can we help you; Submit (Processing while sending). */
export function ContactForm({
  initialEmail = '',
  onSent,
}: {
  initialEmail?: string;
  onSent?: (record: ContactRecord) => void;
}) {
  const empty: ContactValues = { email: initialEmail, subject: '', notes: '' };
  const [values, setValues] = useState<ContactValues>(empty);
  const [errors, setErrors] = useState<FieldErrors<keyof ContactValues>>({});
  const [sending, setSending] = useState(false);

  const change = (field: keyof ContactValues, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateContact(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSending(true);
    try {
      const { result } = await postContact(values);
      setValues(empty);
      onSent?.(result);
      void showAlert(CONTACT_THANKS);
    } catch (error) {
      const failure = classifyFailure(error);
      if (failure.kind === 'api') notify('warning', failure.error.message);
      else notify('error', NETWORK_ERROR);
    } finally {
      setSending(false);
    }
  };

  return (
    <form className="form contact-form" onSubmit={onSubmit} noValidate aria-labelledby="contact-title">
      <h2 id="contact-title" className="form-title">
        Get in Touch
      </h2>
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        value={values.email}
        error={errors.email}
        onChange={(event) => change('email', event.target.value)}
      />
      <TextField
        label="Subject"
        name="subject"
        value={values.subject}
        error={errors.subject}
        maxLength={200}
        onChange={(event) => change('subject', event.target.value)}
      />
      <TextAreaField
        label="How can we help you"
        name="notes"
        rows={5}
        value={values.notes}
        error={errors.notes}
        maxLength={5000}
        onChange={(event) => change('notes', event.target.value)}
      />
      <Button type="submit" size="lg" disabled={sending}>
        {sending ? 'Processing' : 'Submit'}
      </Button>
    </form>
  );
}
