import { api } from '../../../lib/api';

/** POST /api/user/delete-account {password}: the account goes, with every session. */
export function deleteAccount(password: string) {
  return api.user.deleteAccount({ password });
}
