import { session } from './stores';
import { useSignalValue } from './use-signal';

/** The signed-in user (with its token), or null. */
export function useUser() {
  return useSignalValue(session.user);
}
