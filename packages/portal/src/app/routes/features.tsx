import { FeaturesSection } from '../../features/landing/components/features-section';
import { useTitle } from '../../lib/use-title';

export default function FeaturesRoute() {
  useTitle('Features');
  return <FeaturesSection headingLevel={1} />;
}
