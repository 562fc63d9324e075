import { Link } from 'wouter';
import { paths } from '../../../config/paths';
import { useUser } from '../../../lib/use-session';
import { OnboardingTopBar } from './onboarding-top-bar';

/** Welcome: a full-screen video and Get Started to the business-role step. */
export function WelcomeScreen() {
  const user = useUser();
  return (
    <div className="welcome">
      <video
        className="welcome-video"
        autoPlay
        muted
        loop
        playsInline
        poster="/media/welcome-poster.jpg"
        aria-hidden="true"
      >
        <source src="/media/welcome.webm" type="video/webm" />
        <source src="/media/welcome.mp4" type="video/mp4" />
      </video>
      <div className="welcome-shade" />
      <OnboardingTopBar overlay />
      <main className="welcome-content">
        <h1 className="welcome-title">Welcome to Mentor{user?.name ? `, ${user.name}` : ''}</h1>
        <p className="welcome-lead">
          Two quick questions help us tailor your assistant. Then you are ready to ask anything about underwriting,
          products, sales and the law.
        </p>
        <Link href={paths.businessRole} className="btn btn-primary btn-lg">
          Get Started
        </Link>
      </main>
    </div>
  );
}
