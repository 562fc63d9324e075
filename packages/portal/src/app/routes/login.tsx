import { LoginForm } from '../../features/auth/components/login-form';
import { useTitle } from '../../lib/use-title';

export default function Screen() {
  useTitle('Login');
  return <LoginForm />;
}
