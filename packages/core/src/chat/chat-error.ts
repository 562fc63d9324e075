import { ErrorCode } from '../codes';
import { ApiError, NetworkError } from '../errors';
import { NETWORK_ERROR_BANG, OOPS_ERROR, OPPS_ERROR, SUBSCRIPTION_EXPIRED } from '../messages';

/**
 * - `expired`: no live subscription (not_exist, 4, on a send or retry); show the spec's alert.
 * - `rate_limited`: too many sends (HTTP 429); the message says when to try again.
 * - `network`: no reply came back.
 * - `failed`: anything else the server refused or the assistant could not do.
 */
export type ChatErrorKind = 'expired' | 'rate_limited' | 'network' | 'failed';

/** What the engine was doing when the error happened. */
export type ChatAction =
  | 'categories'
  | 'chat_heads'
  | 'history'
  | 'send'
  | 'retry'
  | 'regenerate'
  | 'feedback'
  | 'rename'
  | 'delete'
  | 'search';

export interface ChatError {
  kind: ChatErrorKind;
  /** The text to show, from the spec's catalogue or the server. */
  message: string;
  action: ChatAction;
  /** The reply code, when the server answered. */
  code?: ErrorCode;
}

const RATE_LIMIT_MESSAGE = /too many requests/i;

function isExpired(error: ApiError): boolean {
  // not_exist is also "this chat does not exist" (404); the expired plan answers 403 (DESIGN, reply codes).
  return (
    error.code === ErrorCode.not_exist &&
    (error.status === 403 || error.status === undefined || error.message === SUBSCRIPTION_EXPIRED)
  );
}

function refusalMessage(error: ApiError, action: ChatAction): string {
  // Spec §8: categories and history show fixed texts; a send shows what the server said.
  if (action === 'categories') return OPPS_ERROR;
  if (action === 'chat_heads' || action === 'history') return OOPS_ERROR;
  return error.message || OOPS_ERROR;
}

/** Classifies an error thrown by the API client or a chat transport. */
export function toChatError(error: unknown, action: ChatAction): ChatError {
  if (error instanceof NetworkError) return { kind: 'network', message: NETWORK_ERROR_BANG, action };
  if (!(error instanceof ApiError)) return { kind: 'failed', message: OOPS_ERROR, action };
  const code = error.code;
  if (error.status === 429 || RATE_LIMIT_MESSAGE.test(error.message)) {
    return { kind: 'rate_limited', message: error.message, action, code };
  }
  if ((action === 'send' || action === 'retry' || action === 'regenerate') && isExpired(error)) {
    return { kind: 'expired', message: SUBSCRIPTION_EXPIRED, action, code };
  }
  return { kind: 'failed', message: refusalMessage(error, action), action, code };
}
