import { useState } from 'react';
import { dollarsToCents, formatDollars, formatInvoiceDate } from '@mentor/core';
import type { PastDuePlan, PaymentMethod } from '@mentor/core';
import { Button } from '../../../components/ui/button';
import { notify } from '../../../lib/notify';
import { session } from '../../../lib/stores';
import { getCurrentUser } from '../api/get-current-user';
import { retryPayment } from '../api/retry-payment';
import { cardBrandLabel } from '../gateway/card-brand';
import { reportBillingFailure } from '../hooks/report-billing-failure';
import { CardModal } from './card-modal';

/**
 * A plan whose renewal failed (issue 13): what could not be charged and why, "Update card" (a new
 * card that becomes the default) and paying now with the default card. Paid, the plan is active again.
 */
export function PastDueNotice({
  plan,
  defaultCard,
  onChanged,
}: {
  plan: PastDuePlan;
  defaultCard: PaymentMethod | null;
  onChanged: () => Promise<void>;
}) {
  const [adding, setAdding] = useState(false);
  const [paying, setPaying] = useState(false);
  const amount = formatDollars(dollarsToCents(plan.amount_due));

  const pay = async () => {
    setPaying(true);
    try {
      const { message } = await retryPayment(plan._id);
      notify('success', message);
      const current = session.user.peek();
      const { result } = await getCurrentUser();
      if (current) session.setUser({ ...current, ...result, token: current.token });
      await onChanged();
    } catch (error) {
      await reportBillingFailure(error);
    } finally {
      setPaying(false);
    }
  };

  return (
    <section className="past-due card" aria-labelledby="past-due-title">
      <h2 id="past-due-title" className="past-due-title">
        Your {plan.plan_name} plan is past due
      </h2>
      <p>
        The renewal of {amount}
        {plan.failed_on ? ` on ${formatInvoiceDate(plan.failed_on)}` : ''} did not go through
        {plan.reason ? `: ${plan.reason}` : '.'} Mentor is paused until it is paid. Update your card, then pay.
      </p>
      <div className="past-due-actions">
        <Button onClick={() => setAdding(true)}>Update card</Button>
        {defaultCard && (
          <Button variant="secondary" disabled={paying} aria-busy={paying || undefined} onClick={() => void pay()}>
            {paying
              ? 'Paying...'
              : `Pay ${amount} now with ${cardBrandLabel(defaultCard.brand)} ending ${defaultCard.last_digits}`}
          </Button>
        )}
      </div>
      {adding && (
        <CardModal
          mode={{ kind: 'add', makeDefault: true }}
          onClose={() => setAdding(false)}
          onSaved={() => {
            setAdding(false);
            void onChanged();
          }}
        />
      )}
    </section>
  );
}
