import { PlansSection } from '../../features/landing/components/plans-section';
import { useTitle } from '../../lib/use-title';

export default function PlansRoute() {
  useTitle('Plans');
  return <PlansSection headingLevel={1} />;
}
