import { Link } from 'wouter';
import { Avatar } from '../../../components/ui/avatar';
import { Logo } from '../../../components/ui/logo';
import { paths } from '../../../config/paths';
import { useUser } from '../../../lib/use-session';

/** Onboarding top bar: logo to the dashboard, the user's avatar to the profile. */
export function OnboardingTopBar({ overlay = false }: { overlay?: boolean }) {
  const user = useUser();
  return (
    <header className={`onboarding-bar${overlay ? ' is-overlay' : ''}`}>
      <Link href={paths.dashboard} aria-label="Mentor dashboard" className="onboarding-logo">
        <Logo />
      </Link>
      <Link href={paths.profile} className="avatar-link" aria-label="Your profile">
        <Avatar image={user?.image} name={user?.name ?? ''} size={40} />
      </Link>
    </header>
  );
}
