import { api } from '../../../lib/api';

/** POST /api/discount/validate-discount: the coupon's type and value. */
export function validateDiscount(code: string) {
  return api.discount.validateDiscount(code.trim());
}
