import { dollarsToCents, formatDollars, formatInvoiceDate } from '@mentor/core';
import type { PlanChangePreview } from '@mentor/core';

const money = (dollars: number) => formatDollars(dollarsToCents(dollars));

/**
 * What a plan change does, before paying (issue 13): the credit for the unused time of the plan it
 * replaces, any account credit and tax, today's charge, and the new price from the next charge date.
 * The server computed every figure; the charge is today's figure to the cent.
 */
export function PlanChangeSummary({ change }: { change: PlanChangePreview }) {
  const next = change.next_charge_on ? formatInvoiceDate(change.next_charge_on) : null;
  return (
    <section className="plan-change" aria-label="What changes">
      <p className="plan-change-lead">
        Your {change.from_plan_name} plan ends today and {change.to_plan_name} starts now.
      </p>
      <dl className="plan-change-figures">
        <div>
          <dt>{change.to_plan_name} plan</dt>
          <dd>{money(change.new_price)}</dd>
        </div>
        <div>
          <dt>
            Credit for unused {change.from_plan_name} time
            {change.unused_until ? ` (until ${formatInvoiceDate(change.unused_until)})` : ''}
          </dt>
          <dd>{change.unused_credit > 0 ? money(-change.unused_credit) : money(0)}</dd>
        </div>
        {change.credit_applied > 0 && (
          <div>
            <dt>Account credit</dt>
            <dd>{money(-change.credit_applied)}</dd>
          </div>
        )}
        {change.tax > 0 && (
          <div>
            <dt>Tax</dt>
            <dd>{money(change.tax)}</dd>
          </div>
        )}
        <div className="plan-change-today">
          <dt>Today&apos;s charge</dt>
          <dd>{money(change.amount_today)}</dd>
        </div>
      </dl>
      <p className="plan-change-next">
        {change.new_price_interval === 'one_time'
          ? `${change.to_plan_name} is paid once: nothing renews.`
          : `Then ${money(change.new_price)} per month${next ? `, next charged on ${next}` : ''}.`}
        {change.credit_left > 0 &&
          ` ${money(change.credit_left)} of credit stays on your account for the next charges.`}
      </p>
    </section>
  );
}
