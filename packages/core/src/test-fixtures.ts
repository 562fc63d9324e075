import type { LoggedInUser } from './types';

/** A signed-in user for tests: verified, nothing else done yet. */
export function sampleUser(overrides: Partial<LoggedInUser> = {}): LoggedInUser {
  return {
    _id: 'u1',
    name: 'Ana',
    email: 'ana@example.com',
    phone: null,
    image: null,
    is_verified: true,
    is_user_subscribed: false,
    is_user_business_role: false,
    is_hear_from: false,
    is_employee: false,
    plan_actions: [],
    subscribed_plan: null,
    token: 'tok',
    ...overrides,
  };
}
