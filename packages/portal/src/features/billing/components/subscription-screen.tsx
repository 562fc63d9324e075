import { useLocation } from 'wouter';
import { ArrowLeftIcon } from '../../../components/ui/icons';
import { Logo } from '../../../components/ui/logo';
import { paths } from '../../../config/paths';
import { chat, session } from '../../../lib/stores';
import { PlansPage } from './plans-page';

/** /subscription, the last onboarding step: a back arrow (which forgets the login) and the plans. */
export function SubscriptionScreen() {
  const [, navigate] = useLocation();
  const back = () => {
    // Leave first, so the signed-in guard of this route never sees the user go.
    navigate(paths.root, { replace: true });
    session.clear();
    chat.reset();
  };
  return (
    <div className="subscription-page">
      <header className="subscription-header">
        <button type="button" className="icon-button" aria-label="Back" onClick={back}>
          <ArrowLeftIcon />
        </button>
        <Logo />
      </header>
      <main id="main" className="subscription-main">
        <PlansPage variant="subscription" />
      </main>
    </div>
  );
}
