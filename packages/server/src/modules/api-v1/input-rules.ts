import type { MiddlewareHandler } from 'hono';
import { cleanInput, isJsonType, parseJsonText } from '../../http/input-rules';
import type { V1Env } from './auth';

/**
 * The input rules of every /api body (http/input-rules.ts) for /v1 as well: nesting depth, no NUL
 * characters, no prototype keys. The cleaned body is what the route's validator then reads, so a
 * 20,000-deep body never reaches a schema or PostgreSQL; a refusal becomes a 400 `parameter_invalid`.
 */
export const v1InputRules: MiddlewareHandler<V1Env> = async (c, next) => {
  cleanInput(c.req.query());
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && isJsonType(c.req.header('content-type'))) {
    const raw = await c.req.text();
    if (raw.trim() !== '') {
      const body = cleanInput(parseJsonText(raw));
      c.req.bodyCache.json = Promise.resolve(body);
    }
  }
  await next();
};
