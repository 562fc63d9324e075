import type { ApiClient } from './client';
import type { BusinessRoleItem, HearFromItem, LookupOption, LookupType } from '../types';

/** Lookup lists of the onboarding steps. */
export function createLookupApi(client: ApiClient) {
  return {
    getDropList: (type: LookupType, parentId?: string | null) =>
      client.get<LookupOption[]>('/api/lookup/get-drop-list', { type, parent_id: parentId }),
  };
}

// The spec's client sends these lists as a JSON string holding the array, so the body on the wire
// is a JSON string literal; the server accepts that and a plain array alike.

/** Saves the business roles chosen in onboarding. */
export function createBusinessRoleApi(client: ApiClient) {
  return {
    postList: (items: BusinessRoleItem[]) =>
      client.post<null>('/api/user-business-role/post-list', JSON.stringify(items)),
  };
}

/** Saves the hear-from options chosen in onboarding. */
export function createHearFromApi(client: ApiClient) {
  return {
    postList: (items: HearFromItem[]) => client.post<null>('/api/hear-from/post-list', JSON.stringify(items)),
  };
}
