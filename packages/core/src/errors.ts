import type { ErrorCode } from './codes';

/** The server answered with an envelope whose `error_code` is not a success for that call. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly code: ErrorCode;
  /** HTTP status of the reply, when there was one. */
  readonly status: number | undefined;
  /** The envelope's `result`, which some failures still fill. */
  readonly result: unknown;

  constructor(code: ErrorCode, message: string, status?: number, result?: unknown) {
    super(message);
    this.code = code;
    this.status = status;
    this.result = result;
  }
}

/**
 * Why a request got no envelope back: no connection, no answer in time, a reply that is not an
 * envelope (HTML from a proxy, empty body), or the caller aborted it.
 */
export type NetworkErrorReason = 'offline' | 'timeout' | 'bad_reply' | 'aborted';

/** A request that got no envelope back. */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
  readonly reason: NetworkErrorReason;
  /** HTTP status when a reply arrived but was not an envelope. */
  readonly status: number | undefined;

  constructor(reason: NetworkErrorReason, message: string, options?: { status?: number; cause?: unknown }) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.reason = reason;
    this.status = options?.status;
  }
}

/** True for an {@link ApiError}. */
export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** True for a {@link NetworkError}. */
export function isNetworkError(value: unknown): value is NetworkError {
  return value instanceof NetworkError;
}
