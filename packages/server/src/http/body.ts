import { ErrorCode, INVALID_EMAIL_ADDRESS, isValidEmail } from '@mentor/core';
import type { Context } from 'hono';
import { z } from 'zod';
import { cleanInput, isJsonType, parseJsonText } from './input-rules';
import { invalid, ReplyError } from './reply';

/**
 * Field schemas with messages a person can act on. Every string has an upper bound so that a
 * megabyte string is refused as a 4xx, never stored or processed.
 */
export function text(label: string, max: number) {
  return z
    .string({
      error: (issue) =>
        issue.input === undefined || issue.input === null ? `${label} is required.` : `${label} must be text.`,
    })
    .trim()
    .max(max, { error: `${label} is too long (at most ${max} characters).` });
}

export function requiredText(label: string, max: number) {
  return text(label, max).min(1, { error: `${label} is required.` });
}

/**
 * An e-mail address: trimmed, lower case, and of the spec's basic pattern (core's `isValidEmail`),
 * refused with `invalidMessage` otherwise: "Invalid email address." (spec §5) unless a screen has
 * its own ("Plese provide email address" for the referral checkout, "Enter valid email" to subscribe).
 */
export function emailField(invalidMessage: string = INVALID_EMAIL_ADDRESS) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? 'Email is required.' : 'Email must be text.') })
    .trim()
    .toLowerCase()
    .min(1, { error: 'Email is required.' })
    .max(254, { error: 'Email is too long (at most 254 characters).' })
    .refine(isValidEmail, { error: invalidMessage, abort: true });
}

export const email = emailField();

/** An e-mail address that may be left empty (a card's billing e-mail): when given, the same rule. */
export const optionalEmail = z
  .string({ error: 'Email must be text.' })
  .trim()
  .toLowerCase()
  .max(254, { error: 'Email is too long (at most 254 characters).' })
  .refine((value) => value === '' || isValidEmail(value), { error: INVALID_EMAIL_ADDRESS })
  .nullish();

export const uuid = (label: string) =>
  z
    .string({ error: `${label} is required.` })
    .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, {
      error: `${label} is not a valid id.`,
    });

export const password = z
  .string({ error: (issue) => (issue.input === undefined ? 'Password is required.' : 'Password must be text.') })
  .max(128, { error: 'Password is too long (at most 128 characters).' });

function firstMessage(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'The request is not valid.';
  if (issue.code === 'invalid_type' && issue.path.length === 0) return 'The request body must be a JSON object.';
  return issue.message;
}

/** Validates a body, query or form against a schema built once at module load, after the input rules. */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const parsed = schema.safeParse(cleanInput(value));
  if (!parsed.success) throw invalid(firstMessage(parsed.error));
  return parsed.data;
}

const FORM_TYPE = /^(?:multipart\/form-data|application\/x-www-form-urlencoded)\s*(?:;|$)/i;

/**
 * A body of a type the route does not read: 415. Requiring application/json means a page on another
 * site cannot post to a JSON route with a "simple" request (text/plain, no CORS preflight).
 */
function unsupportedType(expected: string): ReplyError {
  return new ReplyError(ErrorCode.failed, `Send the request body as ${expected}.`, 415);
}

async function readText(c: Context): Promise<string> {
  try {
    return await c.req.text();
  } catch {
    throw new ReplyError(ErrorCode.failed, 'The request body could not be read.', 400);
  }
}

/**
 * Reads a JSON body: another content type is 415, malformed JSON 400, nesting too deep or an invalid
 * payload 422. An empty body (a call without fields) counts as `{}` whatever its type.
 */
export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  // Read first, whatever the type, so the connection is left clean for the client's next request.
  const raw = await readText(c);
  if (raw.trim() === '') return parseWith(schema, {});
  if (!isJsonType(c.req.header('content-type'))) throw unsupportedType('JSON (Content-Type: application/json)');
  return parseWith(schema, parseJsonText(raw));
}

const anyObject = z.record(z.string(), z.unknown());

export interface Multipart {
  fields: Record<string, string>;
  files: Record<string, File>;
}

/** Reads a multipart (or urlencoded) form, and JSON too, since some clients send that. */
export async function readForm(c: Context): Promise<Multipart> {
  const type = c.req.header('content-type') ?? '';
  if (isJsonType(type)) {
    const body = await readJson(c, anyObject);
    const fields: Record<string, string> = {};
    for (const [key, value] of Object.entries(body)) {
      if (value === null || value === undefined) continue;
      if (typeof value === 'object') throw invalid(`${key} must be text.`);
      fields[key] = String(value);
    }
    return { fields, files: {} };
  }
  if (!FORM_TYPE.test(type)) {
    if ((await readText(c)).trim() === '') return { fields: {}, files: {} };
    throw unsupportedType('a form (multipart/form-data) or JSON');
  }
  let parsed: Record<string, string | File | (string | File)[]>;
  try {
    parsed = await c.req.parseBody({ all: true });
  } catch {
    throw new ReplyError(ErrorCode.failed, 'The request body is not a valid form.', 400);
  }
  const fields: Record<string, string> = {};
  const files: Record<string, File> = {};
  for (const [key, value] of Object.entries(parsed)) {
    const single = Array.isArray(value) ? value[0] : value;
    if (single === undefined) continue;
    if (typeof single === 'string') fields[key] = single;
    else if (single.size > 0) files[key] = single;
  }
  cleanInput(fields);
  return { fields, files };
}
