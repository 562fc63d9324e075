import type { AffiliateRequest, LoggedInUser, Wallet } from '@mentor/core';
import { makeUser } from '../../testing/fixtures';

export const PLAN_ID = '22222222-2222-4222-8222-222222222222';

/** A signed-in affiliate on the Affiliate plan with the referral code AFFCODE1. */
export function makeAffiliate(overrides: Partial<LoggedInUser> = {}): LoggedInUser {
  return makeUser({
    plan_actions: [{ action_name: 'affiliate' }, { action_name: 'embed' }],
    subscribed_plan: {
      _id: PLAN_ID,
      plan_id: '6f1c2a9e-0b7d-4c1e-9a51-1a2b3c4d0003',
      plan_name: 'Affiliate',
      referral_code: 'AFFCODE1',
      status: 'active',
      current_period_end: null,
      cancel_at_period_end: false,
    },
    ...overrides,
  });
}

export function makeWallet(overrides: Partial<Wallet> = {}): Wallet {
  return {
    paid_out: 0,
    total_amount: 0,
    amount: 0,
    total_referrals: 0,
    referral_code: 'AFFCODE1',
    user_data: [],
    pending_amount: 0,
    approved_amount: 0,
    requested_amount: 0,
    commission_percent: 15,
    referee_discount: 21,
    pending_commissions: [],
    ...overrides,
  };
}

export function makeRequest(overrides: Partial<AffiliateRequest> = {}): AffiliateRequest {
  return {
    _id: 'r1',
    number: 1,
    total_amount: 11.62,
    requested_amount: 10,
    remaining_amount: 1.62,
    status: 'pending',
    payout_method: 'wire',
    created_on: '2026-11-20T10:00:00.000Z',
    approved_on: null,
    paid_on: null,
    rejected_on: null,
    note: null,
    ...overrides,
  };
}
