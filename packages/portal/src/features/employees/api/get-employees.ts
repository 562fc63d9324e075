import { api } from '../../../lib/api';

/** GET /api/employee/dashboard-list: the plan's employees (the owner is never one of them). */
export function getEmployees(userPlanId: string) {
  return api.employee.dashboardList(userPlanId);
}
