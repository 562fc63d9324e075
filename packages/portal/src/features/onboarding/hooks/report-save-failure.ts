import { NETWORK_ERROR_BANG, OOPS_ERROR } from '@mentor/core';
import { classifyFailure } from '../../../lib/failure';
import { notify } from '../../../lib/notify';

/** Spec §8 "Save role or hear-from": non-success warns "Oops! Some error occured"; network "Network Error!". */
export function reportSaveFailure(error: unknown): void {
  const failure = classifyFailure(error);
  if (failure.kind === 'api') notify('warning', OOPS_ERROR);
  else notify('error', NETWORK_ERROR_BANG);
}
