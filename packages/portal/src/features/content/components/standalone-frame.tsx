import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { ArrowLeftIcon } from '../../../components/ui/icons';
import { Logo } from '../../../components/ui/logo';
import { paths } from '../../../config/paths';

/** The frame of the standalone content pages (contact, help, privacy): a slim header and the page. */
export function StandaloneFrame({ children }: { children: ReactNode }) {
  return (
    <div className="standalone">
      <header className="standalone-header">
        <div className="container standalone-header-inner">
          <Link href={paths.root} aria-label="Mentor home">
            <Logo />
          </Link>
          <Link href={paths.root} className="text-link standalone-back">
            <ArrowLeftIcon width={16} height={16} /> Back to home
          </Link>
        </div>
      </header>
      <main id="main" className="standalone-main container">
        {children}
      </main>
      <footer className="standalone-footer container">
        <p>© 2023 Mentor. All rights reserved.</p>
        <nav aria-label="Footer">
          <Link href={paths.help} className="text-link">
            Help
          </Link>
          <Link href={paths.privacyPolicy} className="text-link">
            Privacy
          </Link>
          <Link href={paths.contactUs} className="text-link">
            Contact Us
          </Link>
        </nav>
      </footer>
    </div>
  );
}
