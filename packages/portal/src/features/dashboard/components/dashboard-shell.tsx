import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { Sidebar } from './sidebar';
import { TopBar } from './top-bar';

/** The dashboard layout: side bar (a drawer on phones), top bar, and the page. */
export function DashboardShell({ children }: { children: ReactNode }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const [location] = useLocation();
  useEffect(() => setMenuOpen(false), [location]);

  return (
    <div className="dashboard">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Sidebar open={menuOpen} onNavigate={() => setMenuOpen(false)} />
      {menuOpen && <div className="sidebar-backdrop" onClick={() => setMenuOpen(false)} aria-hidden="true" />}
      <div className="dashboard-body">
        <TopBar menuOpen={menuOpen} onMenu={() => setMenuOpen((open) => !open)} />
        <main id="main" className="dashboard-main" tabIndex={-1}>
          {children}
        </main>
      </div>
    </div>
  );
}
