import { LOGOUT_QUESTION, LOGOUT_TITLE } from '@mentor/core';
import { useLocation } from 'wouter';
import { paths } from '../../../config/paths';
import { askConfirm } from '../../../lib/alerts';
import { chat, session } from '../../../lib/stores';
import { logout } from '../api/logout';

/** Logout with the spec's confirmation: Yes revokes the token, clears the stored user, goes to /login. */
export function useLogout() {
  const [, navigate] = useLocation();
  return async () => {
    const yes = await askConfirm({
      title: LOGOUT_TITLE,
      message: LOGOUT_QUESTION,
      confirmLabel: 'Yes',
      cancelLabel: 'Cancel',
    });
    if (!yes) return;
    try {
      await logout();
    } catch (error) {
      // The token is forgotten here either way; an unreachable server cannot keep the user signed in.
      console.error('Logout request failed', error);
    }
    session.clear();
    chat.reset();
    navigate(paths.login, { replace: true });
  };
}
