import { useCallback, useEffect, useState } from 'react';
import { NETWORK_ERROR } from '@mentor/core';
import type { CountryOption, Employee } from '@mentor/core';
import { classifyFailure } from '../../../lib/failure';
import { getCountries } from '../api/get-countries';
import { getEmployee } from '../api/get-employee';

export interface EmployeeFormData {
  status: 'loading' | 'ready' | 'error';
  countries: CountryOption[];
  /** The employee being edited; null when adding. */
  employee: Employee | null;
  error: string | null;
  /** Offered after a network failure. */
  retry: (() => void) | null;
}

/**
 * What the form needs before it shows: the country list (rt-employee-add), and when editing, the
 * employee: the row the list carried over, or else get-employee (a reload, a link).
 */
export function useEmployeeFormData(id: string | undefined, carried: Employee | undefined): EmployeeFormData {
  const [state, setState] = useState<Omit<EmployeeFormData, 'retry'> & { network: boolean }>({
    status: 'loading',
    countries: [],
    employee: carried ?? null,
    error: null,
    network: false,
  });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let alive = true;
    Promise.all([getCountries(), id === undefined ? null : carried ? { result: carried } : getEmployee(id)]).then(
      ([countries, employee]) =>
        alive &&
        setState({
          status: 'ready',
          countries: countries.result.country_list,
          employee: employee?.result ?? null,
          error: null,
          network: false,
        }),
      (error: unknown) => {
        if (!alive) return;
        const failure = classifyFailure(error);
        setState((current) => ({
          ...current,
          status: 'error',
          error: failure.kind === 'api' ? failure.error.message : `${NETWORK_ERROR}: the form could not be loaded.`,
          network: failure.kind === 'network',
        }));
      },
    );
    return () => {
      alive = false;
    };
    // The carried row is read once, when the form opens.
  }, [id, attempt]);

  const retry = useCallback(() => {
    setState((current) => ({ ...current, status: 'loading', error: null }));
    setAttempt((n) => n + 1);
  }, []);

  const { network, ...data } = state;
  return { ...data, retry: network ? retry : null };
}
