import { isSuccessCode } from '../api/client';
import { ErrorCode, isEnvelope } from '../codes';
import { ApiError, NetworkError } from '../errors';
import type { ChatHead, ChatRecord, SendChatResult } from '../types';
import { parseSse } from './sse';
import type { SseEvent } from './sse';
import type { ChatStreamFailure, ChatStreamMeta } from './transport';

interface ReadHandlers {
  onMeta?: (meta: ChatStreamMeta) => void;
  onDelta?: (text: string) => void;
  /** Called whenever bytes arrive (keeps an idle timer alive). */
  onBytes?: () => void;
  onTokenInvalid?: () => void;
}

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null;
}

function hasId(value: unknown): boolean {
  return isObject(value) && typeof value._id === 'string';
}

function badReply(message: string, status: number): NetworkError {
  return new NetworkError('bad_reply', message, { status });
}

function parseData(event: SseEvent, status: number): Json {
  let value: unknown;
  try {
    value = JSON.parse(event.data);
  } catch {
    value = undefined;
  }
  if (!isObject(value)) throw badReply(`The "${event.event}" event did not carry a JSON object`, status);
  return value;
}

function toResult(value: unknown, status: number): SendChatResult {
  if (!isObject(value) || !hasId(value.chat_head) || !hasId(value.record)) {
    throw badReply('The reply did not carry the chat head and record', status);
  }
  const record = value.record as ChatRecord;
  return { chat_head: value.chat_head as ChatHead, result: record.bot_content, record };
}

/** A reply that is not an event stream: an envelope (a refusal, or a whole reply) or garbage. */
async function readEnvelope(response: Response, handlers: ReadHandlers): Promise<SendChatResult> {
  const text = await response.text();
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    data = undefined;
  }
  if (!isEnvelope(data)) {
    throw badReply(`The server replied without an envelope (HTTP ${response.status})`, response.status);
  }
  if (isSuccessCode(data.error_code)) return toResult(data.result, response.status);
  if (data.error_code === ErrorCode.token_invalid) handlers.onTokenInvalid?.();
  throw new ApiError(data.error_code, data.message, response.status, data.result);
}

function failureOf(data: Json): ApiError {
  const code = typeof data.error_code === 'number' ? (data.error_code as ErrorCode) : ErrorCode.exception;
  const message = typeof data.message === 'string' ? data.message : 'The assistant could not answer.';
  const failure: ChatStreamFailure = {
    record: hasId(data.record) ? (data.record as ChatRecord) : null,
    chat_head: hasId(data.chat_head) ? (data.chat_head as ChatHead) : null,
  };
  // The stream itself was a 200; the failure is the assistant's, carried by the event.
  return new ApiError(code, message, 200, failure);
}

async function readEvents(body: ReadableStream<Uint8Array>, status: number, handlers: ReadHandlers) {
  const watched = body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        handlers.onBytes?.();
        controller.enqueue(chunk);
      },
    }),
  );
  for await (const event of parseSse(watched)) {
    if (event.event === 'meta') {
      const data = parseData(event, status);
      if (!hasId(data.chat_head) || typeof data.record_id !== 'string') {
        throw badReply('The "meta" event did not carry the chat head and record id', status);
      }
      handlers.onMeta?.({ chat_head: data.chat_head as ChatHead, record_id: data.record_id });
    } else if (event.event === 'delta') {
      const { text } = parseData(event, status);
      if (typeof text === 'string' && text !== '') handlers.onDelta?.(text);
    } else if (event.event === 'done') {
      return toResult(parseData(event, status), status);
    } else if (event.event === 'error') {
      const failure = failureOf(parseData(event, status));
      if (failure.code === ErrorCode.token_invalid) handlers.onTokenInvalid?.();
      throw failure;
    }
    // Other event types (a future "ping", say) are not ours to act on.
  }
  throw badReply('The reply stream ended before the reply was complete', status);
}

/**
 * Reads the reply of `POST /api/chat/stream`: events when the server streams, an envelope when it
 * refused (expired subscription, rate limit, token) or answered whole.
 */
export function readStreamReply(response: Response, handlers: ReadHandlers): Promise<SendChatResult> {
  const type = response.headers.get('content-type') ?? '';
  if (!response.body || !type.toLowerCase().includes('text/event-stream')) return readEnvelope(response, handlers);
  return readEvents(response.body, response.status, handlers);
}

/** The stored record and chat head an `ApiError` carries when a reply failed after the message was stored. */
export function failureOfStream(error: unknown): ChatStreamFailure | null {
  if (!(error instanceof ApiError) || !isObject(error.result)) return null;
  const { record, chat_head } = error.result;
  return {
    record: hasId(record) ? (record as ChatRecord) : null,
    chat_head: hasId(chat_head) ? (chat_head as ChatHead) : null,
  };
}
