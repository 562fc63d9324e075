import { ReferralCheckout } from '../../features/referral/components/referral-checkout';
import { useTitle } from '../../lib/use-title';

export default function ReferralPlanRoute() {
  useTitle('Checkout');
  return <ReferralCheckout />;
}
