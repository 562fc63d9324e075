import { api } from '../../../lib/api';

/** POST /api/user-business-role/post-list (an empty list skips the step). */
export function saveBusinessRoles(userId: string, roleIds: readonly string[]) {
  return api.businessRole.postList(roleIds.map((id) => ({ user_id: userId, business_role_id: id })));
}
