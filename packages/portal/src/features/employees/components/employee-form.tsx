import { useId, useState } from 'react';
import type { ChangeEvent, FormEvent } from 'react';
import { useLocation } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';
import {
  EMPLOYEE_IMAGE_HINT,
  EMPLOYEE_IMAGE_TOO_LARGE,
  MAX_EMPLOYEE_IMAGE_BYTES,
  USER_ADDED,
  USER_UPDATED,
  firstError,
  validateEmployeeForm,
} from '@mentor/core';
import type { CountryOption, Employee, EmployeeFormField, EmployeeFormValues } from '@mentor/core';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { PhotoField } from '../../../components/ui/photo-field';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { classifyFailure } from '../../../lib/failure';
import { addEmployee } from '../api/add-employee';
import { editEmployee } from '../api/edit-employee';
import { employeeAlert } from '../hooks/employee-alert';
import { useEmployeeFormData } from '../hooks/use-employee-form-data';
import { CountrySelect } from './country-select';

const EMPTY: EmployeeFormValues = {
  full_name: '',
  email: '',
  phone: '',
  country: '',
  region: '',
  city: '',
  address: '',
  zip_code: '',
  company: '',
};

/** The form's values from a stored employee. Company is not stored (spec §5: required, not sent). */
function valuesOf(employee: Employee): EmployeeFormValues {
  const { full_name, email, phone, country, region, city, address, zipcode } = employee;
  return { full_name, email, phone, country, region, city, address, zip_code: zipcode, company: '' };
}

/** What the list hands over when it opens the form for a row (spec §2: Edit carries the row). */
export interface EditState {
  employee?: Employee;
}

interface EmployeeFormProps {
  userPlanId: string;
  /** The employee to edit; without it the form adds a user. */
  id?: string;
}

/**
 * The add/edit form of spec §2 and §5. Each check fails in the spec's order into the "Alert?" modal;
 * the e-mail is locked when editing; success alerts "User added." or "User updated." and goes back to
 * the list; a refusal alerts the server's message; a network failure is only logged (spec §8).
 */
export function EmployeeForm({ userPlanId, id }: EmployeeFormProps) {
  const carried = useHistoryState<EditState | null>()?.employee;
  const data = useEmployeeFormData(id, carried?._id === id ? carried : undefined);

  if (data.status === 'loading') return <Spinner label={id ? 'Loading the user' : 'Loading the form'} />;
  if (data.status === 'error') {
    return (
      <div className="empty-state" role="alert">
        <p>{data.error}</p>
        {data.retry && (
          <Button variant="secondary" onClick={data.retry}>
            Try again
          </Button>
        )}
      </div>
    );
  }
  return (
    <EmployeeFormFields userPlanId={userPlanId} countries={data.countries} employee={data.employee} editing={!!id} />
  );
}

interface EmployeeFormFieldsProps {
  userPlanId: string;
  countries: CountryOption[];
  employee: Employee | null;
  editing: boolean;
}

/** The form itself, shown once its country list (and the employee, when editing) are there. */
function EmployeeFormFields({ userPlanId, countries, employee, editing }: EmployeeFormFieldsProps) {
  const formId = useId();
  const [, navigate] = useLocation();
  const [values, setValues] = useState<EmployeeFormValues>(() => (employee ? valuesOf(employee) : EMPTY));
  const [image, setImage] = useState<File | null>(null);
  const [saving, setSaving] = useState(false);

  const set = (field: EmployeeFormField) => (event: ChangeEvent<HTMLInputElement>) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    if (file && file.size > MAX_EMPLOYEE_IMAGE_BYTES) {
      event.target.value = '';
      void employeeAlert(EMPLOYEE_IMAGE_TOO_LARGE);
      return;
    }
    setImage(file);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const errors = validateEmployeeForm(values);
    const problem = firstError(errors);
    if (problem) {
      await employeeAlert(problem);
      const field = Object.keys(errors)[0];
      if (field) (form.elements.namedItem(field) as HTMLElement | null)?.focus();
      return;
    }
    // Company is checked above but not sent (spec §5).
    const { company: _company, ...sent } = values;
    const input = { ...sent, user_plan_id: userPlanId, image_file: image };
    setSaving(true);
    try {
      if (employee) {
        await editEmployee({ ...input, id: employee._id, user_id: employee.user_id });
      } else {
        await addEmployee(input);
      }
      await employeeAlert(editing ? USER_UPDATED : USER_ADDED);
      navigate(paths.dashboardEmployeeList);
    } catch (error) {
      const failure = classifyFailure(error);
      if (failure.kind === 'api') void employeeAlert(failure.error.message);
      else console.error('The employee could not be saved: no answer from the server.');
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className="card form employee-form" onSubmit={onSubmit} noValidate aria-labelledby={`${formId}-title`}>
      <h2 id={`${formId}-title`} className="form-title">
        {editing ? 'Edit user' : 'New user'}
      </h2>
      <PhotoField
        file={image}
        image={employee?.image_path}
        name={values.full_name}
        hint={EMPLOYEE_IMAGE_HINT}
        previewAlt="New photo preview"
        onPick={onPick}
      />
      <div className="employee-form-grid">
        <TextField
          label="Full Name"
          name="full_name"
          autoComplete="off"
          value={values.full_name}
          onChange={set('full_name')}
        />
        <TextField
          label="Email address"
          name="email"
          type="email"
          autoComplete="off"
          value={values.email}
          disabled={editing}
          hint={editing ? 'The e-mail address cannot be changed.' : 'We e-mail this address a link to set a password.'}
          onChange={set('email')}
        />
        <TextField
          label="Phone number"
          name="phone"
          type="tel"
          inputMode="tel"
          value={values.phone}
          onChange={set('phone')}
        />
        <CountrySelect
          label="Country"
          name="country"
          countries={countries}
          value={values.country}
          onChange={(country) => setValues((current) => ({ ...current, country }))}
        />
        <TextField label="State/Region" name="region" value={values.region} onChange={set('region')} />
        <TextField label="City" name="city" value={values.city} onChange={set('city')} />
        <TextField label="Address" name="address" value={values.address} onChange={set('address')} />
        <TextField label="Zip code" name="zip_code" value={values.zip_code} onChange={set('zip_code')} />
        <TextField label="Company" name="company" value={values.company} onChange={set('company')} />
      </div>
      <div className="form-actions-end">
        <Button type="submit" size="lg" disabled={saving} aria-busy={saving || undefined}>
          {saving && <span className="spinner spinner-inline" aria-hidden="true" />}
          {editing ? 'Edit User' : 'Create User'}
        </Button>
      </div>
    </form>
  );
}
