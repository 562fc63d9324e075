import type { SessionOrigin } from '../db/schema';
import { forbidden } from './reply';

/**
 * What a session opened by the widget (user-token or the widget's own login) may call: chatting and
 * reading its own threads, and logging out. A CRM that can mint user-tokens must not get an admin's
 * portal powers (embed keys, billing, employees, wallet, API keys) through the widget. Every other
 * authenticated call needs a session opened by logging in to the portal.
 */
const WIDGET_PREFIXES = ['/api/chat/', '/api/chat-head/', '/api/category/'] as const;
const WIDGET_PATHS = new Set(['/api/user/logout']);

export const PORTAL_SESSION_REQUIRED =
  'This session was opened in the chat widget, which can only chat. Please log in to the portal to do this.';

export function sessionMayCall(origin: SessionOrigin, path: string): boolean {
  if (origin === 'portal') return true;
  return WIDGET_PATHS.has(path) || WIDGET_PREFIXES.some((prefix) => path.startsWith(prefix));
}

/** Refuses (403) a call outside the session's scope. */
export function assertSessionScope(origin: SessionOrigin, path: string): void {
  if (!sessionMayCall(origin, path)) throw forbidden(PORTAL_SESSION_REQUIRED);
}
