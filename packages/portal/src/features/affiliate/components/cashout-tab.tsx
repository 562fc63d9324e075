import type { Wallet } from '@mentor/core';
import { Spinner } from '../../../components/ui/spinner';
import { getAffiliateRequests } from '../api/get-affiliate-requests';
import { useAffiliateLoad } from '../hooks/use-affiliate-load';
import { CashoutForm } from './cashout-form';
import { PayoutProgress } from './payout-progress';
import { RequestDetails } from './request-details';

/**
 * Tab 3, Cashout Request: the payout card; the request form while no request is open (pending or
 * approved); the details of the newest request.
 */
export function CashoutTab({
  userId,
  userPlanId,
  wallet,
  onChanged,
}: {
  userId: string;
  userPlanId: string;
  wallet: Wallet;
  onChanged: () => void;
}) {
  const requests = useAffiliateLoad(userId, getAffiliateRequests);
  const latest = requests.data?.[0] ?? null;
  const open = latest !== null && (latest.status === 'pending' || latest.status === 'approved');
  return (
    <div className="affiliate-tab affiliate-columns">
      <div className="affiliate-stack">
        <PayoutProgress wallet={wallet} />
      </div>
      <div className="affiliate-stack">
        {requests.loading && !requests.data ? (
          <Spinner label="Loading your cash-out requests" />
        ) : (
          <>
            {!open && !requests.failed && (
              <CashoutForm
                userId={userId}
                userPlanId={userPlanId}
                remaining={wallet.amount}
                onSent={() => {
                  requests.reload();
                  onChanged();
                }}
              />
            )}
            {latest && <RequestDetails request={latest} />}
          </>
        )}
      </div>
    </div>
  );
}
