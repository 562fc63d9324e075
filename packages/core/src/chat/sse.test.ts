import { describe, expect, it } from 'vitest';
import { parseSse } from './sse';
import type { SseEvent } from './sse';

const encoder = new TextEncoder();

function streamOf(chunks: readonly Uint8Array[]): ReadableStream<Uint8Array> {
  let index = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      const chunk = chunks[index++];
      if (chunk === undefined) controller.close();
      else controller.enqueue(chunk);
    },
  });
}

async function collect(stream: ReadableStream<Uint8Array>): Promise<SseEvent[]> {
  const events: SseEvent[] = [];
  for await (const event of parseSse(stream)) events.push(event);
  return events;
}

/** Cuts `bytes` at the given offsets. */
function cut(bytes: Uint8Array, offsets: readonly number[]): Uint8Array[] {
  const chunks: Uint8Array[] = [];
  let start = 0;
  for (const offset of [...offsets, bytes.length]) {
    chunks.push(bytes.slice(start, offset));
    start = offset;
  }
  return chunks;
}

/** A small deterministic random generator, so a failing chunking can be replayed. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

const payload = [
  ': a comment the parser ignores\r\n',
  'event: meta\r\n',
  'data: {"chat_head":{"_id":"h1","title":"Café ☕ rates"},"record_id":"r1"}\r\n',
  '\r\n',
  'event: delta\n',
  'data: {"text":"Term life 💡 "}\n',
  '\n',
  'event: delta\r',
  'data: {"text":"costs less"}\r',
  '\r',
  'event: done\n',
  'data: line one\n',
  'data:line two\n',
  'data:  indented\n',
  '\n',
].join('');

const expected: SseEvent[] = [
  { event: 'meta', data: '{"chat_head":{"_id":"h1","title":"Café ☕ rates"},"record_id":"r1"}' },
  { event: 'delta', data: '{"text":"Term life 💡 "}' },
  { event: 'delta', data: '{"text":"costs less"}' },
  { event: 'done', data: 'line one\nline two\n indented' },
];

describe('parseSse', () => {
  it('reads events, comments, CRLF, CR and multi-line data from one chunk', async () => {
    expect(await collect(streamOf([encoder.encode(payload)]))).toEqual(expected);
  });

  it('gives the same events for a cut at every byte (inside CRLF and inside UTF-8 characters too)', async () => {
    const bytes = encoder.encode(payload);
    for (let offset = 1; offset < bytes.length; offset++) {
      expect(await collect(streamOf(cut(bytes, [offset])))).toEqual(expected);
    }
  });

  it('gives the same events fed one byte at a time', async () => {
    const bytes = encoder.encode(payload);
    const offsets = Array.from({ length: bytes.length - 1 }, (_, i) => i + 1);
    expect(await collect(streamOf(cut(bytes, offsets)))).toEqual(expected);
  });

  it('gives the same events for 200 random chunkings, empty chunks included', async () => {
    const bytes = encoder.encode(payload);
    const random = seeded(42);
    for (let run = 0; run < 200; run++) {
      const offsets: number[] = [];
      let at = 0;
      while (at < bytes.length) {
        at += Math.floor(random() * 7);
        if (at < bytes.length) offsets.push(at);
      }
      expect(await collect(streamOf(cut(bytes, offsets)))).toEqual(expected);
    }
  });

  it("names an event without an event field 'message' and keeps the last id", async () => {
    const events = await collect(streamOf([encoder.encode('id: 7\ndata: hello\n\nid: 8\ndata: again\n\n')]));
    expect(events).toEqual([
      { event: 'message', data: 'hello', id: '7' },
      { event: 'message', data: 'again', id: '8' },
    ]);
  });

  it('drops an event that has no data and ignores unknown fields and retry', async () => {
    const events = await collect(streamOf([encoder.encode('event: ping\n\nretry: 100\nfoo: bar\ndata\n\n')]));
    expect(events).toEqual([{ event: 'message', data: '' }]);
  });

  it('does not carry an event type over to the next event', async () => {
    const events = await collect(streamOf([encoder.encode('event: delta\ndata: a\n\ndata: b\n\n')]));
    expect(events.map((e) => e.event)).toEqual(['delta', 'message']);
  });

  it('discards an event the stream ends before its blank line', async () => {
    const events = await collect(streamOf([encoder.encode('data: whole\n\nevent: done\ndata: {"cut')]));
    expect(events).toEqual([{ event: 'message', data: 'whole' }]);
  });

  it('strips a byte-order mark at the start', async () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...encoder.encode('data: x\n\n')]);
    expect(await collect(streamOf([bytes]))).toEqual([{ event: 'message', data: 'x' }]);
  });

  it('reads a long line sent in many tiny chunks', async () => {
    const text = 'x'.repeat(200_000);
    const bytes = encoder.encode(`data: ${text}\n\n`);
    const offsets = Array.from({ length: Math.floor(bytes.length / 3) }, (_, i) => (i + 1) * 3);
    const events = await collect(streamOf(cut(bytes, offsets)));
    expect(events).toHaveLength(1);
    expect(events[0]?.data.length).toBe(200_000);
  });

  it('cancels the stream when the reader stops early', async () => {
    let cancelled = false;
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode('data: 1\n\ndata: 2\n\n'));
      },
      cancel() {
        cancelled = true;
      },
    });
    for await (const event of parseSse(stream)) {
      expect(event.data).toBe('1');
      break;
    }
    expect(cancelled).toBe(true);
  });

  it('passes on an error of the underlying stream', async () => {
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode('data: 1\n\n'));
        controller.error(new Error('connection reset'));
      },
    });
    await expect(collect(stream)).rejects.toThrow('connection reset');
  });
});
