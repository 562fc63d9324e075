import { NO_APPROVED_COMMISSIONS } from '@mentor/core';
import type { Wallet } from '@mentor/core';
import { money } from './money';

/**
 * The Commission payout card: paid out over total earned, with a progress bar; approved and pending
 * apart, and "You don't have any approved commissions yet" while nothing is approved.
 */
export function PayoutProgress({ wallet }: { wallet: Wallet }) {
  const share = wallet.total_amount > 0 ? Math.min(1, Math.max(0, wallet.paid_out / wallet.total_amount)) : 0;
  return (
    <section className="card affiliate-card payout-progress" aria-labelledby="payout-progress-title">
      <h2 id="payout-progress-title" className="affiliate-card-title">
        Commission payout
      </h2>
      <p className="payout-figures">
        <strong>{money(wallet.paid_out)}</strong> <span className="payout-of">/ {money(wallet.total_amount)}</span>
      </p>
      <div
        className="progress"
        role="progressbar"
        aria-label="Commission paid out"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(share * 100)}
      >
        <span className="progress-bar" style={{ width: `${share * 100}%` }} />
      </div>
      <dl className="payout-split">
        <div>
          <dt>Approved</dt>
          <dd>{money(wallet.approved_amount)}</dd>
        </div>
        <div>
          <dt>Pending</dt>
          <dd>{money(wallet.pending_amount)}</dd>
        </div>
      </dl>
      {wallet.approved_amount <= 0 && <p className="payout-empty">{NO_APPROVED_COMMISSIONS}</p>}
    </section>
  );
}
