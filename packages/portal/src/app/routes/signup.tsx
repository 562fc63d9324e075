import { SignupForm } from '../../features/auth/components/signup-form';
import { useTitle } from '../../lib/use-title';

export default function Screen() {
  useTitle('Sign up');
  return <SignupForm />;
}
