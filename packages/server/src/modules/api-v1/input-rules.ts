import type { MiddlewareHandler } from 'hono';
import { cleanInput, isJsonType, MAX_JSON_DEPTH, nestsDeeperThan } from '../../http/input-rules';
import { ReplyError } from '../../http/reply';
import type { V1Env } from './auth';
import { invalidParam } from './errors';

/**
 * The input rules of every /api body (http/input-rules.ts) for /v1 as well: nesting depth, no NUL
 * characters, no prototype keys. The cleaned body is what the route's validator then reads, so a
 * 20,000-deep body never reaches a schema or PostgreSQL. Malformed JSON is left to the validator,
 * which answers it as `invalid_json`.
 */
export const v1InputRules: MiddlewareHandler<V1Env> = async (c, next) => {
  try {
    cleanInput(c.req.query());
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && isJsonType(c.req.header('content-type'))) {
      const raw = await c.req.text();
      if (nestsDeeperThan(raw, MAX_JSON_DEPTH)) {
        throw invalidParam('body', `The request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels).`);
      }
      const body = parseOrUndefined(raw);
      if (body !== undefined) c.req.bodyCache.json = Promise.resolve(cleanInput(body));
    }
  } catch (error) {
    throw error instanceof ReplyError ? invalidParam('body', error.message) : error;
  }
  await next();
};

function parseOrUndefined(raw: string): unknown {
  try {
    return raw.trim() === '' ? undefined : JSON.parse(raw);
  } catch {
    return undefined;
  }
}
