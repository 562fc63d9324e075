import { useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { Logo } from '../../../components/ui/logo';
import { CloseIcon, MenuIcon } from '../../../components/ui/icons';
import { LANDING_SECTIONS, NAVBAR_SCROLL_OFFSET, paths } from '../../../config/paths';
import { useScrollSpy } from '../hooks/use-scroll-spy';
import { scrollToSection } from '../hooks/scroll-to-section';
import type { SectionState } from '../hooks/scroll-to-section';

type NavKey = 'home' | 'about' | 'features' | 'plans' | 'contact';

// On the landing page the active link follows the section in view; elsewhere it follows the route.
const SECTION_TO_LINK: Record<string, NavKey> = {
  home: 'home',
  about: 'about',
  features: 'features',
  subscribe: 'features',
  plans: 'plans',
};
const ROUTE_TO_LINK: Record<string, NavKey> = {
  [paths.features]: 'features',
  [paths.plans]: 'plans',
  [paths.contactUs]: 'contact',
};

/** The public navbar: logo, Home and About (sections), Features, Plans, Contact Us, Login, Sign Up. */
export function Navbar() {
  const [location, navigate] = useLocation();
  const onRoot = location === paths.root;
  const section = useScrollSpy(LANDING_SECTIONS, NAVBAR_SCROLL_OFFSET, onRoot);
  const active: NavKey | undefined = onRoot ? SECTION_TO_LINK[section ?? 'home'] : ROUTE_TO_LINK[location];
  const [menuOpen, setMenuOpen] = useState(false);

  useEffect(() => setMenuOpen(false), [location]);

  const goToSection = (id: 'home' | 'about') => {
    setMenuOpen(false);
    if (onRoot) scrollToSection(id);
    else navigate(paths.root, { state: { section: id } satisfies SectionState });
  };

  const linkClass = (key: NavKey) => `nav-link${active === key ? ' is-active' : ''}`;
  const current = (key: NavKey) => (active === key ? ('page' as const) : undefined);

  return (
    <header className="navbar">
      <nav className="navbar-inner container" aria-label="Main">
        <Link
          href={paths.root}
          className="navbar-logo"
          aria-label="Mentor home"
          onClick={(event) => {
            if (onRoot) {
              event.preventDefault();
              scrollToSection('home');
            }
          }}
        >
          <Logo />
        </Link>
        <button
          type="button"
          className="navbar-toggle"
          aria-expanded={menuOpen}
          aria-controls="navbar-menu"
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <CloseIcon /> : <MenuIcon />}
        </button>
        <div id="navbar-menu" className={`navbar-menu${menuOpen ? ' is-open' : ''}`}>
          <ul className="nav-links">
            <li>
              <button
                type="button"
                className={linkClass('home')}
                aria-current={current('home')}
                onClick={() => goToSection('home')}
              >
                Home
              </button>
            </li>
            <li>
              <button
                type="button"
                className={linkClass('about')}
                aria-current={current('about')}
                onClick={() => goToSection('about')}
              >
                About
              </button>
            </li>
            <li>
              <Link href={paths.features} className={linkClass('features')} aria-current={current('features')}>
                Features
              </Link>
            </li>
            <li>
              <Link href={paths.plans} className={linkClass('plans')} aria-current={current('plans')}>
                Plans
              </Link>
            </li>
            <li>
              <Link href={paths.contactUs} className={linkClass('contact')} aria-current={current('contact')}>
                Contact Us
              </Link>
            </li>
          </ul>
          <div className="navbar-actions">
            <Link href={paths.login} className="btn btn-secondary btn-md">
              Login
            </Link>
            <Link href={paths.signup} className="btn btn-primary btn-md">
              Sign Up
            </Link>
          </div>
        </div>
      </nav>
    </header>
  );
}
