/** One server-sent event: its type (`message` when the stream names none) and its data lines joined by "\n". */
export interface SseEvent {
  event: string;
  data: string;
  /** The last `id:` field seen, if any. */
  id?: string;
}

/**
 * Turns text lines into events, following the WHATWG event-stream rules: `field: value` lines, one
 * optional space after the colon, comments start with ":", a blank line dispatches, an event with
 * no data is dropped.
 */
class SseLineReader {
  private type = '';
  private data: string[] = [];
  private lastId: string | undefined;

  /** Feeds one line (without its line ending); returns the event it completes, if any. */
  line(text: string): SseEvent | null {
    if (text === '') return this.dispatch();
    if (text.startsWith(':')) return null;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') this.type = value;
    else if (field === 'data') this.data.push(value);
    else if (field === 'id' && !value.includes('\0')) this.lastId = value;
    return null;
  }

  private dispatch(): SseEvent | null {
    const data = this.data;
    const type = this.type;
    this.data = [];
    this.type = '';
    if (data.length === 0) return null;
    const event: SseEvent = { event: type || 'message', data: data.join('\n') };
    if (this.lastId !== undefined) event.id = this.lastId;
    return event;
  }
}

/**
 * Splits decoded text into lines across chunk boundaries. Lines end with "\n", "\r\n" or "\r";
 * a "\r" at the end of one chunk and a "\n" at the start of the next are one line ending.
 */
class LineSplitter {
  // Pieces of the unfinished line, joined only when it ends: a long line arriving in many small
  // chunks costs linear time, not quadratic.
  private rest: string[] = [];
  private skipLeadingLf = false;

  /** Returns the complete lines in `chunk` (plus what was left over from earlier chunks). */
  push(chunk: string): string[] {
    // An empty chunk (or half a UTF-8 character) says nothing about a "\n" after a "\r".
    if (chunk === '') return [];
    let text = chunk;
    if (this.skipLeadingLf && text.startsWith('\n')) text = text.slice(1);
    this.skipLeadingLf = false;
    const lines: string[] = [];
    let start = 0;
    for (let i = 0; i < text.length; i++) {
      const code = text.charCodeAt(i);
      if (code !== 10 && code !== 13) continue;
      this.rest.push(text.slice(start, i));
      lines.push(this.rest.join(''));
      this.rest = [];
      if (code === 13) {
        if (i + 1 === text.length) this.skipLeadingLf = true;
        else if (text.charCodeAt(i + 1) === 10) i++;
      }
      start = i + 1;
    }
    if (start < text.length) this.rest.push(text.slice(start));
    return lines;
  }
}

/**
 * Reads a `text/event-stream` body as events. Chunks may split lines, line endings and UTF-8
 * characters anywhere. An event not ended by a blank line when the stream closes is discarded, as
 * the standard says. Leaving the loop early cancels the stream.
 */
export async function* parseSse(stream: ReadableStream<Uint8Array>): AsyncGenerator<SseEvent, void, undefined> {
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  const splitter = new LineSplitter();
  const events = new SseLineReader();
  let finished = false;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) {
        finished = true;
        // Flushes a character cut in half at the very end; the unterminated line is dropped.
        splitter.push(decoder.decode());
        return;
      }
      for (const line of splitter.push(decoder.decode(value, { stream: true }))) {
        const event = events.line(line);
        if (event) yield event;
      }
    }
  } finally {
    if (!finished) await reader.cancel().catch(() => undefined);
    reader.releaseLock();
  }
}
