import { chat, session } from '../../../lib/stores';
import { logout } from '../api/logout';

/**
 * Signs the user out after a plan change. The token is revoked when it still works (after a
 * purchase); after unsubscribing the server has already revoked it, so pass `revoke: false`.
 */
export async function endSession({ revoke }: { revoke: boolean }): Promise<void> {
  if (revoke) {
    try {
      await logout();
    } catch (error) {
      // Forgotten here either way: an unreachable server cannot keep the user signed in.
      console.error('Logout request failed', error);
    }
  }
  session.clear();
  chat.reset();
}
