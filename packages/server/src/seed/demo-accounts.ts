import { PlanId } from '@mentor/core';

/** Development data only: printed by `npm start`, never seeded in production. */
export const DEMO_ACCOUNTS = {
  agencyAdmin: {
    name: 'Dana Whitfield',
    email: 'admin@mentor.demo',
    password: 'MentorDemo1',
    plan_id: PlanId.agency,
    referral_code: 'DEMOAGCY',
  },
  agent: {
    name: 'Alex Rivera',
    email: 'agent@mentor.demo',
    password: 'MentorDemo1',
  },
  affiliate: {
    name: 'Sam Patel',
    email: 'affiliate@mentor.demo',
    password: 'MentorDemo1',
    plan_id: PlanId.affiliate,
    referral_code: 'DEMOAFFL',
  },
} as const;
