import { AuthLayout } from '../../features/auth/components/auth-layout';
import { SetPasswordForm } from '../../features/employees/components/set-password-form';
import { useTitle } from '../../lib/use-title';

/** /set-password: where an employee's invitation link leads (ours; spec §2 has no such screen). */
export default function Screen() {
  useTitle('Set your password');
  return (
    <AuthLayout title="Set your password" subtitle="Welcome to your agency's team on Mentor.">
      <SetPasswordForm />
    </AuthLayout>
  );
}
