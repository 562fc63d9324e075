import type { WireFormValues } from '@mentor/core';
import { api } from '../../../lib/api';

/** POST /api/user-bank-detail/post: the wire form's bank details become the payout method. */
export function postBankDetail(userId: string, values: WireFormValues) {
  return api.bank.post({ user: userId, ...values });
}
