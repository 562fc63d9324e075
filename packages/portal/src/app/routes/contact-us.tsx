import { ContactPage } from '../../features/content/components/contact-page';
import { useTitle } from '../../lib/use-title';

export default function Screen() {
  useTitle('Contact Us');
  return <ContactPage />;
}
