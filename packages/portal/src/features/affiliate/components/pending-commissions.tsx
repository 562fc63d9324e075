import { formatInvoiceDate } from '@mentor/core';
import type { PendingCommission } from '@mentor/core';
import { money } from './money';

/** Commissions still in their 30-day holding period, each with the day it is approved. */
export function PendingCommissions({ items }: { items: PendingCommission[] }) {
  if (items.length === 0) return null;
  return (
    <section className="card affiliate-card" aria-labelledby="pending-title">
      <h2 id="pending-title" className="affiliate-card-title">
        Pending commissions
      </h2>
      <p className="affiliate-note">A commission is held for 30 days (refunds happen), then approved.</p>
      <ul className="pending-list">
        {items.map((item) => (
          <li key={item._id}>
            <span className="pending-amount">{money(item.amount)}</span>
            <span className="pending-meta">
              {item.referee_name ? `${item.referee_name} · ` : ''}approved on {formatInvoiceDate(item.approves_on)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
