import { Link, useLocation } from 'wouter';
import { LogoutIcon } from '../../../components/ui/icons';
import { Logo } from '../../../components/ui/logo';
import { paths } from '../../../config/paths';
import { useUser } from '../../../lib/use-session';
import { useLogout } from '../hooks/use-logout';
import { sidebarEntriesFor } from './sidebar-entries';

/** The dashboard's side bar: entries by role and plan, then logout. */
export function Sidebar({ open, onNavigate }: { open: boolean; onNavigate: () => void }) {
  const user = useUser();
  const [location] = useLocation();
  const onLogout = useLogout();
  if (!user) return null;
  return (
    <aside id="dashboard-sidebar" className={`sidebar${open ? ' is-open' : ''}`} aria-label="Dashboard">
      <Link href={paths.dashboard} className="sidebar-logo" onClick={onNavigate} aria-label="Mentor dashboard">
        <Logo />
      </Link>
      <nav>
        <ul className="sidebar-list">
          {sidebarEntriesFor(user).map(({ label, href, icon: Icon }) => {
            const active = location === href;
            return (
              <li key={href}>
                <Link
                  href={href}
                  className={`sidebar-link${active ? ' is-active' : ''}`}
                  aria-current={active ? 'page' : undefined}
                  onClick={onNavigate}
                >
                  <Icon />
                  <span>{label}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <button type="button" className="sidebar-link sidebar-logout" onClick={onLogout}>
        <LogoutIcon />
        <span>Logout</span>
      </button>
    </aside>
  );
}
