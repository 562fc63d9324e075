import type { EmployeeEditInput } from '@mentor/core';
import { api } from '../../../lib/api';

/** POST /api/employee/edit (multipart; the same fields plus id and user_id). */
export function editEmployee(input: EmployeeEditInput) {
  return api.employee.edit(input);
}
