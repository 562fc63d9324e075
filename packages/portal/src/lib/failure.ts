import { isApiError, isNetworkError } from '@mentor/core';
import type { ApiError } from '@mentor/core';

/**
 * What a failed call means to a screen: the server answered with a non-success envelope (`api`),
 * or the request got no envelope back (`network`: offline, time-out, a reply that is not one).
 */
export type Failure = { kind: 'api'; error: ApiError } | { kind: 'network' };

export function classifyFailure(error: unknown): Failure {
  if (isApiError(error)) return { kind: 'api', error };
  // Anything that is neither is unexpected: log it, and tell the person the request failed.
  if (!isNetworkError(error)) console.error(error);
  return { kind: 'network' };
}
