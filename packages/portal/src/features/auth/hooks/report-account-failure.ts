import { showAlert } from '../../../lib/alerts';
import { classifyFailure } from '../../../lib/failure';

/**
 * Spec §8 for forgot password, code and password update: a failure shows the server's message in an
 * alert; a request that failed is only logged (the caller clears its loading state).
 */
export function reportAccountFailure(error: unknown): void {
  const failure = classifyFailure(error);
  if (failure.kind === 'api') void showAlert(failure.error.message);
  else console.error('The request failed', error);
}
