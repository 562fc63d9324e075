import type { Category, LoggedInUser } from '@mentor/core';

export function makeUser(overrides: Partial<LoggedInUser> = {}): LoggedInUser {
  return {
    _id: '11111111-1111-4111-8111-111111111111',
    name: 'Ana Brooks',
    email: 'ana@example.com',
    phone: null,
    image: null,
    is_verified: true,
    is_user_subscribed: true,
    is_user_business_role: true,
    is_hear_from: true,
    is_employee: false,
    plan_actions: [{ action_name: 'embed' }],
    subscribed_plan: null,
    token: 'token-1',
    ...overrides,
  };
}

export function makeCategory(index: number, overrides: Partial<Category> = {}): Category {
  return {
    _id: `c${index}`,
    name: ['Underwriting', 'Products', 'Sales', 'Laws'][index] ?? `Category ${index}`,
    description: `Description ${index}`,
    logo: `/category-logos/logo-${index}.svg`,
    default_prompts: [
      { title: `Prompt A${index}`, message: `First question ${index}?` },
      { title: `Prompt B${index}`, message: `Second question ${index}?` },
    ],
    ...overrides,
  };
}
