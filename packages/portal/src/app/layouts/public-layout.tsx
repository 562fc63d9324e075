import type { ReactNode } from 'react';
import { Footer } from '../../features/landing/components/footer';
import { Navbar } from '../../features/landing/components/navbar';

/** The public layout at root: navbar, the page, footer. */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <div className="public-layout">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Navbar />
      <main id="main" className="public-main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </div>
  );
}
