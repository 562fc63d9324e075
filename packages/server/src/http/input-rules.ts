import { ErrorCode } from '@mentor/core';
import { invalid, ReplyError } from './reply';

/**
 * The rules every request body and query passes before a schema sees it (body.ts applies them):
 * a nesting limit, no NUL characters, no prototype keys. They live here once, not per route.
 */

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;

/** True for application/json (with or without a charset) and the `+json` types. */
export function isJsonType(contentType: string | undefined): boolean {
  return JSON_TYPE.test(contentType ?? '');
}

/** Deeper than any payload of spec §7 or a CRM record in `context`; recursion downstream stays shallow. */
export const MAX_JSON_DEPTH = 32;

/** Keys that would set an object's prototype (or its constructor's) where a value is copied with `=`. */
const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * True when the JSON text nests arrays or objects deeper than `max`. It scans the text once, before
 * JSON.parse: parsing a 20,000-deep body may succeed, but every recursive walk after it (a schema, a
 * serialiser, PostgreSQL's jsonb) would then overflow the stack and answer 500.
 */
export function nestsDeeperThan(raw: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < raw.length; i++) {
    const ch = raw.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c /* \ */) i++;
      else if (ch === 0x22 /* " */) inString = false;
    } else if (ch === 0x22) inString = true;
    else if (ch === 0x5b /* [ */ || ch === 0x7b /* { */) {
      if (++depth > max) return true;
    } else if (ch === 0x5d /* ] */ || ch === 0x7d /* } */) depth--;
  }
  return false;
}

/** Parses a JSON body under the depth rule; malformed JSON is 400, too deep 422. */
export function parseJsonText(raw: string): unknown {
  if (nestsDeeperThan(raw, MAX_JSON_DEPTH)) {
    throw invalid(`The request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels).`);
  }
  try {
    return JSON.parse(raw);
  } catch {
    throw new ReplyError(ErrorCode.failed, 'The request body is not valid JSON.', 400);
  }
}

function fieldName(path: (string | number)[]): string {
  return path.length === 0 ? 'The request' : path.join('.');
}

/**
 * Refuses any text (a value or a key) holding a NUL character, which PostgreSQL cannot store in
 * text or jsonb (it would fail the query: a 500), and drops prototype keys so that no copy of the
 * value can change an object's prototype. Walks without recursion; depth is bounded by the parser.
 */
export function cleanInput<T>(value: T): T {
  const stack: { value: unknown; path: (string | number)[] }[] = [{ value, path: [] }];
  while (stack.length > 0) {
    const { value: current, path } = stack.pop()!;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) throw invalid(`${fieldName(path)} must not contain a NUL character.`);
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => stack.push({ value: item, path: [...path, index] }));
    } else if (current !== null && typeof current === 'object' && !(current instanceof Blob)) {
      const record = current as Record<string, unknown>;
      for (const key of Object.keys(record)) {
        if (key.includes('\u0000')) throw invalid(`${fieldName(path)} has a name with a NUL character.`);
        if (PROTOTYPE_KEYS.has(key)) {
          delete record[key];
          continue;
        }
        stack.push({ value: record[key], path: [...path, key] });
      }
    }
  }
  return value;
}
