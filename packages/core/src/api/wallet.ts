import type { ApiClient } from './client';
import type { AffiliateRequest, Wallet } from '../types';

export interface AffiliatePaymentRequestInput {
  /** The user id. */
  user: string;
  /** Dollars. */
  requested_amount: number;
  user_plan_id: string;
}

/** Affiliate wallet and cash-out requests under /api/wallet/. */
export function createWalletApi(client: ApiClient) {
  return {
    getUserWallet: (userPlanId: string) =>
      client.get<Wallet>('/api/wallet/get-user-wallet', { user_plan_id: userPlanId }),
    getAffiliateRequestList: (userId: string) =>
      client.get<AffiliateRequest[]>('/api/wallet/get-affiliate-request-list', { user_id: userId }),
    postAffiliatePaymentRequest: (input: AffiliatePaymentRequestInput) =>
      client.post<AffiliateRequest>('/api/wallet/post-affiliate-payment-request', input),
  };
}
