import { api } from '../../../lib/api';

/** GET /api/category/get-all-categories?user_id= */
export function getCategories(userId: string) {
  return api.category.getAllCategories(userId);
}
