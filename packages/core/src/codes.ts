/** Reply codes of spec §4: the `error_code` of every envelope. */
export const ErrorCode = {
  success: 0,
  updated: 1,
  failed: 2,
  exist: 3,
  not_exist: 4,
  exception: 5,
  not_verified: 6,
  token_required: 7,
  token_invalid: 8,
  time_out: 9,
  invalid_cred: 10,
  invalid_password: 11,
  seeker_not_exist: 12,
  invalid_code: 13,
} as const;

export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** The reply envelope every API call answers with. */
export interface Envelope<T = unknown> {
  error_code: ErrorCode;
  message: string;
  result: T;
}

/**
 * HTTP status for a reply code (DESIGN, "Reply codes and HTTP status").
 * `failed` is 400 by default; callers pass 422/429 where the contract says so.
 */
export function httpStatusFor(code: ErrorCode): number {
  switch (code) {
    case ErrorCode.success:
    case ErrorCode.updated:
      return 200;
    case ErrorCode.failed:
    case ErrorCode.invalid_password:
    case ErrorCode.invalid_code:
      return 400;
    case ErrorCode.exist:
      return 409;
    case ErrorCode.not_exist:
    case ErrorCode.seeker_not_exist:
      return 404;
    case ErrorCode.exception:
      return 500;
    case ErrorCode.not_verified:
      return 403;
    case ErrorCode.token_required:
    case ErrorCode.token_invalid:
    case ErrorCode.invalid_cred:
      return 401;
    case ErrorCode.time_out:
      return 410;
  }
}

export function isEnvelope(value: unknown): value is Envelope {
  return (
    typeof value === 'object' &&
    value !== null &&
    'error_code' in value &&
    typeof (value as { error_code: unknown }).error_code === 'number'
  );
}
