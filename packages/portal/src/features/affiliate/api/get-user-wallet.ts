import { api } from '../../../lib/api';

/** GET /api/wallet/get-user-wallet: commissions, payouts and referrals of the caller's plan. */
export function getUserWallet(userPlanId: string) {
  return api.wallet.getUserWallet(userPlanId);
}
