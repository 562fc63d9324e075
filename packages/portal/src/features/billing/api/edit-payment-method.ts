import type { EditPaymentMethodInput } from '@mentor/core';
import { api } from '../../../lib/api';

/** POST /api/plan/edit-payment-method: a card's billing details. */
export function editPaymentMethod(input: EditPaymentMethodInput) {
  return api.plan.editPaymentMethod(input);
}
