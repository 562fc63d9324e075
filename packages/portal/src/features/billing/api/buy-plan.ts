import type { User } from '@mentor/core';
import { api } from '../../../lib/api';
import { referralAttribution } from '../../../lib/stores';

/**
 * POST /api/plan/buy-plan: the payment session for `planId`, with the applied coupon or null, and the
 * referral code kept in the browser (the server decides whether it still applies).
 */
export async function buyPlan(user: Pick<User, '_id' | 'email'>, planId: string, couponCode: string | null) {
  const referralCode = await referralAttribution.current();
  return api.plan.buyPlan({
    user_id: user._id,
    user_email: user.email,
    plan_id: planId,
    coupon_code: couponCode,
    ...(referralCode ? { referral_code: referralCode } : {}),
  });
}
