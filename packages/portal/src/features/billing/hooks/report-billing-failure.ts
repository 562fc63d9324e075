import { NETWORK_ERROR } from '@mentor/core';
import { showAlert } from '../../../lib/alerts';
import { classifyFailure } from '../../../lib/failure';

/** Spec §8 "Billing": a non-zero code shows an alert with the server message. */
export function reportBillingFailure(error: unknown): Promise<void> {
  const failure = classifyFailure(error);
  return showAlert(failure.kind === 'api' ? failure.error.message : NETWORK_ERROR);
}
