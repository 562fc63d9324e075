import type { Wallet } from '@mentor/core';
import { Spinner } from '../../../components/ui/spinner';
import { getPayoutMethod } from '../api/get-payout-method';
import { useAffiliateLoad } from '../hooks/use-affiliate-load';
import { money } from './money';
import { PayoutMethodCard } from './payout-method-card';
import { PayoutProgress } from './payout-progress';
import { PendingCommissions } from './pending-commissions';
import { ReferralLink } from './referral-link';
import { ReferralList } from './referral-list';

/** Tab 2, My Referrals: payout progress, payout method, remaining amount, total referrals, the invitation, the list. */
export function MyReferralsTab({ userId, wallet, link }: { userId: string; wallet: Wallet; link: string }) {
  const payout = useAffiliateLoad(userId, getPayoutMethod);
  return (
    <div className="affiliate-tab affiliate-columns">
      <div className="affiliate-stack">
        <PayoutProgress wallet={wallet} />
        {payout.loading && !payout.data ? (
          <Spinner label="Loading your payout method" />
        ) : (
          <PayoutMethodCard userId={userId} method={payout.data} onChanged={payout.reload} />
        )}
        <PendingCommissions items={wallet.pending_commissions} />
      </div>
      <div className="affiliate-stack">
        <div className="affiliate-stats">
          <section className="card affiliate-card stat-card" aria-label="Remaining commission amount">
            <h2 className="affiliate-card-title">Remaining commission amount</h2>
            <p className="stat-value">{money(wallet.amount)}</p>
          </section>
          <section className="card affiliate-card stat-card" aria-label="Total referrals">
            <h2 className="affiliate-card-title">Total referrals</h2>
            <p className="stat-value">{wallet.total_referrals}</p>
          </section>
        </div>
        <section className="card affiliate-card invite-card" aria-labelledby="invite-title">
          <h2 id="invite-title" className="affiliate-card-title">
            Invite your friends
          </h2>
          <p className="affiliate-note">
            They get {wallet.referee_discount}% off; you earn {wallet.commission_percent}% of every payment they make.
          </p>
          <ReferralLink link={link} label="Invitation link" />
        </section>
        <ReferralList referrals={wallet.user_data} />
      </div>
    </div>
  );
}
