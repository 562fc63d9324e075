import { ErrorCode, SUBSCRIPTION_EXPIRED } from '@mentor/core';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ReplyError } from '../../http/reply';

/** The error types of the public API, each with the HTTP statuses of its class (docs/api-v1.md). */
export type V1ErrorType =
  | 'invalid_request_error'
  | 'authentication_error'
  | 'permission_error'
  | 'idempotency_error'
  | 'rate_limit_error'
  | 'api_error';

export interface V1ErrorBody {
  error: { type: V1ErrorType; code: string; message: string; param?: string };
}

/** A refusal of the public API: `{error: {type, code, message}}` with its HTTP status. */
export class V1Error extends Error {
  constructor(
    readonly status: number,
    readonly type: V1ErrorType,
    readonly code: string,
    message: string,
    readonly param?: string,
    /** Seconds, for 429: sent as Retry-After. */
    readonly retryAfter?: number,
  ) {
    super(message);
  }

  body(): V1ErrorBody {
    return {
      error: { type: this.type, code: this.code, message: this.message, ...(this.param ? { param: this.param } : {}) },
    };
  }
}

export const invalidParam = (param: string, message: string) =>
  new V1Error(400, 'invalid_request_error', 'parameter_invalid', message, param);
export const resourceMissing = (message: string, param?: string) =>
  new V1Error(404, 'invalid_request_error', 'resource_missing', message, param);
export const permission = (code: string, message: string) => new V1Error(403, 'permission_error', code, message);
export const authentication = (code: string, message: string) =>
  new V1Error(401, 'authentication_error', code, message);
export const rateLimited = (retryAfter: number, message: string) =>
  new V1Error(429, 'rate_limit_error', 'rate_limited', message, undefined, retryAfter);

/**
 * The shared services (chat, seats) refuse with the portal's ReplyError: the same message, in the
 * public API's shape and class.
 */
function fromReplyError(error: ReplyError): V1Error {
  if (error.message === SUBSCRIPTION_EXPIRED) return permission('subscription_inactive', error.message);
  const retry = (error.result as { retry_after?: unknown } | null)?.retry_after;
  switch (error.status) {
    case 400:
    case 422:
      return new V1Error(400, 'invalid_request_error', 'parameter_invalid', error.message);
    case 401:
      return authentication('unauthorized', error.message);
    case 403:
      return permission('forbidden', error.message);
    case 404:
      return resourceMissing(error.message);
    case 409:
      return new V1Error(409, 'invalid_request_error', 'conflict', error.message);
    case 413:
      return new V1Error(413, 'invalid_request_error', 'body_too_large', error.message);
    case 429:
      return rateLimited(typeof retry === 'number' ? retry : 60, error.message);
    default:
      return internal();
  }
}

export function internal(): V1Error {
  return new V1Error(500, 'api_error', 'internal_error', 'Something went wrong on our side. Please try again.');
}

/** Any thrown value as a V1Error; null when it is unexpected (a bug: logged, answered 500). */
export function toV1Error(error: unknown): V1Error | null {
  if (error instanceof V1Error) return error;
  if (error instanceof ReplyError) return error.code === ErrorCode.exception ? null : fromReplyError(error);
  if (error instanceof HTTPException) {
    if (error.status === 400)
      return new V1Error(400, 'invalid_request_error', 'invalid_json', 'The request body is not valid JSON.');
    if (error.status === 415)
      return new V1Error(415, 'invalid_request_error', 'unsupported_media_type', 'Send the body as application/json.');
    if (error.status === 413)
      return new V1Error(413, 'invalid_request_error', 'body_too_large', 'The request is too large.');
    return null;
  }
  return null;
}

export function sendV1Error(c: Context, error: V1Error) {
  if (error.retryAfter !== undefined) c.header('Retry-After', String(error.retryAfter));
  return c.json(error.body(), error.status as ContentfulStatusCode);
}
