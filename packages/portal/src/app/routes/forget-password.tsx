import { ForgotPasswordForm } from '../../features/auth/components/forgot-password-form';
import { useTitle } from '../../lib/use-title';

export default function Screen() {
  useTitle('Forgot password');
  return <ForgotPasswordForm />;
}
