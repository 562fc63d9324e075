import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

/**
 * The caller's address for rate limits. Behind a load balancer set TRUST_PROXY=true so the first
 * X-Forwarded-For hop is used; otherwise that header is the client's word and is ignored.
 */
export function clientIp(c: Context): string {
  if (process.env.TRUST_PROXY === 'true') {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // app.request() in tests has no socket.
    return 'local';
  }
}
