import { NewPasswordForm } from '../../features/auth/components/new-password-form';
import { useTitle } from '../../lib/use-title';

export default function Screen() {
  useTitle('Update password');
  return <NewPasswordForm />;
}
