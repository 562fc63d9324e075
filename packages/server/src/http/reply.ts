import { ErrorCode, httpStatusFor } from '@mentor/core';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * A failure a service raises on purpose: it becomes the reply envelope with its code, message
 * and HTTP status. Anything else thrown is an `exception` (500) and is logged, never shown.
 */
export class ReplyError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    status?: number,
    readonly result: unknown = null,
  ) {
    super(message);
    this.status = status ?? httpStatusFor(code);
  }
}

/** A payload that is well-formed but invalid: failed (2) with 422. */
export function invalid(message: string): ReplyError {
  return new ReplyError(ErrorCode.failed, message, 422);
}

/** A caller naming data that is not theirs: failed (2) with 403. */
export function forbidden(message = 'You can only access your own account’s data.'): ReplyError {
  return new ReplyError(ErrorCode.failed, message, 403);
}

export function notFound(message: string): ReplyError {
  return new ReplyError(ErrorCode.not_exist, message, 404);
}

export function tooManyRequests(retryAfterSeconds: number): ReplyError {
  const wait = retryAfterSeconds < 90 ? `${retryAfterSeconds} seconds` : `${Math.ceil(retryAfterSeconds / 60)} minutes`;
  return new ReplyError(ErrorCode.failed, `Too many requests. Please try again in ${wait}.`, 429, {
    retry_after: retryAfterSeconds,
  });
}

/** A reply envelope serialised once, for data many requests read unchanged (the category list). */
export interface PreparedReply {
  readonly json: string;
  readonly length: string;
  readonly status: ContentfulStatusCode;
}

function prepareEnvelope(
  envelope: { error_code: ErrorCode; message: string; result: unknown },
  status: number,
): PreparedReply {
  const json = JSON.stringify(envelope);
  return { json, length: String(Buffer.byteLength(json)), status: status as ContentfulStatusCode };
}

/** The envelope as JSON with its length, so the compress middleware leaves small replies as they are. */
export function sendPrepared(c: Context, prepared: PreparedReply) {
  return c.body(prepared.json, prepared.status, {
    'Content-Type': 'application/json',
    'Content-Length': prepared.length,
  });
}

export function prepareReply<T>(result: T, message = 'Success', code: ErrorCode = ErrorCode.success): PreparedReply {
  return prepareEnvelope({ error_code: code, message, result }, httpStatusFor(code));
}

export function reply<T>(c: Context, result: T, message = 'Success', code: ErrorCode = ErrorCode.success) {
  return sendPrepared(c, prepareReply(result, message, code));
}

export function replyError(c: Context, error: ReplyError) {
  if (error.status === 429 && error.result && typeof error.result === 'object' && 'retry_after' in error.result) {
    c.header('Retry-After', String((error.result as { retry_after: number }).retry_after));
  }
  return sendPrepared(
    c,
    prepareEnvelope({ error_code: error.code, message: error.message, result: error.result }, error.status),
  );
}
