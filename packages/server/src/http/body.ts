import { ErrorCode, INVALID_EMAIL_ADDRESS, isValidEmail } from '@mentor/core';
import type { Context } from 'hono';
import { z } from 'zod';
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

export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw invalid(firstMessage(parsed.error));
  return parsed.data;
}

/** Reads a JSON body, refusing malformed JSON with 400 and an invalid payload with 422. */
export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  let body: unknown;
  try {
    const raw = await c.req.text();
    body = raw.trim() === '' ? {} : JSON.parse(raw);
  } catch {
    throw new ReplyError(ErrorCode.failed, 'The request body is not valid JSON.', 400);
  }
  return parseWith(schema, body);
}

export interface Multipart {
  fields: Record<string, string>;
  files: Record<string, File>;
}

/** Reads a multipart (or urlencoded) form, and JSON too, since some clients send that. */
export async function readForm(c: Context): Promise<Multipart> {
  const type = c.req.header('content-type') ?? '';
  if (type.includes('application/json')) {
    const body = await readJson(c, z.record(z.string(), z.unknown()));
    const fields: Record<string, string> = {};
    for (const [key, value] of Object.entries(body)) {
      if (value === null || value === undefined) continue;
      if (typeof value === 'object') throw invalid(`${key} must be text.`);
      fields[key] = String(value);
    }
    return { fields, files: {} };
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
  return { fields, files };
}
