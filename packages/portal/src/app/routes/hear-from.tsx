import { HearFromStep } from '../../features/onboarding/components/hear-from-step';
import { useTitle } from '../../lib/use-title';

export default function Screen() {
  useTitle('How did you hear about us');
  return <HearFromStep />;
}
