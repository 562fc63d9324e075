import type { ApiClient } from './client';
import { toFormData } from './form-data';
import type { CountryOption, Employee, EmployeeInvitation, SeatSummary } from '../types';

/** The add-employee form as sent (company is checked by the client but not sent). */
export interface EmployeeInput {
  email: string;
  phone: string;
  user_plan_id: string;
  full_name: string;
  country: string;
  region: string;
  city: string;
  zip_code: string;
  address: string;
  /** Sent only when a new file was picked. */
  image_file?: Blob | null;
}

export type EmployeeEditInput = EmployeeInput & { id: string; user_id: string };

/** Seats of a plan under /api/employee/. */
export function createEmployeeApi(client: ApiClient) {
  return {
    dashboardList: (userPlanId: string) =>
      client.get<Employee[]>('/api/employee/dashboard-list', { user_plan_id: userPlanId }),
    deleteList: (ids: string[]) =>
      client.post<null>(
        '/api/employee/delete-list',
        ids.map((_id) => ({ _id })),
      ),
    getEmployee: (id: string) => client.get<Employee>('/api/employee/get-employee', { id }),
    add: (input: EmployeeInput) => client.post<Employee>('/api/employee/add', toFormData({ ...input })),
    edit: (input: EmployeeEditInput) => client.post<Employee>('/api/employee/edit', toFormData({ ...input })),
    // Ours (docs/api.md): the seat meter, the status switch, invitations.
    seats: (userPlanId: string) => client.get<SeatSummary>('/api/employee/seats', { user_plan_id: userPlanId }),
    setStatus: (id: string, status: boolean) => client.post<Employee>('/api/employee/set-status', { _id: id, status }),
    resendInvitation: (id: string) => client.post<Employee>('/api/employee/resend-invitation', { _id: id }),
    getInvitation: (token: string) => client.post<EmployeeInvitation>('/api/employee/invitation', { token }),
    acceptInvitation: (token: string, password: string) =>
      client.post<null>('/api/employee/accept-invitation', { token, password }),
  };
}

/** Form data for the employee screens. */
export function createMiscApi(client: ApiClient) {
  return {
    rtEmployeeAdd: () => client.get<{ country_list: CountryOption[] }>('/api/misc/rt-employee-add'),
  };
}
