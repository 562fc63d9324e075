import { SubscriptionScreen } from '../../features/billing/components/subscription-screen';
import { useTitle } from '../../lib/use-title';

export default function SubscriptionRoute() {
  useTitle('Choose your plan');
  return <SubscriptionScreen />;
}
