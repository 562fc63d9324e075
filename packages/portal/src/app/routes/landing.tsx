import { gateRoute } from '@mentor/core';
import { Redirect } from 'wouter';
import { LandingPage } from '../../features/landing/components/landing-page';
import { useUser } from '../../lib/use-session';
import { useTitle } from '../../lib/use-title';

/** Root: the landing page; a signed-in user follows the gate (an unverified one stays). */
export default function LandingRoute() {
  useTitle('');
  const user = useUser();
  const target = gateRoute(user, 'root');
  if (target) return <Redirect to={target} replace />;
  return <LandingPage />;
}
