import { VerifyCodeForm } from '../../features/auth/components/verify-code-form';
import { useTitle } from '../../lib/use-title';

export default function Screen() {
  useTitle('Verify code');
  return <VerifyCodeForm />;
}
