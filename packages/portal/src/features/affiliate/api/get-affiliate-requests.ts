import { api } from '../../../lib/api';

/** GET /api/wallet/get-affiliate-request-list: the caller's cash-out requests, newest first. */
export function getAffiliateRequests(userId: string) {
  return api.wallet.getAffiliateRequestList(userId);
}
