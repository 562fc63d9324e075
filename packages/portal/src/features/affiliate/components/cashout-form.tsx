import { useState } from 'react';
import type { FormEvent } from 'react';
import { CASHOUT_SENT, INVALID_AMOUNT, firstError, validateCashout } from '@mentor/core';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { showAlert } from '../../../lib/alerts';
import { notify } from '../../../lib/notify';
import { postCashoutRequest } from '../api/post-cashout-request';
import { reportAffiliateFailure } from '../hooks/use-affiliate-load';
import { money } from './money';

/** Request Amount and Request: a number above 0 and no more than what remains, else "Please enter a valid amount." */
export function CashoutForm({
  userId,
  userPlanId,
  remaining,
  onSent,
}: {
  userId: string;
  userPlanId: string;
  remaining: number;
  onSent: () => void;
}) {
  const [amount, setAmount] = useState('');
  const [sending, setSending] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    if (firstError(validateCashout(amount, remaining))) {
      void showAlert(INVALID_AMOUNT);
      return;
    }
    setSending(true);
    try {
      await postCashoutRequest({ user: userId, requested_amount: Number(amount), user_plan_id: userPlanId });
      notify('success', CASHOUT_SENT);
      setAmount('');
      onSent();
    } catch (error) {
      reportAffiliateFailure(error);
    } finally {
      setSending(false);
    }
  };

  return (
    <form className="card affiliate-card cashout-form" onSubmit={onSubmit} noValidate aria-labelledby="cashout-title">
      <h2 id="cashout-title" className="affiliate-card-title">
        Cashout Request
      </h2>
      <TextField
        label="Request Amount"
        type="number"
        inputMode="decimal"
        min="0"
        step="0.01"
        value={amount}
        hint={`You can request up to ${money(Math.max(0, remaining))} of approved commissions.`}
        onChange={(event) => setAmount(event.target.value)}
      />
      <Button type="submit" disabled={sending} aria-busy={sending || undefined}>
        {sending ? 'Sending...' : 'Request'}
      </Button>
    </form>
  );
}
