import { useEffect, useState } from 'react';
import { storedKeys } from '../../../lib/stores';

/** The e-mail saved by the forgot-password step (undefined while it is read). */
export function useForgotEmail(): string | null | undefined {
  const [email, setEmail] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    let alive = true;
    storedKeys.forgotPasswordEmail.load().then(
      (value) => alive && setEmail(value),
      () => alive && setEmail(null),
    );
    return () => {
      alive = false;
    };
  }, []);
  return email;
}
