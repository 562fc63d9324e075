import { api } from '../../../lib/api';

/** GET /api/user/export-chats: every thread with its messages. */
export function exportChats() {
  return api.user.exportChats();
}
