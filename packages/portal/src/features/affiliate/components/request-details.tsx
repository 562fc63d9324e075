import { formatInvoiceDate } from '@mentor/core';
import type { AffiliateRequest } from '@mentor/core';
import { money } from './money';

const STATUS_TEXT: Record<AffiliateRequest['status'], string> = {
  pending: 'Pending',
  approved: 'Approved',
  paid: 'Paid',
  rejected: 'Rejected',
};

/** Payment Request Details of the newest request: Total Amount, Requested Amount, Remaining Amount, Status. */
export function RequestDetails({ request }: { request: AffiliateRequest }) {
  return (
    <section className="card affiliate-card request-details" aria-labelledby="request-details-title">
      <h2 id="request-details-title" className="affiliate-card-title">
        Payment Request Details
      </h2>
      <dl className="request-facts">
        <div>
          <dt>Total Amount</dt>
          <dd>{money(request.total_amount)}</dd>
        </div>
        <div>
          <dt>Requested Amount</dt>
          <dd>{money(request.requested_amount)}</dd>
        </div>
        <div>
          <dt>Remaining Amount</dt>
          <dd>{money(request.remaining_amount)}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>
            <span className={`status-badge is-${request.status}`}>{STATUS_TEXT[request.status]}</span>
          </dd>
        </div>
      </dl>
      <p className="affiliate-note">
        Requested on {formatInvoiceDate(request.created_on)}
        {request.paid_on ? `, paid on ${formatInvoiceDate(request.paid_on)}` : ''}
        {request.rejected_on ? `, rejected on ${formatInvoiceDate(request.rejected_on)}` : ''}
        {request.note ? ` (${request.note})` : ''}.
      </p>
    </section>
  );
}
