import type { ChatRecord } from '@mentor/core';
import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { AppDeps } from '../../context';
import { answerTurn, type PreparedTurn } from './service';

/** What the stream's `meta`, `done` and `error` events carry: each API gives its own objects. */
export interface StreamViews {
  meta(turn: PreparedTurn): unknown;
  done(turn: PreparedTurn, record: ChatRecord): unknown;
  error(turn: PreparedTurn, record: ChatRecord): unknown;
}

/**
 * Answers a prepared turn as server-sent events: `meta`, then `delta {text}` pieces as the assistant
 * writes, then `done` or `error`. The portal's stream and the public API's share it. The reply is
 * stored whether or not the client stays; `onSettled` gets the record and every event as sent (the
 * public API replays them to an idempotent retry).
 */
export function streamTurn(
  c: Context,
  deps: AppDeps,
  turn: PreparedTurn,
  views: StreamViews,
  onSettled?: (record: ChatRecord, events: string) => Promise<void>,
) {
  return streamSSE(c, async (stream) => {
    let open = true;
    let sent = '';
    stream.onAbort(() => {
      open = false;
    });
    const send = async (event: string, payload: unknown) => {
      const data = JSON.stringify(payload);
      sent += `event: ${event}\ndata: ${data}\n\n`;
      if (!open) return;
      try {
        await stream.writeSSE({ event, data });
      } catch {
        open = false;
      }
    };
    await send('meta', await views.meta(turn));
    // Writes are chained so pieces arrive in order.
    let written = Promise.resolve();
    const record = await answerTurn(deps, turn, (text) => {
      written = written.then(() => send('delta', { text }));
    });
    await written;
    if (record.status === 'complete') await send('done', await views.done(turn, record));
    else await send('error', await views.error(turn, record));
    await onSettled?.(record, sent);
  });
}
