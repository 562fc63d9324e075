import { useState } from 'react';
import type { PayoutMethod } from '@mentor/core';
import { Link } from 'wouter';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { PaypalDialog } from './paypal-dialog';

function describe(method: PayoutMethod): string {
  if (method.method === 'paypal') return `PayPal: ${method.paypal_email}`;
  return `Wire transfer: ${method.bank_name}, account ${method.bank_account_number}, IBAN ${method.bank_iban}`;
}

/** The payout method on file, and Add payout method → PayPal or Wire Transfer. */
export function PayoutMethodCard({
  userId,
  method,
  onChanged,
}: {
  userId: string;
  method: PayoutMethod | null;
  onChanged: () => void;
}) {
  const [paypalOpen, setPaypalOpen] = useState(false);
  return (
    <section className="card affiliate-card" aria-labelledby="payout-method-title">
      <h2 id="payout-method-title" className="affiliate-card-title">
        {method ? 'Payout method' : 'Add payout method'}
      </h2>
      <p className="affiliate-note">
        {method ? describe(method) : 'Choose where your cash-outs go before you request one.'}
      </p>
      <div className="payout-options" role="group" aria-label={method ? 'Change payout method' : 'Add payout method'}>
        <Button variant="secondary" onClick={() => setPaypalOpen(true)}>
          PayPal
        </Button>
        <Link href={paths.dashboardWireTransferForm} className="btn btn-secondary btn-md">
          Wire Transfer
        </Link>
      </div>
      {paypalOpen && (
        <PaypalDialog
          userId={userId}
          onClose={() => setPaypalOpen(false)}
          onSaved={() => {
            setPaypalOpen(false);
            onChanged();
          }}
        />
      )}
    </section>
  );
}
