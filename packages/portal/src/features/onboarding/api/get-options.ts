import type { LookupType } from '@mentor/core';
import { api } from '../../../lib/api';

/** GET /api/lookup/get-drop-list?type=business_role|hear_from */
export function getOptions(type: LookupType) {
  return api.lookup.getDropList(type);
}
