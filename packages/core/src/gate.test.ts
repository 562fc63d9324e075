import { describe, expect, it } from 'vitest';
import { afterHearFromRoute, gateRoute } from './gate';
import { sampleUser } from './test-fixtures';

const onboarded = { is_user_business_role: true, is_hear_from: true };

describe('gateRoute', () => {
  it('does nothing without a user', () => {
    expect(gateRoute(null, 'login')).toBeNull();
    expect(gateRoute(null, 'root')).toBeNull();
  });

  it('sends an unverified user to the code screen after login', () => {
    expect(gateRoute(sampleUser({ is_verified: false }), 'login')).toBe('/otp');
  });

  it('leaves an unverified user on root', () => {
    expect(gateRoute(sampleUser({ is_verified: false }), 'root')).toBeNull();
  });

  it.each(['login', 'root'] as const)('sends a subscribed user to the dashboard (%s)', (where) => {
    expect(gateRoute(sampleUser({ is_user_subscribed: true }), where)).toBe('/dashboard');
  });

  it.each(['login', 'root'] as const)('sends a user without business role to that step (%s)', (where) => {
    expect(gateRoute(sampleUser({ is_hear_from: true }), where)).toBe('/business-role');
    expect(gateRoute(sampleUser(), where)).toBe('/business-role');
  });

  it.each(['login', 'root'] as const)('sends a user with business role but no hear-from to hear-from (%s)', (where) => {
    expect(gateRoute(sampleUser({ is_user_business_role: true }), where)).toBe('/hear-from');
  });

  it.each(['login', 'root'] as const)('sends an onboarded user to subscription (%s)', (where) => {
    expect(gateRoute(sampleUser(onboarded), where)).toBe('/subscription');
  });

  it.each(['login', 'root'] as const)('sends an onboarded employee to the dashboard (%s)', (where) => {
    expect(gateRoute(sampleUser({ ...onboarded, is_employee: true }), where)).toBe('/dashboard');
  });

  it('checks verification before anything else', () => {
    expect(gateRoute(sampleUser({ is_verified: false, is_user_subscribed: true }), 'login')).toBe('/otp');
  });
});

describe('afterHearFromRoute', () => {
  it('sends a subscribed user to the dashboard', () => {
    expect(afterHearFromRoute(sampleUser({ is_user_subscribed: true }))).toBe('/dashboard');
  });

  it('sends an employee to the dashboard', () => {
    expect(afterHearFromRoute(sampleUser({ is_employee: true }))).toBe('/dashboard');
  });

  it('sends everyone else to subscription', () => {
    expect(afterHearFromRoute(sampleUser())).toBe('/subscription');
  });
});
