import { Hono } from 'hono';
import { z } from 'zod';
import type { Context } from 'hono';
import type { AppEnv } from '../../context';
import { requireAuth } from '../../http/auth';
import { email, parseWith, password, readJson, requiredText, text, uuid } from '../../http/body';
import { clientIp } from '../../http/client-ip';
import { forbidden, reply } from '../../http/reply';
import { allow, EMBED_KEY_HEADER, isSameOrigin } from './cors';
import { devUserToken } from './dev-user-token';
import * as keys from './keys';
import { EMBED_MESSAGES } from './messages';
import { isOriginAllowed } from './origins';
import { signInWithPassword, signInWithUserToken } from './sign-in';

const origins = z.array(text('An origin', 300), { error: 'allowed_origins must be a list of origins.' });
const keyId = z.object({ _id: uuid('Key id') });

/** The live key a widget request names in its header (the CORS middleware has checked its origin). */
async function widgetKey(c: Context<AppEnv>) {
  const value = c.req.header(EMBED_KEY_HEADER);
  if (!value) throw forbidden(EMBED_MESSAGES.keyRequired);
  const key = await keys.findLiveKey(c.var.deps.db, value);
  if (!key) throw forbidden(EMBED_MESSAGES.keyInvalid);
  return key;
}

// Built once at module load, not per request (issue 17: building them was 22 % of a hot route's CPU).
const createKeyBody = z.object({ name: text('Name', 100).optional(), allowed_origins: origins });
const updateKeyBody = keyId.extend({ name: requiredText('Name', 100).optional(), allowed_origins: origins.optional() });
const loginBody = z.object({ email, password: password.min(1, { error: 'Password is required.' }) });
const tokenLoginBody = z.object({ user_token: requiredText('user_token', 4096) });
const keyStatusQuery = z.object({ key: requiredText('key', 200) });
const devUserTokenQuery = z.object({ email: email.optional() });

/** Embed keys for agency admins, and the widget's sign-in calls. */
export const embedRoutes = new Hono<AppEnv>()
  .get('/get-keys', requireAuth(), async (c) => {
    await keys.assertEmbedAdmin(c.var.deps, c.var.user.id);
    return reply(c, await keys.listKeys(c.var.deps, c.var.user.id));
  })
  .post('/create-key', requireAuth(), async (c) => {
    const input = await readJson(c, createKeyBody);
    await keys.assertEmbedAdmin(c.var.deps, c.var.user.id);
    const created = await keys.createKey(c.var.deps, c.var.user.id, {
      name: input.name || 'Widget',
      allowed_origins: input.allowed_origins,
    });
    return reply(c, created, 'The key is ready. Copy its identity secret now: it is shown only once.');
  })
  .post('/update-key', requireAuth(), async (c) => {
    const input = await readJson(c, updateKeyBody);
    await keys.assertEmbedAdmin(c.var.deps, c.var.user.id);
    return reply(c, await keys.updateKey(c.var.deps, c.var.user.id, input), 'The key has been updated.');
  })
  .post('/rotate-secret', requireAuth(), async (c) => {
    const input = await readJson(c, keyId);
    await keys.assertEmbedAdmin(c.var.deps, c.var.user.id);
    const rotated = await keys.rotateSecret(c.var.deps, c.var.user.id, input._id);
    return reply(c, rotated, 'A new identity secret is ready: copy it now, it is shown only once.');
  })
  .post('/revoke-key', requireAuth(), async (c) => {
    const input = await readJson(c, keyId);
    await keys.assertEmbedAdmin(c.var.deps, c.var.user.id);
    await keys.revokeKey(c.var.deps, c.var.user.id, input._id);
    return reply(c, null, 'The key has been revoked: widgets using it stop working.');
  })
  .post('/login', async (c) => {
    const input = await readJson(c, loginBody);
    const user = await signInWithPassword(c.var.deps, await widgetKey(c), input, clientIp(c));
    return reply(c, user, 'Logged in successfully.');
  })
  .post('/token-login', async (c) => {
    const input = await readJson(c, tokenLoginBody);
    const user = await signInWithUserToken(c.var.deps, await widgetKey(c), input.user_token, clientIp(c));
    return reply(c, user, 'Signed in.');
  })
  // Asked by the widget as its panel opens, before it shows a login form: a simple GET (the key in
  // the query, no custom header, so no preflight), readable by any page, that says whether this key
  // may be used where it is. It tells a page only about the key it already holds.
  .get('/key-status', async (c) => {
    const query = parseWith(keyStatusQuery, c.req.query());
    const origin = c.req.header('origin');
    if (origin) allow(c, origin);
    const key = await keys.findLiveKey(c.var.deps.db, query.key);
    if (!key) throw forbidden(EMBED_MESSAGES.keyInvalid);
    if (origin && !isSameOrigin(c, origin) && !isOriginAllowed(key.allowed_origins, origin))
      throw forbidden(EMBED_MESSAGES.originRefused(origin));
    return reply(c, { allowed: true });
  })
  .get('/dev/user-token', async (c) => {
    const query = parseWith(devUserTokenQuery, c.req.query());
    return reply(c, await devUserToken(c.var.deps, query.email));
  });
