import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../context';
import { requireAuth } from '../../http/auth';
import { password, readJson } from '../../http/body';
import { reply } from '../../http/reply';
import { deleteAccount, DELETE_MESSAGES } from './deletion';
import { exportChats } from './export';
import { listSessions, signOutOtherSessions } from './sessions';

// Built once at module load, not per request (issue 17: building them was 22 % of a hot route's CPU).
const deleteAccountBody = z.object({ password: password.min(1, { error: 'Password is required.' }) });

/**
 * The settings page's account calls, beside the spec's under /api/user: signed-in devices, signing
 * the others out, the chats as a file, and deleting the account.
 */
export const accountRoutes = new Hono<AppEnv>()
  .get('/sessions', requireAuth({ allowUnverified: true }), async (c) => {
    return reply(c, await listSessions(c.var.deps, c.var.user));
  })
  .post('/sign-out-other-sessions', requireAuth({ allowUnverified: true }), async (c) => {
    const signedOut = await signOutOtherSessions(c.var.deps, c.var.user);
    return reply(
      c,
      { signed_out: signedOut },
      signedOut === 1 ? 'One other session was signed out.' : `${signedOut} other sessions were signed out.`,
    );
  })
  .get('/export-chats', requireAuth({ allowUnverified: true }), async (c) => {
    return reply(c, await exportChats(c.var.deps, c.var.user));
  })
  .post('/delete-account', requireAuth({ allowUnverified: true }), async (c) => {
    const input = await readJson(c, deleteAccountBody);
    await deleteAccount(c.var.deps, c.var.user, input.password);
    return reply(c, null, DELETE_MESSAGES.deleted);
  });
