import { Link, useLocation } from 'wouter';
import { Logo } from '../../../components/ui/logo';
import { paths } from '../../../config/paths';
import { scrollToSection } from '../hooks/scroll-to-section';
import type { SectionState } from '../hooks/scroll-to-section';

/** The site footer: Product, Pricing, Help, Privacy, social links, all rights reserved for 2023. */
export function Footer() {
  const [location, navigate] = useLocation();

  const goToProduct = () => {
    if (location === paths.root) scrollToSection('features');
    else navigate(paths.root, { state: { section: 'features' } satisfies SectionState });
  };

  return (
    <footer className="footer">
      <div className="container footer-inner">
        <div className="footer-brand">
          <Logo />
          <p>The AI sales mentor, coach, encyclopedia and field underwriter for life insurance and annuity agents.</p>
        </div>
        <nav aria-label="Footer">
          <ul className="footer-links">
            <li>
              <button type="button" className="footer-link" onClick={goToProduct}>
                Product
              </button>
            </li>
            <li>
              <Link href={paths.plans} className="footer-link">
                Pricing
              </Link>
            </li>
            <li>
              <Link href={paths.help} className="footer-link">
                Help
              </Link>
            </li>
            <li>
              <Link href={paths.privacyPolicy} className="footer-link">
                Privacy
              </Link>
            </li>
          </ul>
        </nav>
        <ul className="footer-social" aria-label="Social links">
          <li>
            <a
              href="https://www.linkedin.com/"
              target="_blank"
              rel="noopener noreferrer"
              aria-label="Mentor on LinkedIn"
            >
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="currentColor">
                <path d="M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM3 9h4v12H3zM9 9h3.8v1.7h.1c.5-1 1.8-2 3.8-2 4 0 4.8 2.7 4.8 6.1V21h-4v-5.5c0-1.3 0-3-1.8-3s-2.1 1.4-2.1 2.9V21H9z" />
              </svg>
            </a>
          </li>
          <li>
            <a
              href="https://www.facebook.com/"
              target="_blank"
              rel="noopener noreferrer"
              aria-label="Mentor on Facebook"
            >
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="currentColor">
                <path d="M14 8h3V4h-3c-2.8 0-5 2.2-5 5v2H7v4h2v8h4v-8h3l1-4h-4V9c0-.6.4-1 1-1z" />
              </svg>
            </a>
          </li>
          <li>
            <a href="https://x.com/" target="_blank" rel="noopener noreferrer" aria-label="Mentor on X">
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="currentColor">
                <path d="M17.8 3H21l-7 8 8.2 10h-6.4l-5-6.2L5 21H1.8l7.5-8.6L1.5 3h6.6l4.5 5.7zm-1.1 16h1.8L7.4 4.9H5.5z" />
              </svg>
            </a>
          </li>
        </ul>
      </div>
      <p className="footer-copy container">© 2023 Mentor. All rights reserved.</p>
    </footer>
  );
}
