import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { paths } from '../config/paths';
import { useUser } from '../lib/use-session';

/** Screens for signed-in users only: visitors go to /login (spec §2, §6). */
export function RequireUser({ children }: { children: ReactNode }) {
  const user = useUser();
  if (!user) return <Redirect to={paths.login} replace />;
  return <>{children}</>;
}
