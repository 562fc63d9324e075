import { api } from '../../../lib/api';

/** GET /api/contact-us/get-list: the caller's earlier messages, newest first. */
export function getContactList() {
  return api.contact.getList();
}
