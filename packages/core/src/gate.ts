import { ROUTES } from './routes';
import type { Route } from './routes';
import type { User } from './types';

/** Where the gate runs: right after a successful login, or when a signed-in user opens root. */
export type GatePlace = 'login' | 'root';

type GateUser = Pick<
  User,
  'is_verified' | 'is_user_subscribed' | 'is_user_business_role' | 'is_hear_from' | 'is_employee'
>;

/** Subscription for everyone but employees, who skip it (spec §6). */
function afterOnboardingRoute(user: GateUser): Route {
  return user.is_employee ? ROUTES.dashboard : ROUTES.subscription;
}

/**
 * The login and onboarding gate of spec §4: the route to send `user` to, or null to stay.
 * Reading chosen: unverified → code screen after login (stay at root); subscribed → dashboard;
 * otherwise business role missing → business-role step, hear-from missing → hear-from step,
 * both done → subscription (employees: dashboard).
 */
export function gateRoute(user: GateUser | null, where: GatePlace): Route | null {
  if (!user) return null;
  if (!user.is_verified) return where === 'login' ? ROUTES.otp : null;
  if (user.is_user_subscribed) return ROUTES.dashboard;
  if (!user.is_user_business_role) return ROUTES.businessRole;
  if (!user.is_hear_from) return ROUTES.hearFrom;
  return afterOnboardingRoute(user);
}

/** Where the hear-from step goes after saving: subscribed → dashboard, else as after onboarding. */
export function afterHearFromRoute(user: GateUser): Route {
  return user.is_user_subscribed ? ROUTES.dashboard : afterOnboardingRoute(user);
}
