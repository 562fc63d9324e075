import { useState } from 'react';
import { dollarsToCents, formatDollars, formatInvoiceDate } from '@mentor/core';
import type { PaymentReceipt } from '@mentor/core';
import { useHistoryState } from 'wouter/use-browser-location';
import { Button } from './ui/button';
import { CheckIcon } from './ui/icons';

/** The history state a successful checkout leaves for the dashboard to confirm it. */
export interface PaymentConfirmationState {
  paymentReceipt: PaymentReceipt | null;
}

const money = (dollars: number) => formatDollars(dollarsToCents(dollars));
const brandName = (brand: string | null) =>
  brand && brand !== 'unknown' ? brand.charAt(0).toUpperCase() + brand.slice(1) : 'Card';

/** The sentence of what was charged, or of what a trial's card setup means. */
function chargeLine(receipt: PaymentReceipt): string {
  const card = receipt.last_digits ? ` to your ${brandName(receipt.card_brand)} ending ${receipt.last_digits}` : '';
  if (receipt.trial_ends_on)
    return `Your free trial of ${receipt.plan_name} runs until ${formatInvoiceDate(receipt.trial_ends_on)}. Nothing was charged today${card ? `; ${money(receipt.next_charge_amount ?? 0)} will be charged${card} then` : ''}.`;
  return `We charged ${money(receipt.amount_paid)}${card} for the ${receipt.plan_name} plan.`;
}

/**
 * The on-screen confirmation of a payment (issue 13): the plan, what was charged and to which card,
 * each discount, the next charge, where the receipt went and the invoice. Shown on the dashboard
 * after subscribing, until dismissed.
 */
export function PaymentConfirmation() {
  const state = useHistoryState<PaymentConfirmationState | null>();
  const [dismissed, setDismissed] = useState(false);
  const receipt = state?.paymentReceipt;
  if (!receipt || dismissed) return null;
  return (
    <section className="payment-confirmation" role="status" aria-labelledby="payment-confirmation-title">
      <CheckIcon className="payment-confirmation-icon" />
      <div className="payment-confirmation-body">
        <h2 id="payment-confirmation-title" className="payment-confirmation-title">
          {receipt.trial_ends_on ? 'Your trial has started' : 'Payment received'}
        </h2>
        <p>{chargeLine(receipt)}</p>
        {receipt.discounts.length > 0 && (
          <ul className="payment-confirmation-discounts">
            {receipt.discounts.map((discount) => (
              <li key={discount.label}>
                {discount.label}: {money(-discount.amount)}
              </li>
            ))}
          </ul>
        )}
        {receipt.next_charge_on && !receipt.trial_ends_on && (
          <p>
            Next charge: {money(receipt.next_charge_amount ?? 0)} on {formatInvoiceDate(receipt.next_charge_on)}.
          </p>
        )}
        <p>
          {receipt.invoice_number ? `Receipt ${receipt.invoice_number} is on its way to ${receipt.email}.` : ''}{' '}
          {receipt.invoice_pdf && (
            <a href={receipt.invoice_pdf} target="_blank" rel="noopener noreferrer" className="text-link">
              View the invoice (PDF)
            </a>
          )}
        </p>
      </div>
      <Button variant="ghost" size="sm" onClick={() => setDismissed(true)}>
        Dismiss
      </Button>
    </section>
  );
}
