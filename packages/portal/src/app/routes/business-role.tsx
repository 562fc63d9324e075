import { BusinessRoleStep } from '../../features/onboarding/components/business-role-step';
import { useTitle } from '../../lib/use-title';

export default function Screen() {
  useTitle('Business role');
  return <BusinessRoleStep />;
}
