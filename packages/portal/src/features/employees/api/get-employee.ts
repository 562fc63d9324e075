import { api } from '../../../lib/api';

/** GET /api/employee/get-employee: one employee of the caller's plan. */
export function getEmployee(id: string) {
  return api.employee.getEmployee(id);
}
