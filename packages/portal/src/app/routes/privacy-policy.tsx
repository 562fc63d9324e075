import { PrivacyPolicy } from '../../features/content/components/privacy-policy';
import { useTitle } from '../../lib/use-title';

export default function Screen() {
  useTitle('Privacy Policy');
  return <PrivacyPolicy />;
}
