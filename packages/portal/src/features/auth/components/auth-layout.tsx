import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { ArrowLeftIcon } from '../../../components/ui/icons';
import { Logo } from '../../../components/ui/logo';
import { paths } from '../../../config/paths';

interface AuthLayoutProps {
  title: string;
  subtitle?: ReactNode;
  /** Where the back arrow goes; no arrow when absent. */
  backTo?: string;
  children: ReactNode;
}

/** The account screens' frame: a brand panel beside the form (stacked on phones). */
export function AuthLayout({ title, subtitle, backTo, children }: AuthLayoutProps) {
  return (
    <div className="auth-page">
      <aside className="auth-brand" aria-hidden="true">
        <Logo />
        <p className="auth-brand-quote">
          “Underwriting, products, sales and compliance answers in seconds. It is like having my best upline on every
          call.”
        </p>
        <p className="auth-brand-note">Built for life insurance and annuity agents.</p>
      </aside>
      <main className="auth-main">
        <div className="auth-card">
          <div className="auth-card-top">
            {backTo ? (
              <Link href={backTo} className="icon-button" aria-label="Back">
                <ArrowLeftIcon />
              </Link>
            ) : (
              <span />
            )}
            <Link href={paths.root} className="auth-logo" aria-label="Mentor home">
              <Logo />
            </Link>
          </div>
          <h1 className="auth-title">{title}</h1>
          {subtitle && <p className="auth-subtitle">{subtitle}</p>}
          {children}
        </div>
      </main>
    </div>
  );
}
