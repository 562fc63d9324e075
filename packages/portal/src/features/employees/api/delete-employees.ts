import { api } from '../../../lib/api';

/** POST /api/employee/delete-list: a list of {_id}, deleted together or not at all. */
export function deleteEmployees(ids: string[]) {
  return api.employee.deleteList(ids);
}
