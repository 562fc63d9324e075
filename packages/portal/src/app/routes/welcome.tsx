import { WelcomeScreen } from '../../features/onboarding/components/welcome-screen';
import { useTitle } from '../../lib/use-title';

export default function Screen() {
  useTitle('Welcome');
  return <WelcomeScreen />;
}
