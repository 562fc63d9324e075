import { api } from '../../../lib/api';

/** GET /api/plan/get-referral-discount-detail (public): the discount a referral code gives. */
export function getReferralDiscount(referralCode: string) {
  return api.plan.getReferralDiscountDetail(referralCode);
}
