import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { ArrowLeftIcon } from '../../../components/ui/icons';
import { Logo } from '../../../components/ui/logo';
import { paths } from '../../../config/paths';

const TABS = [
  { label: 'Profile', href: paths.profile },
  { label: 'Security', href: paths.profileSecurity },
] as const;

/** Profile with its security child: a back arrow and the two tabs. */
export function ProfileFrame({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  return (
    <div className="profile-page">
      <header className="profile-header">
        <Link href={paths.dashboard} className="icon-button" aria-label="Back to the dashboard">
          <ArrowLeftIcon />
        </Link>
        <Link href={paths.dashboard} aria-label="Mentor dashboard">
          <Logo />
        </Link>
      </header>
      <main id="main" className="profile-main">
        <h1 className="page-title">Account</h1>
        <nav className="tabs" aria-label="Account sections">
          {TABS.map((tab) => {
            const active = location === tab.href;
            return (
              <Link
                key={tab.href}
                href={tab.href}
                className={`tab${active ? ' is-active' : ''}`}
                aria-current={active ? 'page' : undefined}
              >
                {tab.label}
              </Link>
            );
          })}
        </nav>
        <div className="card profile-card">{children}</div>
      </main>
    </div>
  );
}
