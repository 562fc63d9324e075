import { useEffect, useState } from 'react';
import { ErrorCode, NO_RECORD_FIND, OOPS_ERROR } from '@mentor/core';
import type { LookupOption, LookupType } from '@mentor/core';
import { classifyFailure } from '../../../lib/failure';
import { notify } from '../../../lib/notify';
import { getOptions } from '../api/get-options';

/**
 * An onboarding option list. Spec §8: a failed code warns "No record find", other codes warn
 * "Oops! Some error occured", a network failure shows it as an error.
 */
export function useOptions(type: LookupType): { options: LookupOption[]; loading: boolean } {
  const [options, setOptions] = useState<LookupOption[]>([]);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    let alive = true;
    getOptions(type)
      .then(({ result }) => alive && setOptions(result))
      .catch((error: unknown) => {
        if (!alive) return;
        const failure = classifyFailure(error);
        if (failure.kind === 'network') notify('error', OOPS_ERROR);
        else notify('warning', failure.error.code === ErrorCode.failed ? NO_RECORD_FIND : OOPS_ERROR);
      })
      .finally(() => alive && setLoading(false));
    return () => {
      alive = false;
    };
  }, [type]);

  return { options, loading };
}
