import { api } from '../../../lib/api';

/** POST /api/hear-from/post-list */
export function saveHearFrom(userId: string, optionIds: readonly string[]) {
  return api.hearFrom.postList(optionIds.map((id) => ({ user_id: userId, hear_from_id: id })));
}
