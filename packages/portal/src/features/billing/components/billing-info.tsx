import { countryOptions, dollarsToCents, formatDollars, formatInvoiceDate } from '@mentor/core';
import type { BillingAddress, SubscriptionDetail } from '@mentor/core';
import { Button } from '../../../components/ui/button';
import { useUnsubscribe } from '../hooks/use-unsubscribe';

function countryName(code: string): string {
  return countryOptions().find((country) => country.value === code)?.label ?? code;
}

function AddressLines({ address }: { address: BillingAddress }) {
  return (
    <address className="billing-address">
      {address.name}
      <br />
      {address.line1}
      {address.line2 ? `, ${address.line2}` : ''}
      <br />
      {[address.city, address.state, address.postal_code].filter(Boolean).join(', ')}
      <br />
      {countryName(address.country)}
    </address>
  );
}

/** The active plan (renewal or end date), the billing address, and Unsubscribe. */
export function BillingInfo({ detail }: { detail: SubscriptionDetail }) {
  const { unsubscribe, busy } = useUnsubscribe();
  const plan = detail.active_plan;
  const periodEnd = plan?.current_period_end ? formatInvoiceDate(plan.current_period_end) : null;
  const canUnsubscribe = Boolean(plan && !plan.cancel_at_period_end && plan.current_period_end);

  return (
    <section className="billing-section card billing-info" aria-labelledby="billing-info-title">
      <h2 id="billing-info-title" className="billing-section-title">
        Billing info
      </h2>
      <dl className="billing-facts">
        <div>
          <dt>Plan</dt>
          <dd>{plan ? `${plan.plan_name}${plan.status === 'trialing' ? ' (trial)' : ''}` : 'No active plan'}</dd>
        </div>
        {plan && periodEnd && (
          <div>
            <dt>
              {plan.cancel_at_period_end
                ? 'Access ends on'
                : plan.status === 'trialing'
                  ? 'Trial ends on'
                  : 'Renews on'}
            </dt>
            <dd>{periodEnd}</dd>
          </div>
        )}
        {plan?.amount != null && !plan.cancel_at_period_end && (
          <div>
            <dt>{plan.status === 'trialing' ? 'Then each month' : 'Each month'}</dt>
            <dd>{formatDollars(dollarsToCents(plan.amount))}</dd>
          </div>
        )}
        {(detail.account_credit ?? 0) > 0 && (
          <div>
            <dt>Account credit</dt>
            <dd>{formatDollars(dollarsToCents(detail.account_credit ?? 0))}, used for the next charges</dd>
          </div>
        )}
        <div>
          <dt>Billing address</dt>
          <dd>
            {detail.active_billing_address ? <AddressLines address={detail.active_billing_address} /> : 'None yet'}
          </dd>
        </div>
      </dl>
      {plan && canUnsubscribe && (
        <Button variant="danger" disabled={busy} onClick={() => void unsubscribe(plan)}>
          Unsubscribe
        </Button>
      )}
    </section>
  );
}
