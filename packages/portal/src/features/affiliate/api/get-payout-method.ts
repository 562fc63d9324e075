import { api } from '../../../lib/api';

/** GET /api/user-bank-detail/get: the payout method on file (bank numbers masked), or null. */
export function getPayoutMethod(userId: string) {
  return api.bank.get(userId);
}
