import { HelpPage } from '../../features/content/components/help-page';
import { useTitle } from '../../lib/use-title';

export default function Screen() {
  useTitle('Help Center');
  return <HelpPage />;
}
