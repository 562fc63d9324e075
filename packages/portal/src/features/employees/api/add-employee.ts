import type { EmployeeInput } from '@mentor/core';
import { api } from '../../../lib/api';

/** POST /api/employee/add (multipart; image_file only when one was picked). */
export function addEmployee(input: EmployeeInput) {
  return api.employee.add(input);
}
