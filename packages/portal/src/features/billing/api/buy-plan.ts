import type { User } from '@mentor/core';
import { api } from '../../../lib/api';

/** POST /api/plan/buy-plan: the payment session for `planId`, with the applied coupon or null. */
export function buyPlan(user: Pick<User, '_id' | 'email'>, planId: string, couponCode: string | null) {
  return api.plan.buyPlan({ user_id: user._id, user_email: user.email, plan_id: planId, coupon_code: couponCode });
}
