import { ReferralLanding } from '../../features/referral/components/referral-landing';
import { useTitle } from '../../lib/use-title';

export default function ReferralRoute() {
  useTitle('Your invitation');
  return <ReferralLanding />;
}
