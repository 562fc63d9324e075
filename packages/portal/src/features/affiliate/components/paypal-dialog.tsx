import { useState } from 'react';
import type { FormEvent } from 'react';
import { NETWORK_ERROR, isValidEmail } from '@mentor/core';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { classifyFailure } from '../../../lib/failure';
import { notify } from '../../../lib/notify';
// The billing feature's dialog: one modal for the whole portal (see docs/decisions.md).
import { Modal } from '../../billing/components/modal';
import { postPaypal } from '../api/post-paypal';

export const PAYPAL_EMAIL_INVALID = 'Please enter a valid PayPal e-mail address.';

/** PayPal as the payout method: one address, saved like the wire form (server message in a toast). */
export function PaypalDialog({
  userId,
  onClose,
  onSaved,
}: {
  userId: string;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isValidEmail(email)) {
      setError(PAYPAL_EMAIL_INVALID);
      return;
    }
    setSaving(true);
    try {
      const { message } = await postPaypal(userId, email);
      notify('success', message);
      onSaved();
    } catch (failure) {
      const kind = classifyFailure(failure);
      notify('error', kind.kind === 'api' ? kind.error.message : NETWORK_ERROR);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal title="PayPal payout" onClose={onClose}>
      <form className="form" onSubmit={onSubmit} noValidate>
        <p className="modal-text">Commissions you cash out are sent to this PayPal account.</p>
        <TextField
          label="PayPal e-mail"
          type="email"
          inputMode="email"
          autoComplete="email"
          value={email}
          error={error}
          onChange={(event) => {
            setEmail(event.target.value);
            setError(null);
          }}
        />
        <Button type="submit" block disabled={saving} aria-busy={saving || undefined}>
          {saving ? 'Saving...' : 'Save PayPal'}
        </Button>
      </form>
    </Modal>
  );
}
