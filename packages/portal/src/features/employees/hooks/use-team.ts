import { useCallback, useEffect, useRef, useState } from 'react';
import { NETWORK_ERROR } from '@mentor/core';
import type { EmployeeRow, SeatSummary } from '@mentor/core';
import { classifyFailure } from '../../../lib/failure';
import { getEmployees } from '../api/get-employees';
import { getSeats } from '../api/get-seats';

export interface Team {
  /** `loading` only until the first answer; later reloads keep the rows on screen. */
  status: 'loading' | 'ready' | 'error';
  rows: EmployeeRow[];
  seats: SeatSummary | null;
  /** Why the list is empty when the server refused it (spec §8: a non-zero code gives an empty list). */
  refusal: string | null;
  /** The network failed: the list could not be loaded at all. */
  error: string | null;
}

/**
 * The plan's employees and its seat meter, loaded together. A reload keeps the rows that were
 * selected (is_checked is client-only, spec §3) and drops the ones that are gone.
 */
export function useTeam(userPlanId: string) {
  const [team, setTeam] = useState<Team>({ status: 'loading', rows: [], seats: null, refusal: null, error: null });
  const alive = useRef(true);

  const reload = useCallback(async () => {
    try {
      const [list, seats] = await Promise.all([getEmployees(userPlanId), getSeats(userPlanId)]);
      if (!alive.current) return;
      setTeam((current) => {
        const checked = new Set(current.rows.filter((row) => row.is_checked).map((row) => row._id));
        const rows = list.result.map((employee) => ({ ...employee, is_checked: checked.has(employee._id) }));
        return { status: 'ready', rows, seats: seats.result, refusal: null, error: null };
      });
    } catch (error) {
      if (!alive.current) return;
      const failure = classifyFailure(error);
      setTeam((current) =>
        failure.kind === 'api'
          ? { status: 'ready', rows: [], seats: null, refusal: failure.error.message, error: null }
          : { ...current, status: 'error', error: NETWORK_ERROR },
      );
    }
  }, [userPlanId]);

  useEffect(() => {
    alive.current = true;
    void reload();
    return () => {
      alive.current = false;
    };
  }, [reload]);

  /** After a network failure: show the loading state again and ask once more. */
  const retry = () => {
    setTeam((current) => ({ ...current, status: 'loading', error: null }));
    void reload();
  };

  const setRows = (update: (rows: EmployeeRow[]) => EmployeeRow[]) =>
    setTeam((current) => ({ ...current, rows: update(current.rows) }));

  return { team, reload, retry, setRows };
}
