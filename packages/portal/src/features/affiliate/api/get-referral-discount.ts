import { api } from '../../../lib/api';

/** GET /api/plan/get-referral-discount-detail: the rates a referral code gives. */
export function getReferralDiscount(referralCode: string | null) {
  return api.plan.getReferralDiscountDetail(referralCode);
}
