import type { Employee, SeatSummary } from '@mentor/core';
import { ok } from '../../testing/fake-api';
import type { FakeAnswer } from '../../testing/fake-api';
import { makeUser } from '../../testing/fixtures';

export const PLAN_ID = '22222222-2222-4222-8222-222222222222';

/** An agency admin: owner of a live Agency plan. */
export const admin = makeUser({
  name: 'Dana Whitfield',
  plan_actions: [{ action_name: 'employee' }, { action_name: 'embed' }],
  subscribed_plan: {
    _id: PLAN_ID,
    plan_id: 'agency',
    plan_name: 'Agency',
    referral_code: 'DEMOAGCY',
    status: 'active',
    current_period_end: null,
    cancel_at_period_end: false,
  },
});

export function makeEmployee(index: number, overrides: Partial<Employee> = {}): Employee {
  return {
    _id: `e${index}`,
    user_id: `u${index}`,
    user_plan_id: PLAN_ID,
    full_name: ['Alex Rivera', 'Robin Hale', 'Casey Lane'][index] ?? `Agent ${index}`,
    email: ['alex@agency.test', 'robin@agency.test', 'casey@other.test'][index] ?? `agent${index}@agency.test`,
    phone: '15555550123',
    country: 'US',
    region: 'Texas',
    city: 'Austin',
    address: '100 Congress Ave',
    zipcode: '78701',
    image_path: null,
    is_verified: true,
    status: true,
    invitation_status: null,
    ...overrides,
  };
}

export function makeSeats(overrides: Partial<SeatSummary> = {}): SeatSummary {
  return { user_plan_id: PLAN_ID, plan_name: 'Agency', seats: 10, used: 4, pending: 1, inactive: 0, ...overrides };
}

export const COUNTRIES = [
  { label: 'Canada', value: 'CA' },
  { label: 'United Kingdom', value: 'GB' },
  { label: 'United States', value: 'US' },
];

export const countriesAnswer: FakeAnswer = ok({ country_list: COUNTRIES });
