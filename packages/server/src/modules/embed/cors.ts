import { sql } from 'kysely';
import { createMiddleware } from 'hono/factory';
import type { Context } from 'hono';
import type { AppEnv } from '../../context';
import type { Db } from '../../db/database';
import { forbidden } from '../../http/reply';
import { findLiveKey } from './keys';
import { EMBED_MESSAGES } from './messages';
import { isOriginAllowed, patternsAllowing } from './origins';

export const EMBED_KEY_HEADER = 'x-mentor-key';
const ALLOWED_HEADERS = 'authorization, content-type, accept, x-mentor-key';
const PREFLIGHT_MAX_AGE_SECONDS = 600;

/** The portal and the CRM demo are served by this server: their requests are not cross-origin. */
export function isSameOrigin(c: Context<AppEnv>, origin: string): boolean {
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return false;
  }
  return host === c.req.header('host') || origin === new URL(c.var.deps.config.publicUrl).origin;
}

async function anyKeyAllows(db: Db, origin: string): Promise<boolean> {
  const candidates = patternsAllowing(origin);
  if (!candidates) return false;
  const row = await db
    .selectFrom('embed_keys')
    .select('id')
    .where('revoked_on', 'is', null)
    .where(sql<boolean>`allowed_origins && ${sql.val(candidates)}::text[]`)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export function allow(c: Context<AppEnv>, origin: string) {
  c.header('Access-Control-Allow-Origin', origin);
  c.header('Access-Control-Expose-Headers', 'Retry-After');
  c.header('Vary', 'Origin', { append: true });
}

/**
 * CORS for the widget, per embed key. A preflight carries no header values, so it is answered for an
 * origin that some live key allows; the request itself must then carry a key (`X-Mentor-Key`) that
 * allows its origin, or it is refused. Cross-origin requests without a key get no CORS headers, so
 * browsers keep their replies from the page. Same-origin requests (the portal's preview) pass.
 */
export const embedCors = createMiddleware<AppEnv>(async (c, next) => {
  const origin = c.req.header('origin');
  if (!origin || isSameOrigin(c, origin)) return next();
  const { db } = c.var.deps;

  if (c.req.method === 'OPTIONS' && c.req.header('access-control-request-method')) {
    c.header('Vary', 'Origin');
    if (!(await anyKeyAllows(db, origin))) return c.body(null, 403);
    allow(c, origin);
    c.header('Access-Control-Allow-Methods', 'GET, POST');
    c.header('Access-Control-Allow-Headers', ALLOWED_HEADERS);
    c.header('Access-Control-Max-Age', String(PREFLIGHT_MAX_AGE_SECONDS));
    return c.body(null, 204);
  }

  const keyValue = c.req.header(EMBED_KEY_HEADER);
  if (!keyValue) return next();
  const key = await findLiveKey(db, keyValue);
  // The refusal is readable by the page (it passed the preflight), so the widget can say why.
  allow(c, origin);
  if (!key) throw forbidden(EMBED_MESSAGES.keyInvalid);
  if (!isOriginAllowed(key.allowed_origins, origin)) throw forbidden(EMBED_MESSAGES.originRefused(origin));
  await next();
  // A handler that built its own Response (a stream, say) may have dropped the headers set above.
  if (!c.res.headers.has('access-control-allow-origin')) allow(c, origin);
});
