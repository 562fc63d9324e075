/**
 * The plan table of DESIGN ("Plans"): fixed ids, prices in cents, seats and plan_actions.
 * The server seeds exactly these rows; the portal draws its cards from them.
 */
export const PlanId = {
  agent: '6f1c2a9e-0b7d-4c1e-9a51-1a2b3c4d0001',
  agency: '6f1c2a9e-0b7d-4c1e-9a51-1a2b3c4d0002',
  affiliate: '6f1c2a9e-0b7d-4c1e-9a51-1a2b3c4d0003',
  enterprise: '6f1c2a9e-0b7d-4c1e-9a51-1a2b3c4d0004',
} as const;
export type PlanId = (typeof PlanId)[keyof typeof PlanId];

export type PlanAction = 'employee' | 'affiliate' | 'embed';
export type BillingInterval = 'month' | 'one_time' | 'contact';

export interface PlanDefinition {
  id: PlanId;
  name: 'Agent' | 'Agency' | 'Affiliate' | 'Enterprise';
  /** Integer cents; null for Enterprise (by contact). */
  price_cents: number | null;
  interval: BillingInterval;
  /** Seats including the owner; null means unlimited. */
  seats: number | null;
  plan_actions: PlanAction[];
  trial_days: number;
  /** Sold through the online checkout (Enterprise is not: it leads to Contact). */
  sold_online: boolean;
}

export const PLANS: readonly PlanDefinition[] = [
  {
    id: PlanId.agent,
    name: 'Agent',
    price_cents: 4900,
    interval: 'month',
    seats: 1,
    plan_actions: ['embed'],
    trial_days: 0,
    sold_online: true,
  },
  {
    id: PlanId.agency,
    name: 'Agency',
    price_cents: 49900,
    interval: 'month',
    seats: 10,
    plan_actions: ['employee', 'embed'],
    trial_days: 14,
    sold_online: true,
  },
  {
    id: PlanId.affiliate,
    name: 'Affiliate',
    price_cents: 99900,
    interval: 'one_time',
    seats: 1,
    plan_actions: ['affiliate', 'embed'],
    trial_days: 0,
    sold_online: true,
  },
  {
    id: PlanId.enterprise,
    name: 'Enterprise',
    price_cents: null,
    interval: 'contact',
    seats: null,
    plan_actions: ['employee', 'affiliate', 'embed'],
    trial_days: 0,
    sold_online: false,
  },
];

export function findPlan(id: string): PlanDefinition | undefined {
  return PLANS.find((plan) => plan.id === id);
}
