import { api } from '../../../lib/api';

/** GET /api/misc/rt-employee-add: the form's country list ({label, value}, two-letter codes). */
export function getCountries() {
  return api.misc.rtEmployeeAdd();
}
