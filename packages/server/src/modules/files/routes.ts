import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { notFound } from '../../http/reply';

/** Serves stored uploads by their relative path. Ids are random UUIDs; the files are immutable. */
export const fileRoutes = new Hono<AppEnv>().get('/uploads/:name', async (c) => {
  const match = /^([0-9a-f-]{36})\.[a-z]+$/.exec(c.req.param('name'));
  const file = match
    ? await c.var.deps.db
        .selectFrom('files')
        .select(['content_type', 'bytes'])
        .where('id', '=', match[1]!)
        .executeTakeFirst()
    : undefined;
  if (!file) throw notFound('This file does not exist.');
  c.header('Content-Type', file.content_type);
  c.header('Cache-Control', 'public, max-age=31536000, immutable');
  c.header('X-Content-Type-Options', 'nosniff');
  return c.body(new Uint8Array(file.bytes));
});
