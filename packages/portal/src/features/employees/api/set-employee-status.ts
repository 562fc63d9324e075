import { api } from '../../../lib/api';

/** POST /api/employee/set-status (ours): Active, or Not Active (their sessions end at once). */
export function setEmployeeStatus(id: string, status: boolean) {
  return api.employee.setStatus(id, status);
}
